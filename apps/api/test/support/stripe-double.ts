import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newRefund, type DoubleRefund } from './stripe-double-refunds';

/**
 * A local HTTP double of the subset of Stripe's REST API the live card adapter calls through the official SDK
 * (contract tests): form-encoded bodies, Bearer auth, Idempotency-Key replay (same key + same body = the first
 * answer, byte for byte, with `Idempotent-Replayed: true`; another body = 400 idempotency_error), PaymentIntent JSON
 * shapes, and Stripe's error envelope (402 card_error carrying the intent, 400 resource_missing, 404). Refunds of a
 * succeeded intent (POST /v1/refunds, partial or the rest, with metadata; GET /v1/refunds?payment_intent=, GET
 * /v1/refunds/{id}) never exceed what it received: 400 amount_too_large, or charge_already_refunded once all is back.
 *
 * Payment methods are Stripe's own test payment methods: pm_card_visa succeeds,
 * pm_card_visa_chargeDeclinedInsufficientFunds / pm_card_chargeDeclined decline, pm_card_threeDSecure2Required asks
 * for 3-D Secure, pm_card_authorizeOnly leaves the intent requires_capture; anything else does not exist.
 */

export interface StripeRequest {
  method: string;
  path: string;
  /** The Authorization header (`Bearer sk_...`): which account's secret key made the call. */
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

type Intent = Record<string, unknown> & {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  metadata: Record<string, string>;
};

interface Stored {
  bodyText: string;
  status: number;
  json: string;
}

/** `metadata[orderId]=x&amount=1` -> { metadata: { orderId: 'x' }, amount: '1' } (one level, as the adapter sends). */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested) {
      const [, outer = '', inner = ''] = nested;
      const bag = (out[outer] ?? {}) as Record<string, string>;
      bag[inner] = value;
      out[outer] = bag;
    } else out[key] = value;
  }
  return out;
}

const cardError = (code: string, declineCode: string, message: string) => ({
  code,
  decline_code: declineCode,
  message,
  type: 'card_error',
});

