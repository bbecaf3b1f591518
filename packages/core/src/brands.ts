import type { Currency } from './money';
import type { PaymentProvider } from './enums';

/** The brands of DESIGN §3: one storefront each, sharing the code. */
export const BRAND_KEYS = [
  'nestwood',
  'driftvale',
  'arbor',
  'plume',
  'nestwood-ca',
  'driftvale-ca',
  'cloverlane',
  'meadow',
  'hushly',
  'harbor',
] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

export interface BrandTheme {
  /** CSS custom properties, applied on <html>. */
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  radius: string;
  fontFamily: string;
}

export interface BrandConfig {
  key: BrandKey;
  name: string;
  tagline: string;
  hosts: readonly string[];
  region: 'US' | 'CA';
  currency: Currency;
  status: 'active' | 'discontinued';
  /** Where a discontinued brand points shoppers. */
  successor?: BrandKey;
  supportEmail: string;
  supportPhone: string;
  theme: BrandTheme;
  copy: {
    mattressTrial: string;
    mattressWarranty: string;
    beddingTrial: string;
    frameTrial: string;
    frameWarranty: string;
  };
  /** Ground shipping window in business days (SPEC §9); partner storefronts ship through partners. */
  shipping: { carrier: 'ground' | 'partner'; from: number; to: number };
  paymentProviders: readonly PaymentProvider[];
  defaultPaymentProvider: PaymentProvider;
  defaultConsents: { sendEmail: boolean; sendSMS: boolean };
  /** SPEC §6: the storefronts whose SMS consent goes to the messaging service (four of them); absent: none. */
  messaging?: 'attentive';
  /** SPEC §4 $299 rule: added per Split King bundle marked second-base-in-split-king (a second base); absent: none. */
  splitKingSecondBaseSurcharge?: number;
  /** SPEC §4 returning-customer check: the coupon applied to a recognised returning customer's cart; absent: none. */
  returningCustomerCoupon?: string;
}

const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", serif';
const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const US_PROVIDERS: readonly PaymentProvider[] = [
  'stripeDirect',
  'stripePaymentRequest',
  'link',
  'bank',
  'paypal',
  'paypalCredit',
  'affirm',
  'afterPay',
  'splitIt',
  'amazonPay',
  'acima',
  'truemed',
];
const CA_PROVIDERS: readonly PaymentProvider[] = ['stripeCanada', 'stripePaymentRequest', 'paypal', 'affirm'];

const MATTRESS_COPY = {
  mattressTrial: '365-night trial',
  mattressWarranty: 'Forever warranty',
  beddingTrial: '60-night bedding trial',
  frameTrial: '50-night trial',
  frameWarranty: '3-year warranty',
};

function brand(
  config: Omit<
    BrandConfig,
    | 'hosts'
    | 'region'
    | 'currency'
    | 'status'
    | 'defaultPaymentProvider'
    | 'paymentProviders'
    | 'shipping'
    | 'copy'
    | 'defaultConsents'
  > &
    Partial<BrandConfig>,
): BrandConfig {
  const region = config.region ?? 'US';
  return {
    hosts: [`${config.key}.localhost`, `${config.key}.store.test`],
    region,
    currency: region === 'CA' ? 'CAD' : 'USD',
    status: 'active',
    paymentProviders: region === 'CA' ? CA_PROVIDERS : US_PROVIDERS,
    // SPEC §4: the default payment provider is the direct card provider, or the Canada variant in Canada.
    defaultPaymentProvider: region === 'CA' ? 'stripeCanada' : 'stripeDirect',
    shipping: { carrier: 'ground', from: 2, to: 3 },
    copy: MATTRESS_COPY,
    defaultConsents: { sendEmail: false, sendSMS: false },
    // Every brand that takes orders has the seed coupon WELCOMEBACK (README); a discontinued brand takes no orders.
    ...(config.status === 'discontinued' ? {} : { returningCustomerCoupon: 'WELCOMEBACK' }),
    ...config,
  };
}

