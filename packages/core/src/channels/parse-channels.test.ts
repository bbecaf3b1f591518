import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNELS } from './default-channels';
import { ChannelsFileError, parseChannels, parseChannelsText } from './parse-channels';

const nestwood = {
  brand: 'nestwood',
  hosts: ['shop.example.test', 'www.shop.example.test'],
  origin: 'https://shop.example.test',
  currency: 'USD',
  country: 'US',
  status: 'active',
};
const cloverlane = {
  brand: 'cloverlane',
  hosts: ['boutique.example.test'],
  origin: 'https://boutique.example.test/',
  returnOrigin: 'https://boutique.example.test',
  currency: 'USD',
  country: 'US',
  status: 'active',
  paymentProviders: ['stripeDirect', 'paypal'],
  payments: { stripeDirect: { secretKeyEnv: 'STRIPE_SECRET_KEY_CLOVERLANE', publishableKey: 'pk_live_abc123' } },
};

/** The problems a file is refused with (the error's lines), or [] when it parses. */
function problemsOf(data: unknown): readonly string[] {
  try {
    parseChannels(data);
    return [];
  } catch (error) {
    if (error instanceof ChannelsFileError) return error.problems;
    throw error;
  }
}

/** The two-channel file with channel `i` changed by `patch` (undefined deletes the field). */
function withChannel(i: 0 | 1, patch: Record<string, unknown>): unknown {
  const channels: Array<Record<string, unknown>> = [{ ...nestwood }, { ...cloverlane }];
  const channel = channels[i]!;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete channel[key];
    else channel[key] = value;
  }
  return { channels };
}

describe('parseChannels: a good file', () => {
  it('JSON: the channels as written, the origins without a trailing slash', () => {
    const text = JSON.stringify({ channels: [nestwood, cloverlane] });
    expect(parseChannelsText(text, '/etc/store/channels.json')).toEqual([
      {
        brand: 'nestwood',
        hosts: ['shop.example.test', 'www.shop.example.test'],
        origin: 'https://shop.example.test',
        currency: 'USD',
        country: 'US',
        status: 'active',
      },
      {
        brand: 'cloverlane',
        hosts: ['boutique.example.test'],
        origin: 'https://boutique.example.test',
        returnOrigin: 'https://boutique.example.test',
        currency: 'USD',
        country: 'US',
        status: 'active',
        paymentProviders: ['stripeDirect', 'paypal'],
        payments: { stripeDirect: { secretKeyEnv: 'STRIPE_SECRET_KEY_CLOVERLANE', publishableKey: 'pk_live_abc123' } },
      },
    ]);
  });

  it('YAML (.yaml or .yml): the same channels as the JSON file', () => {
    const yaml = [
      'channels:',
      '  - brand: nestwood-ca',
      '    hosts: [nestwood.ca, www.nestwood.ca]',
      '    origin: https://www.nestwood.ca',
      '    currency: CAD',
      '    country: CA',
      '    status: active',
      '    payments:',
      '      stripeCanada:',
      '        secretKeyEnv: STRIPE_SECRET_KEY_CA',
      '        publishableKey: pk_live_nestwoodCa',
      '  - brand: hushly',
      '    hosts: [hushly.example.test]',
      '    currency: USD',
      '    country: US',
      '    status: discontinued',
      '    successor: nestwood-ca',
    ].join('\n');
    const expected = [
      {
        brand: 'nestwood-ca',
        hosts: ['nestwood.ca', 'www.nestwood.ca'],
        origin: 'https://www.nestwood.ca',
        currency: 'CAD',
        country: 'CA',
        status: 'active',
        payments: { stripeCanada: { secretKeyEnv: 'STRIPE_SECRET_KEY_CA', publishableKey: 'pk_live_nestwoodCa' } },
      },
      {
        brand: 'hushly',
        hosts: ['hushly.example.test'],
        currency: 'USD',
        country: 'US',
        status: 'discontinued',
        successor: 'nestwood-ca',
      },
    ];
    expect(parseChannelsText(yaml, 'channels.yaml')).toEqual(expected);
    expect(parseChannelsText(yaml, 'CHANNELS.YML')).toEqual(expected);
  });

  it('the embedded default channels pass the same checks', () => {
    expect(parseChannels({ channels: DEFAULT_CHANNELS })).toEqual(DEFAULT_CHANNELS);
  });
});