export function startStripeDouble() {
  const intents = new Map<string, Intent>();
  /** The Authorization each intent was created with: another account's key does not see it (404, as at Stripe). */
  const owners = new Map<string, string>();
  const refunds: DoubleRefund[] = [];
  const refundOf = (intent: Intent, body: Record<string, unknown>) =>
    newRefund(refunds, intent, body, `re_${String(++seq).padStart(6, '0')}DOUBLE`, 1_700_000_000 + seq);
  const replays = new Map<string, Stored>();
  const requests: StripeRequest[] = [];
  let seq = 0;
  /** The next matching request is carried out, then its connection is cut before the answer (an unknown outcome). */
  let dropNext: ((req: StripeRequest) => boolean) | null = null;
  let drops = 0;
  /** While true, every connection is refused outright (the provider unreachable: nothing happens at Stripe). */
  let down = false;

  function newIntent(body: Record<string, unknown>): { status: number; payload: unknown } {
    const id = `pi_${String(++seq).padStart(6, '0')}DOUBLE`;
    const amount = Number(body.amount);
    const base: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(body.currency),
      client_secret: `${id}_secret_double`,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: 1_700_000_000 + seq,
      livemode: false,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      payment_method: String(body.payment_method),
      last_payment_error: null,
      next_action: null,
      status: 'requires_confirmation',
    };
    const decline = (error: ReturnType<typeof cardError>) => {
      Object.assign(base, { status: 'requires_payment_method', last_payment_error: error });
      intents.set(id, base);
      return { status: 402, payload: { error: { ...error, payment_intent: base, request_log_url: 'https://double/logs' } } };
    };
    switch (body.payment_method) {
      case 'pm_card_visa':
        Object.assign(base, { status: 'succeeded', amount_received: amount });
        break;
      case 'pm_card_authorizeOnly':
        Object.assign(base, { status: 'requires_capture', capture_method: 'manual' });
        break;
      case 'pm_card_threeDSecure2Required':
        Object.assign(base, {
          status: 'requires_action',
          next_action: {
            type: 'redirect_to_url',
            redirect_to_url: { url: `https://hooks.stripe.test/3d_secure_2/${id}`, return_url: body.return_url },
          },
        });
        break;
      case 'pm_card_visa_chargeDeclinedInsufficientFunds':
        return decline(cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'));
      case 'pm_card_chargeDeclined':
        return decline(cardError('card_declined', 'generic_decline', 'Your card was declined.'));
      default:
        return {
          status: 400,
          payload: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'payment_method',
              message: `No such PaymentMethod: '${String(body.payment_method)}'`,
            },
          },
        };
    }
    intents.set(id, base);
    return { status: 200, payload: base };
  }

  const missing = (id: string) => ({
    status: 404,
    payload: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      },
    },
  });

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    account: string,
  ): { status: number; payload: unknown } {
    const mine = (id: string): Intent | undefined => (owners.get(id) === account ? intents.get(id) : undefined);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const created = newIntent(body);
      // A decline still leaves an intent (inside the error): it is the account's too.
      const payload = created.payload as { id?: string; error?: { payment_intent?: { id: string } } };
      const id = payload.id ?? payload.error?.payment_intent?.id;
      if (id) owners.set(id, account);
      return created;
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const wanted = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.get('query') ?? '');
      const data = wanted
        ? [...intents.values()].filter(
            (i) => owners.get(i.id) === account && i.metadata[wanted[1]!] === wanted[2]!.replace(/\\(.)/g, '$1'),
          )
        : [];
      return {
        status: 200,
        payload: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data },
      };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (one) {
      const intent = mine(one[1]!);
      if (!intent) return missing(one[1]!);
      if (method === 'GET') return { status: 200, payload: intent };
      if (one[2] === 'capture' && intent.status === 'requires_capture')
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      else if (one[2] === 'cancel' && intent.status !== 'succeeded' && intent.status !== 'canceled')
        Object.assign(intent, { status: 'canceled', cancellation_reason: 'requested_by_customer' });
      else
        return {
          status: 400,
          payload: {
            error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `status ${intent.status}` },
          },
        };
      return { status: 200, payload: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = mine(String(body.payment_intent));
      return intent ? refundOf(intent, body) : missing(String(body.payment_intent));
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const of = query.get('payment_intent');
      if (of !== null && !mine(of)) return missing(of);
      const data = refunds.filter((r) => owners.get(r.payment_intent) === account && (of === null || r.payment_intent === of));
      return { status: 200, payload: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundPath) {
      const refund = refunds.find((r) => r.id === refundPath[1] && owners.get(r.payment_intent) === account);
      return refund ? { status: 200, payload: refund } : missing(refundPath[1]!);
    }
    return {
      status: 404,
      payload: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  function handle(req: IncomingMessage, res: ServerResponse, bodyText: string): void {
    const url = new URL(req.url ?? '/', 'http://double');
    const key = req.headers['idempotency-key'] as string | undefined;
    const body = parseForm(bodyText);
    const request: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: key,
      body,
    };
    requests.push(request);
    const send = (status: number, json: string, replayed = false) => {
      if (drops > 0 && dropNext?.(request)) {
        drops -= 1;
        req.socket.destroy();
        return;
      }
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${++seq}`,
        ...(key && { 'idempotency-key': key }),
        ...(replayed && { 'idempotent-replayed': 'true' }),
      });
      res.end(json);
    };
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      return;
    }
    const scope = key && req.method === 'POST' ? `${url.pathname} ${key}` : null;
    const earlier = scope ? replays.get(scope) : undefined;
    if (earlier) {
      if (earlier.bodyText !== bodyText) {
        const message = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      } else send(earlier.status, earlier.json, true);
      return;
    }
    const answer = route(request.method, url.pathname, url.searchParams, body, request.authorization ?? '');
    const json = JSON.stringify(answer.payload);
    if (scope) replays.set(scope, { bodyText, status: answer.status, json });
    send(answer.status, json);
  }

  const server = createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => handle(req, res, text));
  });

  return {
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    intents,
    refunds,
    requests,
    /** Cut the connection of the next `times` requests that match, after Stripe did the work (and stored the replay). */
    dropAfterWork(match: (req: StripeRequest) => boolean, times = 1) {
      dropNext = match;
      drops = times;
    },
    setDown(value: boolean) {
      down = value;
    },
    /** What the bank's page does when the shopper approves (or fails) 3-D Secure. */
    finish3ds(id: string, approved: boolean) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      if (approved) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: { code: 'payment_intent_authentication_failure', type: 'card_error', message: 'failed' },
        });
    },
  };
}

export type StripeDouble = ReturnType<typeof startStripeDouble>;
