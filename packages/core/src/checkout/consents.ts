import { z } from 'zod';
import type { BrandConfig } from '../brands';
import { safeText } from '../text/safe-text';

export interface Consents {
  sendEmail: boolean;
  sendSMS: boolean;
}

/** SPEC §9 default permissions: the brand's defaults (email on, SMS off for three brands); stored values win. */
export function effectiveConsents(brand: Pick<BrandConfig, 'defaultConsents'>, stored?: Partial<Consents> | null): Consents {
  return {
    sendEmail: stored?.sendEmail ?? brand.defaultConsents.sendEmail,
    sendSMS: stored?.sendSMS ?? brand.defaultConsents.sendSMS,
  };
}

/** SPEC §6: SMS consent goes to the messaging service only on the storefronts that have one (brand registry data). */
export function messagingProviderOf(brand: Pick<BrandConfig, 'messaging'>, consents: Consents): 'attentive' | null {
  return consents.sendSMS ? (brand.messaging ?? null) : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5: 7 to 50 characters in the address pattern, 'A valid email address is required'. */
const subscriptionEmail = safeText({ max: 50 }).refine((v) => v.length >= 7 && EMAIL_PATTERN.test(v), {
  message: 'A valid email address is required',
});
/** SPEC §5: exactly 10 digits, 'Please enter a valid phone number'. */
const subscriptionPhone = safeText({ max: 10 }).regex(/^\d{10}$/, 'Please enter a valid phone number');

/** SPEC §7 POST /api/attentive body: user (email, phone) and externalIdentifiers.clientUserId (signed-in user, else null). */
export const messagingSubscriptionSchema = z.strictObject({
  user: z.strictObject({ email: subscriptionEmail, phone: subscriptionPhone }),
  externalIdentifiers: z.strictObject({ clientUserId: safeText({ min: 1, max: 100 }).nullable().optional() }).optional(),
});
export type MessagingSubscription = z.infer<typeof messagingSubscriptionSchema>;
