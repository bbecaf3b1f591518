import type { FieldErrors, Resolver } from 'react-hook-form';
import { couponRulesSchema, type CouponRules } from '@store/core/coupons/coupon-wire';
import type { CouponStacking } from '@store/core/cart/coupon-rule';
import type { ProductGroup } from '@store/core/product';
import { minorDigits, minorToDecimal, parseMoneyInput } from '../../lib/money';

/** The coupon form as people type it: amounts and dates as text, limits blank for none. */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  /** A percent ("15") or an amount ("50.00"), by kind. */
  value: string;
  minSubtotal: string;
  maxDiscount: string;
  appliesTo: ProductGroup[];
  products: string[];
  /** datetime-local text in the browser's time zone, or '' for none. */
  startsAt: string;
  expiresAt: string;
  maxRedemptions: string;
  maxPerShopper: string;
  maxUnits: string;
  stacking: CouponStacking;
  keepWhenZero: boolean;
  returningCustomerOnly: boolean;
  paused: boolean;
}

const money = (amount: number, currency: string) => minorToDecimal(amount, minorDigits(currency));
const count = (n: number | null) => (n === null ? '' : String(n));

/** An ISO instant as a datetime-local value in the browser's zone (what the input shows and takes). */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  maxDiscount: '',
  appliesTo: [],
  products: [],
  startsAt: '',
  expiresAt: '',
  maxRedemptions: '',
  maxPerShopper: '',
  maxUnits: '',
  stacking: 'with-deals',
  keepWhenZero: false,
  returningCustomerOnly: false,
  paused: false,
};

export function toFormValues(rules: CouponRules, currency: string): CouponFormValues {
  return {
    code: rules.code,
    kind: rules.kind,
    value: rules.kind === 'percent' ? String(rules.value) : money(rules.value, currency),
    minSubtotal: rules.minSubtotal === 0 ? '' : money(rules.minSubtotal, currency),
    maxDiscount: rules.maxDiscount === null ? '' : money(rules.maxDiscount, currency),
    appliesTo: [...rules.appliesTo],
    products: [...rules.products],
    startsAt: toLocalInput(rules.startsAt),
    expiresAt: toLocalInput(rules.expiresAt),
    maxRedemptions: count(rules.maxRedemptions),
    maxPerShopper: count(rules.maxPerShopper),
    maxUnits: count(rules.maxUnits),
    stacking: rules.stacking,
    keepWhenZero: rules.keepWhenZero,
    returningCustomerOnly: rules.returningCustomerOnly,
    paused: rules.paused,
  };
}

type Parsed = { rules: unknown; errors: Partial<Record<keyof CouponFormValues, string>> };

/** The typed values as the catalogue file's coupon (unparseable text is reported here, the rules by the core schema). */
export function rulesOf(values: CouponFormValues, currency: string): Parsed {
  const errors: Parsed['errors'] = {};
  const amount = (field: keyof CouponFormValues, text: string, blank: number | null): number | null => {
    if (text.trim() === '') return blank;
    const parsed = parseMoneyInput(text, currency);
    if (parsed === null) errors[field] = 'Enter an amount like 50.00';
    return parsed;
  };
  const whole = (field: keyof CouponFormValues, text: string): number | null => {
    if (text.trim() === '') return null;
    if (!/^\d{1,9}$/.test(text.trim())) errors[field] = 'Enter a whole number, or leave it blank for no limit';
    return Number(text.trim());
  };
  const instant = (field: keyof CouponFormValues, text: string): string | null => {
    if (text === '') return null;
    const time = new Date(text).getTime();
    if (Number.isNaN(time)) errors[field] = 'Enter a date and time';
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  };
  const value =
    values.kind === 'percent'
      ? /^\d{1,3}$/.test(values.value.trim())
        ? Number(values.value.trim())
        : ((errors.value = 'Enter a percent from 1 to 100'), 0)
      : (amount('value', values.value, 0) ?? 0);
  const rules = {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    value,
    minSubtotal: amount('minSubtotal', values.minSubtotal, 0) ?? 0,
    appliesTo: values.appliesTo,
    expiresAt: instant('expiresAt', values.expiresAt),
    maxRedemptions: whole('maxRedemptions', values.maxRedemptions),
    keepWhenZero: values.keepWhenZero,
    returningCustomerOnly: values.returningCustomerOnly,
    maxDiscount: amount('maxDiscount', values.maxDiscount, null),
    maxUnits: whole('maxUnits', values.maxUnits),
    products: values.products,
    startsAt: instant('startsAt', values.startsAt),
    paused: values.paused,
    maxPerShopper: whole('maxPerShopper', values.maxPerShopper),
    stacking: values.stacking,
  };
  return { rules, errors };
}

const FIELD_WORDS: Partial<Record<string, string>> = {
  code: 'Use 3 to 20 capital letters, digits, - or _',
  value: 'Enter a positive amount',
};

/**
 * react-hook-form's resolver: the typed values become the coupon and are checked by the same schema the API and the
 * catalogue file use, each problem shown beside its field.
 */
export const couponResolver =
  (currency: string): Resolver<CouponFormValues, unknown, CouponRules> =>
  (values) => {
    const { rules, errors } = rulesOf(values, currency);
    const parsed = couponRulesSchema.safeParse(rules);
    const all: Record<string, string> = { ...errors };
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'code');
        all[field] ??= issue.code === 'custom' ? issue.message : (FIELD_WORDS[field] ?? issue.message);
      }
    if (Object.keys(all).length === 0 && parsed.success) return { values: parsed.data, errors: {} };
    const fieldErrors = Object.fromEntries(
      Object.entries(all).map(([field, message]) => [field, { type: 'rules', message }]),
    ) as FieldErrors<CouponFormValues>;
    return { values: {}, errors: fieldErrors };
  };
