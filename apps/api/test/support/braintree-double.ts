import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import braintree from 'braintree';

/**
 * A local HTTP double of the subset of Braintree's gateway API the live PayPal adapter calls through the official
 * `braintree` SDK (contract tests). As the real gateway: the SDK sends JSON with snake_case keys and Basic
 * auth, and reads XML (`<transaction>`, `<api-error-response>` with 422, `<search-results>` for advanced_search_ids,
 * `<credit-card-transactions>` for advanced_search, `<client-token>`). No idempotency header exists at Braintree.
 *
 * Nonces are Braintree's test nonces: fake-paypal-one-time-nonce succeeds, fake-paypal-insufficient-funds-nonce is
 * declined by the processor with 2001 (Insufficient Funds), fake-processor-declined-nonce with 2000 (Do Not Honor),
 * fake-paypal-authorize-only-nonce stays `authorized`, fake-consumed-nonce is refused (93107); anything else is
 * unknown (91565).
 *
 * Refunds (POST /transactions/{id}/refund with an optional amount and order_id) are credits of a settled (or settling)
 * sale, never more in total than the sale: 91521 (too large), 91512 (completely refunded), 91506 (not settled). As at
 * Braintree, a refund has no idempotency: the same call twice refunds twice. A search by order id finds sales and
 * credits alike.
 */

type Txn = {
  id: string;
  status: string;
  type: 'sale' | 'credit';
  amount: string;
  currencyIsoCode: string;
  orderId: string;
  merchantAccountId: string;
  processorResponseCode: string;
  processorResponseText: string;
  refundedTransactionId?: string;
};

