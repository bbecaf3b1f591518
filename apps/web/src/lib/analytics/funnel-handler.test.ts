import { describe, expect, it } from 'vitest';
import type { BrandKey } from '@store/core/brands';
import type { BeaconStep } from '@store/core/dashboard/funnel';
import type { FunnelBatcher } from './funnel-batcher';
import { answerFunnelBeacon } from './funnel-handler';
import { createAddressLimiter } from './funnel-limit';

/** A batcher that records what it was given. */
function recorder(): FunnelBatcher & { added: Array<[string, BeaconStep]> } {
  const added: Array<[string, BeaconStep]> = [];
  return {
    added,
    add: (brand, step) => void added.push([brand, step]),
    flush: async () => undefined,
    pending: () => ({}),
    stop: () => undefined,
  };
}

const HOSTS: Record<string, BrandKey> = { 'plume.localhost:3000': 'plume' };
const sameOrigin = { host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000', 'x-forwarded-for': '203.0.113.9' };

async function beacon(
  body: BodyInit | null,
  headers: Record<string, string> = sameOrigin,
  batcher = recorder(),
  limiter = createAddressLimiter(),
) {
  const response = await answerFunnelBeacon(
    new Request('http://plume.localhost:3000/api/funnel', { method: 'POST', headers, body }),
    { brandForHost: (host) => (host === null ? null : (HOSTS[host] ?? null)), batcher, limiter },
  );
  return { response, batcher };
}

describe('POST /api/funnel (a funnel step from the shopper’s browser)', () => {
  it.each(['view_item', 'add_to_cart', 'begin_checkout'] as const)('counts %s for the host’s brand: 204', async (step) => {
    const { response, batcher } = await beacon(JSON.stringify({ step }));
    expect(response.status).toBe(204);
    expect(batcher.added).toEqual([['plume', step]]);
  });

  it('takes what sendBeacon sends: a text/plain body, Sec-Fetch-Site same-origin', async () => {
    const { response, batcher } = await beacon(JSON.stringify({ step: 'view_item' }), {
      ...sameOrigin,
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(204);
    expect(batcher.added).toHaveLength(1);
  });

  it.each([
    ['an unknown step', '{"step":"purchase"}'],
    ['the paid-order event', '{"step":"orderPaid"}'],
    ['a step in capitals', '{"step":"VIEW_ITEM"}'],
    ['an extra key', '{"step":"view_item","brand":"arbor"}'],
    ['a count', '{"step":"view_item","count":1000}'],
    ['a step as a list', '{"step":["view_item"]}'],
    ['no step', '{}'],
    ['not JSON', 'view_item'],
    ['an empty body', ''],
    ['a NUL byte', '{"step":"view_item\\u0000"}'],
    ['a lone surrogate', '{"step":"view_item\\ud800"}'],
    ['raw odd bytes', new Uint8Array([0xff, 0xfe, 0x00, 0x7b])],
    ['a body over 64 bytes', JSON.stringify({ step: 'view_item', pad: 'x'.repeat(100) })],
  ])('%s -> 400, nothing counted', async (_rule, body) => {
    const { response, batcher } = await beacon(body);
    expect(response.status).toBe(400);
    expect((await response.json()).status).toBe('error');
    expect(batcher.added).toEqual([]);
  });

  it('a host no storefront serves -> 404, nothing counted', async () => {
    const { response, batcher } = await beacon('{"step":"view_item"}', {
      ...sameOrigin,
      host: 'evil.example',
      origin: 'http://evil.example',
    });
    expect(response.status).toBe(404);
    expect(batcher.added).toEqual([]);
  });

  it.each([
    ['another origin', { ...sameOrigin, origin: 'https://evil.example' }],
    ['a cross-site fetch', { ...sameOrigin, 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Sec-Fetch-Site', { host: 'plume.localhost:3000' }],
  ])('%s -> 403, nothing counted', async (_rule, headers) => {
    const { response, batcher } = await beacon('{"step":"view_item"}', headers);
    expect(response.status).toBe(403);
    expect(batcher.added).toEqual([]);
  });

  it('one address past 120 steps in a minute -> 429, not counted; another address still counts', async () => {
    const batcher = recorder();
    const limiter = createAddressLimiter();
    for (let i = 0; i < 120; i += 1)
      expect((await beacon('{"step":"view_item"}', sameOrigin, batcher, limiter)).response.status).toBe(204);
    expect((await beacon('{"step":"view_item"}', sameOrigin, batcher, limiter)).response.status).toBe(429);
    const other = { ...sameOrigin, 'x-forwarded-for': '198.51.100.7' };
    expect((await beacon('{"step":"view_item"}', other, batcher, limiter)).response.status).toBe(204);
    expect(batcher.added).toHaveLength(121);
  });

  it('without OPERATOR_SECRET (no batcher) a beacon is accepted and not counted', async () => {
    const response = await answerFunnelBeacon(
      new Request('http://plume.localhost:3000/api/funnel', {
        method: 'POST',
        headers: sameOrigin,
        body: '{"step":"view_item"}',
      }),
      { brandForHost: () => 'plume', batcher: null, limiter: createAddressLimiter() },
    );
    expect(response.status).toBe(204);
  });
});

describe('the per-address limit', () => {
  it('counts per address in a fixed window, forgets everything when the window ends', () => {
    const limiter = createAddressLimiter(2, 1000, 100);
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('a', 20)]).toEqual([true, true, false]);
    expect(limiter.take('a', 1000)).toBe(true);
  });

  it('remembers a bounded number of addresses: past it, new addresses wait for the next window', () => {
    const limiter = createAddressLimiter(5, 1000, 2);
    expect([limiter.take('a', 0), limiter.take('b', 0), limiter.take('c', 0), limiter.take('a', 0)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(limiter.take('c', 1000)).toBe(true);
  });
});
