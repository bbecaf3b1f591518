import type { z } from 'zod';
import { isErrorEnvelope } from '@store/core/envelope-shape';
import { checkResult, readEnvelope } from './envelope';

/**
 * Reviews: a non-OK HTTP answer throws `HTTP error! status: {status}`. The envelope's own message (e.g. 'You
 * already reviewed this product for this order') is kept beside it for the forms that show it.
 */
export class ReviewsHttpError extends Error {
  override readonly name = 'ReviewsHttpError';

  constructor(
    readonly status: number,
    /** The error envelope's message, when the answer had one. */
    readonly serverMessage: string | null,
  ) {
    super(`HTTP error! status: ${status}`);
  }
}

/** One call to the reviews service: non-OK is a ReviewsHttpError, OK is the envelope's parsed result. */
export async function reviewsFetch<T>(url: string, init: RequestInit, result: z.ZodType<T>): Promise<T> {
  const answer = await reviewsAnswer(url, init);
  return checkResult(answer.status, answer.result, result, url);
}

/** `reviewsFetch` without the check, zod-free: only for answers the API checked (lib/api/browser-fetch.ts apiCheckedGet). */
export async function reviewsAnswer(url: string, init: RequestInit): Promise<{ status: number; result: unknown }> {
  const response = await fetch(url, init);
  if (!response.ok) throw new ReviewsHttpError(response.status, await envelopeMessage(response));
  return { status: response.status, result: readEnvelope(response.status, await response.json(), url) };
}

async function envelopeMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    return isErrorEnvelope(body) ? body.message : null;
  } catch {
    return null;
  }
}
