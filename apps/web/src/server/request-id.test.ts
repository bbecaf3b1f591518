import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { assignRequestId } from './request-id';

function call(sent: string | undefined) {
  const req = { headers: sent === undefined ? {} : { 'x-request-id': sent } } as unknown as IncomingMessage;
  const set = new Map<string, unknown>();
  const res = { setHeader: (name: string, value: unknown) => set.set(name, value) } as unknown as ServerResponse;
  const id = assignRequestId(req, res);
  return { id, forwarded: req.headers['x-request-id'], answered: set.get('x-request-id') };
}

describe('one request id from the storefront to the API to the logs', () => {
  it.each([
    ['none sent: a new UUID', undefined, null],
    ['a load balancer id is kept', 'haproxy-7f00:1a2b.0001', 'haproxy-7f00:1a2b.0001'],
    ['too short: replaced', 'abc', null],
    ['a newline (log forging): replaced', 'abcdefgh\nlevel=fatal', null],
    ['oversized: replaced', 'x'.repeat(65), null],
  ])('%s', (_label, sent, kept) => {
    const { id, forwarded, answered } = call(sent);
    if (kept === null) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    else expect(id).toBe(kept);
    expect(forwarded).toBe(id);
    expect(answered).toBe(id);
  });
});
