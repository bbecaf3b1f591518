import type { Currency } from './money';
import type { PaymentProvider } from './enums';
import { trialCopy, type TrialNights } from './back-office/trial-nights';

/**
 * The brands: one storefront each, sharing the code. What a brand looks like (theme, fonts, copy, name, support
 * contacts) is here; where and how it is deployed (hosts, origin, providers' accounts) is its channel (channels/).
 */
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
  /** The brand's system font stack (emails; the web page falls back per face: systemStackOf). */
  fontFamily: string;
  /** The shipped font (architecture.md "Brand looks") for headings and the logo, and for body text. */
  headingFont: FontKey;
  bodyFont: FontKey;
  /** The logo's mark, drawn beside the name (apps/web brand-logo.tsx). */
  logoMark: LogoMark;
}

/** The variable fonts the storefront ships from npm (`@fontsource-variable/*`, latin subset only). */
export const FONT_KEYS = [
  'inter',
  'fraunces',
  'lora',
  'manrope',
  'nunito-sans',
  'work-sans',
  'playfair-display',
  'outfit',
  'source-serif-4',
] as const;
export type FontKey = (typeof FONT_KEYS)[number];

/**
 * The kind (sans or serif) of each shipped face, which picks its fallbacks: what a page shows until the face has
 * arrived, so a sans body never falls to a serif system font or the reverse.
 */
const FONT_FALLBACK_KIND: Record<FontKey, 'sans' | 'serif'> = {
  inter: 'sans',
  fraunces: 'serif',
  lora: 'serif',
  manrope: 'sans',
  'nunito-sans': 'sans',
  'work-sans': 'sans',
  'playfair-display': 'serif',
  outfit: 'sans',
  'source-serif-4': 'serif',
};

/** The shapes a brand's logo mark can take. */
export const LOGO_MARKS = ['nest', 'wave', 'leaf', 'feather', 'clover', 'sprout', 'moon', 'anchor'] as const;
export type LogoMark = (typeof LOGO_MARKS)[number];

export interface BrandConfig {
  key: BrandKey;
  name: string;
  tagline: string;
  /** Where the brand sells, and the currency its catalogue is priced in: its channel (channels/) must state the same. */
  region: 'US' | 'CA';
  currency: Currency;
  /** The registry's status; a channel may discontinue an active brand, never reopen a discontinued one. */
  status: 'active' | 'discontinued';
  /** Where a discontinued brand points shoppers. */
  successor?: BrandKey;
  supportEmail: string;
  supportPhone: string;
  theme: BrandTheme;
  /** Nights of sleep trial per kind of product: the source of the trial copy below and of what a return allows. */
  trialNights: TrialNights;
  /** The trial lines are written from `trialNights` (core trialCopy); the warranties are words. */
  copy: {
    mattressTrial: string;
    mattressWarranty: string;
    beddingTrial: string;
    frameTrial: string;
    frameWarranty: string;
  };
  /** Ground shipping window in business days; partner storefronts ship through partners. */
  shipping: { carrier: 'ground' | 'partner'; from: number; to: number };
  paymentProviders: readonly PaymentProvider[];
  defaultPaymentProvider: PaymentProvider;
  defaultConsents: { sendEmail: boolean; sendSMS: boolean };
  /** The storefronts whose SMS consent goes to the messaging service (four of them); absent: none. */
  messaging?: 'attentive';
  /** The $299 second-base surcharge: added per Split King bundle marked second-base-in-split-king (a second base); absent: none. */
  splitKingSecondBaseSurcharge?: number;
  /** Returning-customer check: the coupon applied to a recognised returning customer's cart; absent: none. */
  returningCustomerCoupon?: string;
  /** The newer Amazon Pay API (/amazonpay/v2/...) is behind this flag; absent: the first version only. */
  amazonPayV2?: boolean;
}

const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", serif';
const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** Whether a shipped face is a sans or a serif (FONT_FALLBACK_KIND). */
export function fontKindOf(key: FontKey): 'sans' | 'serif' {
  return FONT_FALLBACK_KIND[key];
}

/** A shipped face's system fallback stack, of its own kind. */
export function systemStackOf(key: FontKey): string {
  return fontKindOf(key) === 'sans' ? SANS : SERIF;
}

