import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BODY_LIMIT_BYTES } from '@store/core/http-limits';

export { API_BODY_LIMIT_BYTES };

/**
 * After a 413, the rest of the body is still read (and dropped, never kept) up to this many bytes, so the client, still
 * sending, reads the answer instead of a connection reset; past it the connection is closed.
 */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** The API's own answer to a body over its limit (its error envelope, Fastify's message). */
const TOO_LARGE_BODY = JSON.stringify({ status: 'error', code: 'BAD_REQUEST', message: 'Request body is too large' });

const isApiPath = (url: string | undefined): boolean => url === '/api' || /^\/api[/?]/.test(url ?? '');

/** The declared Content-Length, or null when the body's length is not declared (chunked) or there is no body. */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  return header === undefined ? null : Number(header);
}

/**
 * A request body sent to /api is refused with the API's 413 and error envelope once it is over the API's limit, before
 * Next.js sees the request: its proxy would buffer up to 10 MB of it and then lose the race with the API, which
 * answers 413 and closes while the body is still being written (a 500). A declared Content-Length is checked without
 * reading anything (Node.js then delivers no more than it declares); a body without one (chunked) is read here, counted
 * chunk by chunk, and handed back unread to Next.js once it ended within the limit. True when the request goes on.
 */
export async function limitApiBody(req: IncomingMessage, res: ServerResponse, limit = API_BODY_LIMIT_BYTES): Promise<boolean> {
  if (!isApiPath(req.url)) return true;
  const declared = declaredLength(req);
  if (declared !== null) {
    if (declared <= limit) return true;
    answerTooLarge(req, res);
    return false;
  }
  if (req.headers['transfer-encoding'] === undefined) return true;
  const outcome = await readWithin(req, limit);
  if (outcome === 'too-large') answerTooLarge(req, res);
  return outcome === 'within';
}

/**
 * The server's `checkContinue` (a client that asks before sending its body, as curl does past 1 MB): a declared body
 * over the limit is answered 413 at once and never asked for. False when the request may go on.
 */
export function refuseOversizedContinue(req: IncomingMessage, res: ServerResponse, limit = API_BODY_LIMIT_BYTES): boolean {
  const declared = declaredLength(req);
  if (!isApiPath(req.url) || declared === null || declared <= limit) return false;
  res.setHeader('Connection', 'close');
  writeTooLarge(res);
  return true;
}

/**
 * Reads a body without a declared length, keeping at most `limit` bytes: 'too-large' as soon as it passes the limit
 * (what is left is not read here), 'gone' when the client went away; 'within' when it ended in time, and then the
 * bytes are put back at the front of the request (before its end is announced), so the next reader gets them all.
 */
function readWithin(req: IncomingMessage, limit: number): Promise<'within' | 'too-large' | 'gone'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (outcome: 'within' | 'too-large' | 'gone') => {
      req.off('readable', onReadable);
      req.off('close', onClose);
      req.off('error', onClose);
      resolve(outcome);
    };
    const onClose = () => finish('gone');
    const onReadable = () => {
      for (let chunk: Buffer | null = req.read(); chunk !== null; chunk = req.read()) {
        total += chunk.length;
        if (total > limit) return finish('too-large');
        chunks.push(chunk);
      }
      if (req.complete) {
        if (total > 0) req.unshift(Buffer.concat(chunks, total));
        finish('within');
      }
    };
    req.on('readable', onReadable);
    req.on('close', onClose);
    req.on('error', onClose);
  });
}

/** Answers 413, then reads the rest of the body away (dropped) up to DRAIN_LIMIT_BYTES, past which the connection closes. */
function answerTooLarge(req: IncomingMessage, res: ServerResponse): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
  writeTooLarge(res);
}

function writeTooLarge(res: ServerResponse): void {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(TOO_LARGE_BODY);
}
