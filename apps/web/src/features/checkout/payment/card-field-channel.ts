/**
 * The storefront's side of the sandbox card field's postMessage protocol (apps/api/src/payments/sandbox/
 * card-field-script.ts). Framework-free so it is unit-tested without a browser; `use-card-field.ts` wraps it.
 * Messages count only when they come from the field's own frame window on the storefront's origin.
 */
import type { CardBilling } from '@store/core/checkout/card-billing';
import type { CardCompleteness } from '@store/core/checkout/card-validation';

export type { CardCompleteness };

export const EMPTY_CARD: CardCompleteness = { number: false, expiry: false, cvc: false };

export type FieldMessage =
  | { type: 'ready' }
  | { type: 'change'; complete: CardCompleteness }
  | { type: 'token'; requestId: string; token: string; last4: string; expiresAt?: number }
  | { type: 'error'; requestId: string; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The token's expiry the sandbox answers (an ISO time), as ms since epoch; nothing when absent or unreadable. */
function tokenExpiry(value: unknown): { expiresAt?: number } {
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(at) ? { expiresAt: at } : {};
}

/** A message from the field, or null for anything else (other windows' messages, malformed data). */
export function parseFieldMessage(data: unknown): FieldMessage | null {
  if (!isRecord(data) || data.source !== 'sandbox-card') return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'change': {
      const c = data.complete;
      if (!isRecord(c)) return null;
      return { type: 'change', complete: { number: c.number === true, expiry: c.expiry === true, cvc: c.cvc === true } };
    }
    case 'token':
      return typeof data.requestId === 'string' && typeof data.token === 'string' && typeof data.last4 === 'string'
        ? { type: 'token', requestId: data.requestId, token: data.token, last4: data.last4, ...tokenExpiry(data.expiresAt) }
        : null;
    case 'error':
      return typeof data.requestId === 'string' && typeof data.message === 'string'
        ? { type: 'error', requestId: data.requestId, message: data.message }
        : null;
    default:
      return null;
  }
}

/** What the channel needs of the page: its origin, message events and the field frame's window. */
export interface ChannelHost {
  origin: string;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
type FrameWindow = Pick<Window, 'postMessage'>;

export interface CardToken {
  token: string;
  last4: string;
  /** When the provider stops accepting the token (ms since epoch), where it says. */
  expiresAt?: number;
}

/** Talks to one hosted field: tracks readiness and completeness, and turns tokenize() into a token or an error. */
export class CardFieldChannel {
  ready = false;
  complete: CardCompleteness = EMPTY_CARD;
  private pending = new Map<string, { resolve: (t: CardToken) => void; reject: (e: Error) => void }>();
  private counter = 0;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(
    private readonly host: ChannelHost,
    private readonly frame: () => FrameWindow | null,
    private readonly onChange: () => void,
  ) {
    host.addEventListener('message', this.listener);
  }

  dispose(): void {
    this.host.removeEventListener('message', this.listener);
    for (const { reject } of this.pending.values()) reject(new Error('The card field was closed'));
    this.pending.clear();
  }

  private receive(event: MessageEvent): void {
    const frame = this.frame();
    if (event.origin !== this.host.origin || frame === null || event.source !== frame) return;
    const message = parseFieldMessage(event.data);
    if (!message) return;
    if (message.type === 'ready' || message.type === 'change') {
      this.ready = true;
      if (message.type === 'change') this.complete = message.complete;
      this.onChange();
      return;
    }
    const waiter = this.pending.get(message.requestId);
    if (!waiter) return;
    this.pending.delete(message.requestId);
    if (message.type === 'token')
      waiter.resolve({
        token: message.token,
        last4: message.last4,
        ...(message.expiresAt === undefined ? {} : { expiresAt: message.expiresAt }),
      });
    else waiter.reject(new Error(message.message));
  }

  /**
   * Asks the field for a token (the card goes from the field to the sandbox, never through this page), made with the
   * billing name and address when given.
   */
  tokenize(billing: CardBilling | null = null, timeoutMs = 15_000): Promise<CardToken> {
    const frame = this.frame();
    if (!frame || !this.ready) return Promise.reject(new Error('The card field is not ready yet'));
    const requestId = `t${++this.counter}`;
    return new Promise<CardToken>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new Error('An error occurred, please try again'));
      }, timeoutMs);
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          fn(value);
        };
      this.pending.set(requestId, { resolve: settle(resolve), reject: settle(reject) });
      const request = { source: 'store-checkout', type: 'tokenize', requestId, ...(billing === null ? {} : { billing }) };
      frame.postMessage(request, this.host.origin);
    });
  }
}
