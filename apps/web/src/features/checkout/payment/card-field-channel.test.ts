import { describe, expect, it, vi } from 'vitest';
import { CardFieldChannel, parseFieldMessage, type ChannelHost } from './card-field-channel';

describe('the card field protocol', () => {
  it.each([
    [{ source: 'sandbox-card', type: 'ready' }, { type: 'ready' }],
    [{ source: 'other', type: 'ready' }, null],
    ['a string', null],
    [{ source: 'sandbox-card', type: 'token', requestId: 't1' }, null],
    [
      {
        source: 'sandbox-card',
        type: 'token',
        requestId: 't1',
        token: 'tok_a',
        last4: '4242',
        expiresAt: '2026-11-28T12:30:00.000Z',
      },
      { type: 'token', requestId: 't1', token: 'tok_a', last4: '4242', expiresAt: 1_795_869_000_000 },
    ],
    [
      { source: 'sandbox-card', type: 'token', requestId: 't1', token: 'tok_a', last4: '4242', expiresAt: 'soon' },
      { type: 'token', requestId: 't1', token: 'tok_a', last4: '4242' },
    ],
    [
      { source: 'sandbox-card', type: 'change', complete: { number: 'yes' } },
      { type: 'change', complete: { number: false, expiry: false, cvc: false } },
    ],
  ])('%j -> %j', (data, parsed) => {
    expect(parseFieldMessage(data)).toEqual(parsed);
  });

  function fakeHost() {
    let listener: ((e: MessageEvent) => void) | null = null;
    const host: ChannelHost = {
      origin: 'http://nestwood.localhost:3000',
      addEventListener: (_t, l) => (listener = l),
      removeEventListener: () => (listener = null),
    };
    const frame = { postMessage: vi.fn() };
    const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
      listener?.({ data, origin: from.origin ?? host.origin, source: from.source ?? frame } as MessageEvent);
    return { host, frame, send };
  }

  it('counts only messages of its own frame on its own origin', () => {
    const { host, frame, send } = fakeHost();
    const onChange = vi.fn();
    const channel = new CardFieldChannel(host, () => frame as unknown as Window, onChange);
    const complete = { number: true, expiry: true, cvc: true };
    send({ source: 'sandbox-card', type: 'change', complete }, { origin: 'https://evil.example' });
    send({ source: 'sandbox-card', type: 'change', complete }, { source: {} });
    expect(channel.ready).toBe(false);
    send({ source: 'sandbox-card', type: 'change', complete });
    expect(channel.complete).toEqual(complete);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('tokenize posts a request to the frame on its origin and resolves with the token the frame answers', async () => {
    const { host, frame, send } = fakeHost();
    const channel = new CardFieldChannel(
      host,
      () => frame as unknown as Window,
      () => undefined,
    );
    send({ source: 'sandbox-card', type: 'ready' });
    const pending = channel.tokenize();
    expect(frame.postMessage).toHaveBeenCalledWith({ source: 'store-checkout', type: 'tokenize', requestId: 't1' }, host.origin);
    send(
      { source: 'sandbox-card', type: 'token', requestId: 't1', token: 'tok_abc', last4: '4242' },
      { origin: 'https://evil.example' },
    );
    send({ source: 'sandbox-card', type: 'token', requestId: 't1', token: 'tok_abc', last4: '4242' });
    await expect(pending).resolves.toEqual({ token: 'tok_abc', last4: '4242' });
    const failing = channel.tokenize();
    send({ source: 'sandbox-card', type: 'error', requestId: 't2', message: 'Enter a future expiry date as MM / YY' });
    await expect(failing).rejects.toThrow('Enter a future expiry date');
    // The billing name and address go with the request, for the field to make the token from.
    const billing = {
      name: 'Ann Lee',
      line1: '1 Congress Ave',
      line2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    };
    void channel.tokenize(billing).catch(() => undefined);
    expect(frame.postMessage).toHaveBeenLastCalledWith(
      { source: 'store-checkout', type: 'tokenize', requestId: 't3', billing },
      host.origin,
    );
  });

  it('refuses to tokenize before the field is ready, and rejects what is pending when disposed', async () => {
    const { host, frame, send } = fakeHost();
    const channel = new CardFieldChannel(
      host,
      () => frame as unknown as Window,
      () => undefined,
    );
    await expect(channel.tokenize()).rejects.toThrow('not ready');
    send({ source: 'sandbox-card', type: 'ready' });
    const pending = channel.tokenize();
    channel.dispose();
    await expect(pending).rejects.toThrow('closed');
  });
});
