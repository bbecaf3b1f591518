import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '../brands';
import { effectiveConsents, messagingProviderOf, messagingSubscriptionSchema } from './consents';

const on = { defaultConsents: { sendEmail: true, sendSMS: false } };
const off = { defaultConsents: { sendEmail: false, sendSMS: false } };

describe('default permissions: email on, SMS off for three brands; stored values win', () => {
  it.each([
    ['brand default, nothing stored', on, null, { sendEmail: true, sendSMS: false }],
    ['brand without email default', off, undefined, { sendEmail: false, sendSMS: false }],
    ['stored email off wins over the default', on, { sendEmail: false }, { sendEmail: false, sendSMS: false }],
    ['stored SMS on wins over the default', on, { sendSMS: true }, { sendEmail: true, sendSMS: true }],
    ['stored both win', off, { sendEmail: true, sendSMS: true }, { sendEmail: true, sendSMS: true }],
  ])('%s', (_name, brand, stored, expected) => {
    expect(effectiveConsents(brand, stored)).toEqual(expected);
  });

  it('three brands default email on, every brand SMS off', () => {
    const defaults = BRAND_KEYS.map((k) => effectiveConsents(BRANDS[k]));
    expect(defaults.filter((c) => c.sendEmail)).toHaveLength(3);
    expect(defaults.every((c) => !c.sendSMS)).toBe(true);
  });
});

describe('with SMS consent, phone and email go to the messaging service on four storefronts', () => {
  it('four brands have a messaging service', () => {
    expect(BRAND_KEYS.filter((k) => BRANDS[k].messaging)).toHaveLength(4);
  });

  it.each([
    ['SMS consent on a messaging storefront', { messaging: 'attentive' as const }, true, 'attentive'],
    ['no SMS consent', { messaging: 'attentive' as const }, false, null],
    ['a storefront without messaging', {}, true, null],
  ])('%s', (_name, brand, sendSMS, expected) => {
    expect(messagingProviderOf(brand, { sendEmail: true, sendSMS })).toBe(expected);
  });
});

describe('POST /api/attentive body, with the email and phone rules of the shipping form', () => {
  const body = (email: string, phone: string) => ({
    user: { email, phone },
    externalIdentifiers: { clientUserId: null },
  });
  it.each([
    ['a valid body', body('ann@example.com', '5551234567'), true],
    ['without externalIdentifiers', { user: { email: 'ann@example.com', phone: '5551234567' } }, true],
    ['phone of 9 digits', body('ann@example.com', '555123456'), false],
    ['phone with punctuation', body('ann@example.com', '555-123-4567'), true],
    ['phone with letters', body('ann@example.com', '555-123-456x'), false],
    ['email shorter than 7', body('a@b.co', '5551234567'), false],
    ['email without a domain dot', body('ann@example', '5551234567'), false],
    ['email over 50', body(`${'a'.repeat(45)}@example.com`, '5551234567'), false],
    ['an unknown field', { ...body('ann@example.com', '5551234567'), extra: 1 }, false],
  ])('%s', (_name, input, valid) => {
    expect(messagingSubscriptionSchema.safeParse(input).success).toBe(valid);
  });

  it('hands the service the phone digits and the trimmed email', () => {
    expect(messagingSubscriptionSchema.parse(body(' ann@example.com ', '+1 (555) 123-4567')).user).toEqual({
      email: 'ann@example.com',
      phone: '5551234567',
    });
  });
});
