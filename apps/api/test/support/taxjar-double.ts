import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST /v2/taxes the double received: its bearer token and JSON body. */
export interface TaxjarRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

// Rates by destination, as TaxJar's breakdown names them: Austin (state + city + special district), BC (GST + PST).
const US_RATES: Record<
  string,
  { state: number; county: number; city: number; special: number; county_name: string; city_name: string }
> = {
  TX: { state: 0.0625, county: 0, city: 0.01, special: 0.01, county_name: 'TRAVIS', city_name: 'AUSTIN' },
};
const CA_RATES: Record<string, { gst: number; pst: number }> = { BC: { gst: 0.05, pst: 0.07 } };

const money = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A local HTTP double of the subset of TaxJar's REST API the live tax provider calls through the official SDK
 * (POST /v2/taxes): Bearer auth (401 with TaxJar's error envelope for another token), a breakdown per destination
 * computed on the order amount, each part and amount_to_collect rounded to the cent on their own, as TaxJar does.
 * `mode`: 'up', 'down' (500) or 'slow' (answers after 1 s).
 */
export function startTaxjarDouble(token = 'taxjar_test_token') {
  const requests: TaxjarRequest[] = [];
  let mode: 'up' | 'down' | 'slow' = 'up';
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== '/v2/taxes')
        return send(404, { error: 'Not Found', detail: 'No route', status: 404 });
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(401, { error: 'Unauthorized', detail: 'Not authorized for route', status: 401 });
      if (mode === 'down') return send(500, { error: 'Internal Server Error', detail: 'Down', status: 500 });
      const answer = () => send(200, { tax: taxOf(body) });
      if (mode === 'slow') setTimeout(answer, 1000);
      else answer();
    });
  });
  return {
    requests,
    setMode: (next: typeof mode) => (mode = next),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function taxOf(body: Record<string, unknown>) {
  const amount = Number(body.amount ?? 0);
  const shipping = Number(body.shipping ?? 0);
  const country = String(body.to_country);
  const state = String(body.to_state);
  const base = { order_total_amount: amount + shipping, shipping, taxable_amount: amount, has_nexus: true };
  const common = { freight_taxable: false, tax_source: 'destination', exemption_type: null };
  if (country === 'CA' && CA_RATES[state]) {
    const { gst, pst } = CA_RATES[state];
    const rate = gst + pst;
    return {
      ...base,
      ...common,
      amount_to_collect: money(amount * rate),
      rate,
      jurisdictions: { country: 'CA', state },
      breakdown: {
        taxable_amount: amount,
        tax_collectable: money(amount * rate),
        combined_tax_rate: rate,
        gst_taxable_amount: amount,
        gst_tax_rate: gst,
        gst: money(amount * gst),
        pst_taxable_amount: amount,
        pst_tax_rate: pst,
        pst: money(amount * pst),
        qst_taxable_amount: 0,
        qst_tax_rate: 0,
        qst: 0,
      },
    };
  }
  const r = US_RATES[state];
  if (!r) return { ...base, ...common, has_nexus: false, amount_to_collect: 0, rate: 0, jurisdictions: { country, state } };
  const rate = r.state + r.county + r.city + r.special;
  return {
    ...base,
    ...common,
    amount_to_collect: money(amount * rate),
    rate,
    jurisdictions: { country, state, county: r.county_name, city: r.city_name },
    breakdown: {
      taxable_amount: amount,
      tax_collectable: money(amount * rate),
      combined_tax_rate: rate,
      state_taxable_amount: amount,
      state_tax_rate: r.state,
      state_tax_collectable: money(amount * r.state),
      county_taxable_amount: amount,
      county_tax_rate: r.county,
      county_tax_collectable: money(amount * r.county),
      city_taxable_amount: amount,
      city_tax_rate: r.city,
      city_tax_collectable: money(amount * r.city),
      special_district_taxable_amount: amount,
      special_tax_rate: r.special,
      special_district_tax_collectable: money(amount * r.special),
    },
  };
}
