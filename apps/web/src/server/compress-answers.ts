import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/** Brotli's quality for answers compressed as they are written: 5 is within 3 % of 6-9 on a page, at 2-3 ms. */
const BROTLI_QUALITY = 5;

/**
 * Every answer of Next.js's handler (pages, flight data, proxied API answers) compressed as it is written: Brotli for
 * a client that accepts it, gzip or deflate for one that does not (`compression`'s negotiation). Next.js compresses with
 * gzip only, so its own `compress` is off in next.config.ts. A page's document is 140-230 KB of HTML, and about a fifth
 * of it is the inlined stylesheet twice (in a `<style>` and again in the flight data): gzip's 32 KB window cannot
 * reach the first copy from the second, Brotli's 4 MB window can. Nestwood's home page: 31.2 KB in gzip, 21.3 KB in
 * Brotli at quality 5, about 2 ms of one core. Next.js flushes its stream at each Suspense boundary, and the
 * middleware's `res.flush` sends what is compressed so far, so a streamed page still streams.
 */
export function compressAnswers(): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  return compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
}
