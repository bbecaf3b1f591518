import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFunnelBeacon } from './funnel-beacon';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendFunnelBeacon', () => {
  it('sends the step alone as a beacon to the storefront’s own /api/funnel', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchMock = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetchMock);
    sendFunnelBeacon('add_to_cart');
    expect(sendBeacon).toHaveBeenCalledWith('/api/funnel', '{"step":"add_to_cart"}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without sendBeacon (or when the browser refuses to queue it), a keepalive fetch', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', fetchMock);
    sendFunnelBeacon('view_item');
    vi.stubGlobal('navigator', {});
    sendFunnelBeacon('begin_checkout');
    expect(fetchMock.mock.calls).toEqual([
      ['/api/funnel', { method: 'POST', body: '{"step":"view_item"}', keepalive: true }],
      ['/api/funnel', { method: 'POST', body: '{"step":"begin_checkout"}', keepalive: true }],
    ]);
  });

  it('never throws: a failing fetch or a throwing sendBeacon is ignored', async () => {
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
    });
    expect(() => sendFunnelBeacon('view_item')).not.toThrow();
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => sendFunnelBeacon('view_item')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
