import './zod-jitless';
import type { z } from 'zod';
import { browserFetch, type BrowserMethod } from './browser-fetch';
import { checkResult } from './envelope';

export type { BrowserMethod };

/** `browserFetch` with the result checked against its schema (the answers of calls a shopper makes by acting). */
export async function browserRequest<T>(
  method: BrowserMethod,
  path: string,
  result: z.ZodType<T>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const answer = await browserFetch(method, path, body, signal);
  return checkResult(answer.status, answer.result, result, path);
}