describe('parseChannels: each bad field is refused with the channel and the field', () => {
  it.each<[string, unknown, string[]]>([
    [
      'a host with capitals and a port',
      withChannel(1, { hosts: ['Boutique.Example.Test:443'] }),
      ['channels[1] (cloverlane).hosts[0]: "Boutique.Example.Test:443" is not a hostname'],
    ],
    [
      'a host with a scheme',
      withChannel(0, { hosts: ['https://shop.example.test'] }),
      ['channels[0] (nestwood).hosts[0]: "https://shop.example.test" is not a hostname'],
    ],
    ['no host', withChannel(0, { hosts: [] }), ['channels[0] (nestwood).hosts: lists no host']],
    [
      'an unknown brand',
      withChannel(0, { brand: 'acme' }),
      [
        'channels[0] (acme).brand: "acme" is not a brand (nestwood, driftvale, arbor, plume, nestwood-ca, driftvale-ca, cloverlane, meadow, hushly, harbor)',
      ],
    ],
    ['a missing currency', withChannel(0, { currency: undefined }), ['channels[0] (nestwood).currency: is required']],
    [
      'a currency that is not the brand’s',
      withChannel(0, { currency: 'CAD' }),
      ['channels[0] (nestwood).currency: "CAD" is not the brand\'s currency USD (its catalogue is priced in USD)'],
    ],
    [
      'an unknown currency',
      withChannel(0, { currency: 'EUR' }),
      ['channels[0] (nestwood).currency: "EUR" is not a currency (USD, CAD)'],
    ],
    [
      'a country that is not the brand’s',
      withChannel(1, { country: 'CA' }),
      ['channels[1] (cloverlane).country: "CA" is not the brand\'s country US'],
    ],
    [
      'an origin with a path',
      withChannel(0, { origin: 'https://shop.example.test/home' }),
      [
        'channels[0] (nestwood).origin: "https://shop.example.test/home" is not an origin (http(s)://host[:port], lower case, no path)',
      ],
    ],
    [
      'an origin on a host the channel does not claim',
      withChannel(0, { origin: 'https://www.nestwood.com' }),
      [
        'channels[0] (nestwood).origin: "https://www.nestwood.com" is not on one of the channel\'s hosts (shop.example.test, www.shop.example.test)',
      ],
    ],
    [
      'a return origin on another brand’s host',
      withChannel(1, { returnOrigin: 'https://shop.example.test' }),
      [
        'channels[1] (cloverlane).returnOrigin: "https://shop.example.test" is not on one of the channel\'s hosts (boutique.example.test)',
      ],
    ],
    [
      'an unknown status',
      withChannel(0, { status: 'paused' }),
      ['channels[0] (nestwood).status: "paused" is not a status (active, discontinued)'],
    ],
    [
      'a provider the brand does not have',
      withChannel(1, { paymentProviders: ['stripeDirect', 'stripeCanada'] }),
      [
        'channels[1] (cloverlane).paymentProviders[1]: "stripeCanada" is not a payment provider of cloverlane (stripeDirect, stripePaymentRequest, googlepay, applepay, link, bank, paypal, paypalCredit, affirm, afterPay, splitIt, amazonPay, acima, truemed)',
      ],
    ],
    [
      'an active channel without the brand’s default provider',
      withChannel(1, { paymentProviders: ['paypal'], payments: undefined }),
      [
        "channels[1] (cloverlane).paymentProviders: leaves out stripeDirect, the brand's default provider (checkout starts on it)",
      ],
    ],
    [
      'a secret written in the file',
      withChannel(1, { payments: { stripeDirect: { secretKey: 'sk_live_abc' } } }),
      [
        'channels[1] (cloverlane).payments.stripeDirect.secretKey: is not a field (secretKeyEnv, publishableKey, merchantId, merchantAccountId, publicKeyEnv, privateKeyEnv, webhookSecretEnv; a secret is named by the environment variable holding it (...Env), never written in the file)',
      ],
    ],
    [
      'a secret in place of its variable’s name',
      withChannel(1, { payments: { stripeDirect: { secretKeyEnv: 'sk_live_abc' } } }),
      [
        'channels[1] (cloverlane).payments.stripeDirect.secretKeyEnv: "sk_live_abc" is not an environment variable name (upper-case letters, digits and _)',
      ],
    ],
    [
      'an account for a provider the channel does not offer',
      withChannel(1, { payments: { affirm: { merchantId: 'm1' } } }),
      ['channels[1] (cloverlane).payments.affirm: is for a provider this channel does not offer'],
    ],
    [
      'a Stripe secret key without its publishable key',
      withChannel(1, { payments: { stripeDirect: { secretKeyEnv: 'STRIPE_SECRET_KEY_CLOVERLANE' } } }),
      [
        'channels[1] (cloverlane).payments.stripeDirect: names secretKeyEnv without publishableKey (Stripe.js and the API must use the same Stripe account)',
      ],
    ],
    [
      'a Stripe publishable key without its secret key',
      withChannel(1, { payments: { stripeDirect: { publishableKey: 'pk_live_abc123', webhookSecretEnv: 'HOOKS' } } }),
      [
        'channels[1] (cloverlane).payments.stripeDirect: names publishableKey without secretKeyEnv (Stripe.js and the API must use the same Stripe account)',
      ],
    ],
    [
      'PayPal Credit on another Braintree merchant account than PayPal',
      withChannel(1, {
        paymentProviders: ['stripeDirect', 'paypal', 'paypalCredit'],
        payments: { paypal: { merchantAccountId: 'clover_usd' }, paypalCredit: { merchantAccountId: 'clover_credit' } },
      }),
      [
        'channels[1] (cloverlane).payments.paypalCredit.merchantAccountId: "clover_credit" is not PayPal\'s merchant account clover_usd (PayPal and PayPal Credit share one client token, so one account)',
      ],
    ],
    [
      'an unknown field',
      withChannel(0, { currencies: ['USD'] }),
      [
        'channels[0] (nestwood).currencies: is not a field (brand, hosts, origin, returnOrigin, currency, country, status, successor, paymentProviders, payments)',
      ],
    ],
    [
      'a discontinued brand made active',
      { channels: [nestwood, { ...nestwood, brand: 'hushly', hosts: ['hushly.example.test'], origin: undefined }] },
      [
        'channels[1] (hushly).status: "active" is not allowed: hushly is discontinued in the brand registry (its catalogue takes no orders)',
      ],
    ],
    [
      'a successor on an active channel',
      withChannel(1, { successor: 'nestwood' }),
      ['channels[1] (cloverlane).successor: "nestwood" is given, but only a discontinued channel has a successor'],
    ],
    [
      'a successor the file does not serve',
      withChannel(1, { status: 'discontinued', successor: 'arbor' }),
      ['channels[1] (cloverlane).successor: "arbor" has no channel in this file (its storefront would not be served)'],
    ],
    [
      'two channels for one brand',
      { channels: [nestwood, { ...nestwood, hosts: ['other.example.test'], origin: undefined }] },
      ['channels[1] (nestwood).brand: "nestwood" already has a channel (channels[0])'],
    ],
    ['no channel', { channels: [] }, ['channels: lists no channel']],
    ['not a file of channels', ['nestwood'], ['the file: is not an object with a "channels" list']],
  ])('%s', (_name, data, problems) => {
    expect(problemsOf(data)).toEqual(problems);
  });

  it('a host claimed by two channels: the second one is refused, naming the first', () => {
    const data = withChannel(1, { hosts: ['boutique.example.test', 'www.shop.example.test'] });
    expect(problemsOf(data)).toEqual([
      'channels[1] (cloverlane).hosts[1]: "www.shop.example.test" is already claimed by channels[0] (nestwood)',
    ]);
    expect(problemsOf(withChannel(0, { hosts: ['shop.example.test', 'shop.example.test'] }))).toEqual([
      'channels[0] (nestwood).hosts[1]: "shop.example.test" is listed twice',
    ]);
  });

  it('every problem is listed at once, and the message names the file', () => {
    const data = { channels: [{ ...nestwood, currency: 'CAD', country: 'CA' }] };
    expect(() => parseChannels(data, 'channels.json')).toThrow(
      [
        'Invalid channels file channels.json:',
        '  channels[0] (nestwood).currency: "CAD" is not the brand\'s currency USD (its catalogue is priced in USD)',
        '  channels[0] (nestwood).country: "CA" is not the brand\'s country US',
      ].join('\n'),
    );
  });
});

describe('parseChannelsText: the file', () => {
  it.each([
    ['channels.toml', 'channels = []', 'Invalid channels file channels.toml:\n  the file name must end in .json, .yaml or .yml'],
    ['channels.json', '{"channels": [', 'Invalid channels file channels.json:\n  is not valid JSON'],
    ['channels.yaml', 'channels: [a, b', 'Invalid channels file channels.yaml:\n  is not valid YAML'],
  ])('%s (%s) is refused', (name, text, message) => {
    expect(() => parseChannelsText(text, name)).toThrow(message);
  });
});