export interface BraintreeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** "19.99" -> 1999; null when not a two-decimal amount (Braintree's "Amount is an invalid format"). */
const cents = (amount: string): number | null => (/^\d+\.\d{2}$/.test(amount) ? Number(amount.replace('.', '')) : null);
const decimal = (minor: number): string => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const el = (name: string, value: string, attrs = '') => `<${name}${attrs}>${escape(value)}</${name}>`;

function transactionXml(t: Txn): string {
  return [
    '<transaction>',
    el('id', t.id),
    el('status', t.status),
    el('type', t.type),
    el('amount', t.amount),
    el('currency-iso-code', t.currencyIsoCode),
    el('order-id', t.orderId),
    el('merchant-account-id', t.merchantAccountId),
    el('processor-response-code', t.processorResponseCode),
    el('processor-response-text', t.processorResponseText),
    t.refundedTransactionId ? el('refunded-transaction-id', t.refundedTransactionId) : '',
    '<payment-instrument-type>paypal_account</payment-instrument-type>',
    '</transaction>',
  ].join('');
}

function validationErrorXml(code: string, attribute: string, message: string): string {
  const error = `<error>${el('code', code)}${el('attribute', attribute, ' type="symbol"')}${el('message', message)}</error>`;
  return `<api-error-response><errors><errors type="array"/><transaction><errors type="array">${error}</errors></transaction></errors>${el('message', message)}<params/></api-error-response>`;
}

export const MERCHANT_ID = 'double_merchant';

export function startBraintreeDouble(accounts: Record<string, string> = { double_usd: 'USD', double_cad: 'CAD' }) {
  const defaultAccount = Object.keys(accounts)[0]!;
  const transactions = new Map<string, Txn>();
  const requests: BraintreeRequest[] = [];
  let seq = 0;
  let dropNext: ((req: BraintreeRequest) => boolean) | null = null;
  let down = false;

  function sale(body: Record<string, unknown>): { status: number; xml: string } {
    const nonce = String(body.payment_method_nonce ?? '');
    const account = String(body.merchant_account_id ?? defaultAccount);
    const amount = String(body.amount ?? '');
    const options = (body.options ?? {}) as Record<string, unknown>;
    if (!/^\d+\.\d{2}$/.test(amount))
      return { status: 422, xml: validationErrorXml('81503', 'amount', 'Amount is an invalid format.') };
    if (nonce === 'fake-consumed-nonce')
      return {
        status: 422,
        xml: validationErrorXml('93107', 'payment_method_nonce', 'Cannot use a payment_method_nonce more than once.'),
      };
    const outcomes: Record<string, [string, string, string]> = {
      'fake-paypal-one-time-nonce': [
        options.submit_for_settlement ? 'submitted_for_settlement' : 'authorized',
        '1000',
        'Approved',
      ],
      'fake-paypal-authorize-only-nonce': ['authorized', '1000', 'Approved'],
      'fake-paypal-insufficient-funds-nonce': ['processor_declined', '2001', 'Insufficient Funds'],
      'fake-processor-declined-nonce': ['processor_declined', '2000', 'Do Not Honor'],
    };
    const outcome = outcomes[nonce];
    if (!outcome)
      return { status: 422, xml: validationErrorXml('91565', 'payment_method_nonce', 'Unknown payment_method_nonce.') };
    const [status, code, text] = outcome;
    const txn: Txn = {
      id: `bt${String(++seq).padStart(6, '0')}`,
      status,
      type: 'sale',
      amount,
      currencyIsoCode: accounts[account] ?? 'USD',
      orderId: String(body.order_id ?? ''),
      merchantAccountId: account,
      processorResponseCode: code,
      processorResponseText: text,
    };
    transactions.set(txn.id, txn);
    if (status === 'processor_declined')
      return {
        status: 422,
        xml: `<api-error-response><errors><errors type="array"/></errors>${el('message', text)}${transactionXml(txn)}</api-error-response>`,
      };
    return { status: 201, xml: transactionXml(txn) };
  }

  const notFound = { status: 404, xml: '' };

  /** A credit of a settled sale: the rest by default, never more in total than the sale. */
  function refund(txn: Txn, body: Record<string, unknown>): { status: number; xml: string } {
    const refuse = (code: string, message: string) => ({ status: 422, xml: validationErrorXml(code, 'base', message) });
    if (txn.type === 'credit') return refuse('91505', 'Cannot refund a credit.');
    if (txn.status !== 'settled' && txn.status !== 'settling')
      return refuse('91506', 'Cannot refund transaction unless it is settled.');
    const refunded = [...transactions.values()]
      .filter((t) => t.refundedTransactionId === txn.id && t.status !== 'voided' && t.status !== 'failed')
      .reduce((sum, t) => sum + (cents(t.amount) ?? 0), 0);
    const left = (cents(txn.amount) ?? 0) - refunded;
    if (left <= 0) return refuse('91512', 'Transaction has already been completely refunded.');
    const amount = body.amount === undefined ? left : cents(String(body.amount));
    if (amount === null || amount <= 0)
      return { status: 422, xml: validationErrorXml('81503', 'amount', 'Amount is an invalid format.') };
    if (amount > left) return refuse('91521', 'Refund amount is too large.');
    const credit: Txn = {
      ...txn,
      id: `bt${String(++seq).padStart(6, '0')}`,
      type: 'credit',
      status: 'submitted_for_settlement',
      amount: decimal(amount),
      orderId: body.order_id === undefined ? txn.orderId : String(body.order_id),
      refundedTransactionId: txn.id,
    };
    transactions.set(credit.id, credit);
    return { status: 201, xml: transactionXml(credit) };
  }

  function route(method: string, path: string, body: Record<string, unknown>): { status: number; xml: string } {
    const base = `/merchants/${MERCHANT_ID}`;
    if (!path.startsWith(`${base}/`)) return notFound;
    const rest = path.slice(base.length);
    if (method === 'POST' && rest === '/client_token') {
      const request = (body.client_token ?? {}) as Record<string, unknown>;
      const account = String(request.merchant_account_id ?? defaultAccount);
      return { status: 201, xml: `<client-token>${el('value', `client-token-for-${account}`)}</client-token>` };
    }
    if (method === 'POST' && rest === '/transactions') return sale((body.transaction ?? {}) as Record<string, unknown>);
    if (method === 'POST' && (rest === '/transactions/advanced_search_ids' || rest === '/transactions/advanced_search')) {
      const search = (body.search ?? {}) as { order_id?: { is?: string }; ids?: string[] };
      const matches = [...transactions.values()].filter((t) => t.orderId === search.order_id?.is);
      if (rest.endsWith('_ids')) {
        const ids = matches.map((t) => el('item', t.id)).join('');
        return {
          status: 200,
          xml: `<search-results><page-size type="integer">50</page-size><ids type="array">${ids}</ids></search-results>`,
        };
      }
      const page = matches
        .filter((t) => search.ids?.includes(t.id))
        .map(transactionXml)
        .join('');
      return { status: 200, xml: `<credit-card-transactions type="collection">${page}</credit-card-transactions>` };
    }
    const one = /^\/transactions\/([^/]+)(?:\/(void|refund|submit_for_settlement))?$/.exec(rest);
    const txn = one ? transactions.get(one[1]!) : undefined;
    if (!one || !txn) return notFound;
    if (method === 'GET' && !one[2]) return { status: 200, xml: transactionXml(txn) };
    const refuse = (message: string) => ({ status: 422, xml: validationErrorXml('91504', 'status', message) });
    switch (one[2]) {
      case 'void':
        if (txn.status !== 'authorized' && txn.status !== 'submitted_for_settlement')
          return refuse('Transaction can only be voided if status is authorized or submitted_for_settlement.');
        txn.status = 'voided';
        return { status: 200, xml: transactionXml(txn) };
      case 'submit_for_settlement':
        if (txn.status !== 'authorized') return refuse('Cannot submit for settlement unless status is authorized.');
        txn.status = 'submitted_for_settlement';
        return { status: 200, xml: transactionXml(txn) };
      case 'refund':
        return refund(txn, (body.transaction ?? {}) as Record<string, unknown>);
      case undefined:
      default:
        return notFound;
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse, text: string): void {
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const request: BraintreeRequest = { method: req.method ?? 'GET', path: req.url ?? '/', body };
    requests.push(request);
    const expected = `Basic ${Buffer.from('double_public:double_private').toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401).end();
      return;
    }
    const answer = route(request.method, request.path, body);
    if (dropNext?.(request)) {
      dropNext = null;
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8' });
    res.end(answer.xml ? `<?xml version="1.0" encoding="UTF-8"?>\n${answer.xml}` : '');
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
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    transactions,
    requests,
    /** Cut the connection of the next request that matches, after the gateway did the work. */
    dropAfterWork(match: (req: BraintreeRequest) => boolean) {
      dropNext = match;
    },
    setDown(value: boolean) {
      down = value;
    },
    /** What the gateway's settlement batch does later. */
    settle(id: string) {
      const txn = transactions.get(id);
      if (txn) txn.status = 'settled';
    },
  };
}

/** A gateway of the official SDK on a custom Environment pointing at the double (plain HTTP on loopback). */
export function doubleGateway(port: number): braintree.BraintreeGateway {
  const environment = new braintree.Environment('127.0.0.1', String(port), 'http://127.0.0.1', false, '127.0.0.1', String(port));
  return new braintree.BraintreeGateway({
    environment,
    merchantId: MERCHANT_ID,
    publicKey: 'double_public',
    privateKey: 'double_private',
  });
}

export type BraintreeDouble = ReturnType<typeof startBraintreeDouble>;