/** The Canadian storefront of this brand shares its look. */
const NESTWOOD_THEME: BrandTheme = {
  primary: '#8a3b12',
  primaryText: '#fffaf3',
  accent: '#c8692c',
  background: '#fffaf3',
  surface: '#f6e9d8',
  text: '#2a1a10',
  muted: '#6b4a36',
  radius: '14px',
  fontFamily: SERIF,
  headingFont: 'fraunces',
  bodyFont: 'inter',
  logoMark: 'nest',
};

/** The Canadian storefront of this brand shares its look. */
const DRIFTVALE_THEME: BrandTheme = {
  primary: '#0a58a8',
  primaryText: '#ffffff',
  accent: '#2f8fd6',
  background: '#ffffff',
  surface: '#e6f2fb',
  text: '#0d1d2d',
  muted: '#46586b',
  radius: '22px',
  fontFamily: SANS,
  headingFont: 'outfit',
  bodyFont: 'work-sans',
  logoMark: 'wave',
};

const US_PROVIDERS: readonly PaymentProvider[] = [
  'stripeDirect',
  'stripePaymentRequest',
  'googlepay',
  'applepay',
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
const CA_PROVIDERS: readonly PaymentProvider[] = [
  'stripeCanada',
  'stripePaymentRequest',
  'googlepay',
  'applepay',
  'paypal',
  'affirm',
];

/** The trials most brands give: a year on a mattress, 60 nights on bedding, 50 on a frame. */
const TRIAL_NIGHTS: TrialNights = { mattress: 365, bedding: 60, frame: 50 };

const WARRANTY_COPY = { mattressWarranty: 'Forever warranty', frameWarranty: '3-year warranty' };

type BrandInput = Omit<
  BrandConfig,
  | 'region'
  | 'currency'
  | 'status'
  | 'defaultPaymentProvider'
  | 'paymentProviders'
  | 'shipping'
  | 'copy'
  | 'defaultConsents'
  | 'trialNights'
> &
  Partial<Omit<BrandConfig, 'copy' | 'trialNights'>> & {
    /** Nights that differ from TRIAL_NIGHTS. */
    trialNights?: Partial<TrialNights>;
    /** Warranty words that differ from WARRANTY_COPY. */
    warranties?: Partial<typeof WARRANTY_COPY>;
  };

function brand({ trialNights: nights, warranties, ...config }: BrandInput): BrandConfig {
  const region = config.region ?? 'US';
  const trialNights = { ...TRIAL_NIGHTS, ...nights };
  return {
    region,
    currency: region === 'CA' ? 'CAD' : 'USD',
    status: 'active',
    paymentProviders: region === 'CA' ? CA_PROVIDERS : US_PROVIDERS,
    // The default payment provider is the direct card provider, or the Canada variant in Canada.
    defaultPaymentProvider: region === 'CA' ? 'stripeCanada' : 'stripeDirect',
    shipping: { carrier: 'ground', from: 2, to: 3 },
    trialNights,
    copy: { ...trialCopy(trialNights), ...WARRANTY_COPY, ...warranties },
    defaultConsents: { sendEmail: false, sendSMS: false },
    // Every brand that takes orders has the seed coupon WELCOMEBACK (README); a discontinued brand takes no orders.
    ...(config.status === 'discontinued' ? {} : { returningCustomerCoupon: 'WELCOMEBACK' }),
    ...config,
  };
}

/** The one typed registry of brands. Email on and SMS off by default for three brands. */
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
    theme: NESTWOOD_THEME,
  }),
  driftvale: brand({
    key: 'driftvale',
    messaging: 'attentive',
    amazonPayV2: true,
    name: 'Driftvale',
    tagline: 'Choose your material, your feel, your size',
    supportEmail: 'care@driftvale.store.test',
    supportPhone: '(800) 555-0102',
    defaultConsents: { sendEmail: true, sendSMS: false },
    trialNights: { mattress: 180 },
    warranties: { mattressWarranty: '10-year warranty' },
    theme: DRIFTVALE_THEME,
  }),
  arbor: brand({
    key: 'arbor',
    messaging: 'attentive',
    name: 'Arbor Latex',
    tagline: 'Natural latex, naturally buoyant',
    supportEmail: 'hello@arbor.store.test',
    supportPhone: '(800) 555-0103',
    theme: {
      primary: '#2f5d3a',
      primaryText: '#ffffff',
      accent: '#6f8f4e',
      background: '#fbfaf5',
      surface: '#ebeee0',
      text: '#1c2a1f',
      muted: '#4b5848',
      radius: '4px',
      fontFamily: SERIF,
      headingFont: 'lora',
      bodyFont: 'nunito-sans',
      logoMark: 'leaf',
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
      primary: '#6b2fb3',
      primaryText: '#ffffff',
      accent: '#b06ef0',
      background: '#ffffff',
      surface: '#f3ecff',
      text: '#22153a',
      muted: '#5a4d70',
      radius: '18px',
      fontFamily: SANS,
      headingFont: 'manrope',
      bodyFont: 'nunito-sans',
      logoMark: 'feather',
    },
  }),
  'nestwood-ca': brand({
    key: 'nestwood-ca',
    name: 'Nestwood Canada',
    tagline: 'Memory foam and hybrid mattresses, shipped across Canada',
    region: 'CA',
    supportEmail: 'help@ca.nestwood.store.test',
    supportPhone: '(888) 555-0105',
    theme: NESTWOOD_THEME,
  }),
  'driftvale-ca': brand({
    key: 'driftvale-ca',
    name: 'Driftvale Canada',
    tagline: 'Your material, your feel, delivered in Canada',
    region: 'CA',
    supportEmail: 'care@ca.driftvale.store.test',
    supportPhone: '(888) 555-0106',
    trialNights: { mattress: 180 },
    warranties: { mattressWarranty: '10-year warranty' },
    theme: DRIFTVALE_THEME,
  }),
  cloverlane: brand({
    key: 'cloverlane',
    name: 'Cloverlane',
    tagline: 'Luxury hybrid mattresses, hand-finished',
    supportEmail: 'concierge@cloverlane.store.test',
    supportPhone: '(800) 555-0107',
    theme: {
      primary: '#1e1d24',
      primaryText: '#f3e6c8',
      accent: '#9a7a3f',
      background: '#fbf8f2',
      surface: '#efe7d8',
      text: '#1e1d24',
      muted: '#5a5345',
      radius: '0px',
      fontFamily: SERIF,
      headingFont: 'playfair-display',
      bodyFont: 'source-serif-4',
      logoMark: 'clover',
    },
  }),
  meadow: brand({
    key: 'meadow',
    name: 'Meadow Organic',
    tagline: 'Certified organic latex, wool and cotton',
    supportEmail: 'hello@meadow.store.test',
    supportPhone: '(800) 555-0108',
    theme: {
      primary: '#4a6322',
      primaryText: '#fbf8ec',
      accent: '#b7833f',
      background: '#fbf8ec',
      surface: '#efe9cd',
      text: '#2a3318',
      muted: '#535e3c',
      radius: '24px',
      fontFamily: SERIF,
      headingFont: 'source-serif-4',
      bodyFont: 'work-sans',
      logoMark: 'sprout',
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
      primary: '#3c4a57',
      primaryText: '#ffffff',
      accent: '#7d8fa0',
      background: '#ffffff',
      surface: '#eceff2',
      text: '#1f2933',
      muted: '#52606d',
      radius: '8px',
      fontFamily: SANS,
      headingFont: 'inter',
      bodyFont: 'inter',
      logoMark: 'moon',
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
      primary: '#004e64',
      primaryText: '#ffffff',
      accent: '#b86f00',
      background: '#ffffff',
      surface: '#e4f1f3',
      text: '#03181f',
      muted: '#3b565c',
      radius: '8px',
      fontFamily: SANS,
      headingFont: 'manrope',
      bodyFont: 'inter',
      logoMark: 'anchor',
    },
  }),
};

export function isBrandKey(value: string): value is BrandKey {
  return (BRAND_KEYS as readonly string[]).includes(value);
}

/** A discontinued brand takes no orders. */
export function brandTakesOrders(key: BrandKey): boolean {
  return BRANDS[key].status === 'active';
}
