import type { Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';

/** A card-testing guard: at most this many tokens per client address in the window (shared across processes). */
export const CARD_TOKEN_LIMIT = 120;
const CARD_TOKEN_WINDOW_MS = 10 * 60_000;

/**
 * Counts one card or wallet token for the client's address; card and wallet tokens share one budget, so a wallet
 * sheet is no way around the card field's limit.
 */
export async function hitTokenLimit(ctx: RequestContext, deps: Pick<Deps, 'stores'>): Promise<Result<null>> {
  const limit = await deps.stores.rateLimiter.hit(
    `card_tokens:address:${ctx.clientAddress}`,
    CARD_TOKEN_LIMIT,
    CARD_TOKEN_WINDOW_MS,
  );
  if (limit.allowed) return { ok: true, value: null };
  return {
    ok: false,
    error: {
      code: 'RATE_LIMITED',
      message: 'Too many card attempts, please try again later',
      retryAfterSeconds: limit.retryAfterSeconds,
    },
  };
}