/** The one typed registry of brands. SPEC §9: email on and SMS off by default for three brands. */
export const BRANDS: Readonly<Record<BrandKey, BrandConfig>> = {
  nestwood: brand({
    key: 'nestwood',
    messaging: 'attentive',
    name: 'Nestwood',
    tagline: 'Memory foam and hybrid mattresses, made for deeper sleep',
    supportEmail: 'help@nestwood.store.test',
    supportPhone: '(800) 555-0101',
    defaultConsents: { sendEmail: true, sendSMS: false },
    splitKingSecondBaseSurcharge: 29900,
    theme: {
      primary: '#1d3557',
      primaryText: '#ffffff',
      accent: '#e07a5f',
      background: '#ffffff',
      surface: '#f4f6f9',
      text: '#14213d',
      muted: '#4a5568',
      radius: '10px',
      fontFamily: SANS,
    },
  }),
  driftvale: brand({
    key: 'driftvale',
    messaging: 'attentive',
    name: 'Driftvale',
    tagline: 'Choose your material, your feel, your size',
    supportEmail: 'care@driftvale.store.test',
    supportPhone: '(800) 555-0102',
    defaultConsents: { sendEmail: true, sendSMS: false },
    copy: { ...MATTRESS_COPY, mattressTrial: '180-night trial', mattressWarranty: '10-year warranty' },
    theme: {
      primary: '#2a4d69',
      primaryText: '#ffffff',
      accent: '#4b86b4',
      background: '#ffffff',
      surface: '#eef3f7',
      text: '#1b2a38',
      muted: '#4f5d6b',
      radius: '6px',
      fontFamily: SANS,
    },
  }),
  arbor: brand({
    key: 'arbor',
    messaging: 'attentive',
    name: 'Arbor Latex',
    tagline: 'Natural latex, naturally buoyant',
    supportEmail: 'hello@arbor.store.test',
    supportPhone: '(800) 555-0103',
    theme: {
      primary: '#3d5a40',
      primaryText: '#ffffff',
      accent: '#a3b18a',
      background: '#fdfcf8',
      surface: '#f1efe6',
      text: '#1f2a1f',
      muted: '#4d574d',
      radius: '4px',
      fontFamily: SERIF,
    },
  }),
  plume: brand({
    key: 'plume',
    messaging: 'attentive',
    name: 'Plume',
    tagline: 'All-foam comfort at an honest price',
    supportEmail: 'support@plume.store.test',
    supportPhone: '(800) 555-0104',
    defaultConsents: { sendEmail: true, sendSMS: false },
    theme: {
      primary: '#5b3f8c',
      primaryText: '#ffffff',
      accent: '#f2a541',
      background: '#ffffff',
      surface: '#f5f1fb',
      text: '#24183a',
      muted: '#574a6b',
      radius: '14px',
      fontFamily: SANS,
    },
  }),
  'nestwood-ca': brand({
    key: 'nestwood-ca',
    name: 'Nestwood Canada',
    tagline: 'Memory foam and hybrid mattresses, shipped across Canada',
    region: 'CA',
    supportEmail: 'help@ca.nestwood.store.test',
    supportPhone: '(888) 555-0105',
    theme: {
      primary: '#1d3557',
      primaryText: '#ffffff',
      accent: '#d62828',
      background: '#ffffff',
      surface: '#f4f6f9',
      text: '#14213d',
      muted: '#4a5568',
      radius: '10px',
      fontFamily: SANS,
    },
  }),
  'driftvale-ca': brand({
    key: 'driftvale-ca',
    name: 'Driftvale Canada',
    tagline: 'Your material, your feel, delivered in Canada',
    region: 'CA',
    supportEmail: 'care@ca.driftvale.store.test',
    supportPhone: '(888) 555-0106',
    copy: { ...MATTRESS_COPY, mattressTrial: '180-night trial', mattressWarranty: '10-year warranty' },
    theme: {
      primary: '#2a4d69',
      primaryText: '#ffffff',
      accent: '#c1121f',
      background: '#ffffff',
      surface: '#eef3f7',
      text: '#1b2a38',
      muted: '#4f5d6b',
      radius: '6px',
      fontFamily: SANS,
    },
  }),
  cloverlane: brand({
    key: 'cloverlane',
    name: 'Cloverlane',
    tagline: 'Luxury hybrid mattresses, hand-finished',
    supportEmail: 'concierge@cloverlane.store.test',
    supportPhone: '(800) 555-0107',
    theme: {
      primary: '#2b2d42',
      primaryText: '#f8f4e3',
      accent: '#b08d57',
      background: '#fbf8f2',
      surface: '#f1ebe0',
      text: '#2b2d42',
      muted: '#5c5d6e',
      radius: '2px',
      fontFamily: SERIF,
    },
  }),
  meadow: brand({
    key: 'meadow',
    name: 'Meadow Organic',
    tagline: 'Certified organic latex, wool and cotton',
    supportEmail: 'hello@meadow.store.test',
    supportPhone: '(800) 555-0108',
    theme: {
      primary: '#4a6741',
      primaryText: '#ffffff',
      accent: '#d4a373',
      background: '#fefae0',
      surface: '#f3efd6',
      text: '#283618',
      muted: '#505a3a',
      radius: '12px',
      fontFamily: SERIF,
    },
  }),
  hushly: brand({
    key: 'hushly',
    name: 'Hushly',
    tagline: 'Hushly mattresses are no longer sold',
    status: 'discontinued',
    successor: 'nestwood',
    supportEmail: 'support@hushly.store.test',
    supportPhone: '(800) 555-0109',
    paymentProviders: [],
    theme: {
      primary: '#37474f',
      primaryText: '#ffffff',
      accent: '#90a4ae',
      background: '#ffffff',
      surface: '#eceff1',
      text: '#263238',
      muted: '#546e7a',
      radius: '8px',
      fontFamily: SANS,
    },
  }),
  harbor: brand({
    key: 'harbor',
    name: 'Harbor Home',
    tagline: 'Mattresses and bedding from our partners, delivered by partners',
    supportEmail: 'orders@harbor.store.test',
    supportPhone: '(800) 555-0110',
    shipping: { carrier: 'partner', from: 2, to: 3 },
    theme: {
      primary: '#005f73',
      primaryText: '#ffffff',
      accent: '#ee9b00',
      background: '#ffffff',
      surface: '#e9f5f5',
      text: '#001219',
      muted: '#3d5a5f',
      radius: '8px',
      fontFamily: SANS,
    },
  }),
};

export function isBrandKey(value: string): value is BrandKey {
  return (BRAND_KEYS as readonly string[]).includes(value);
}

/** DESIGN §3: the storefront is chosen by host; `<key>.localhost` or a listed host; anything else gets the default brand. */
export function brandForHost(host: string | null | undefined, defaultBrand: BrandKey): BrandKey {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  for (const config of Object.values(BRANDS)) {
    if (config.hosts.includes(hostname)) return config.key;
  }
  return defaultBrand;
}

/** A discontinued brand takes no orders. */
export function brandTakesOrders(key: BrandKey): boolean {
  return BRANDS[key].status === 'active';
}
