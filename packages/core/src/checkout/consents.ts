import { z } from 'zod';
import type { BrandConfig } from '../brands';
import { safeText } from '../text/safe-text';
import { emailError } from './address-rules';
import { phoneDigits, phoneError } from './phone';

export interface Consents {
  sendEmail: boolean;
  sendSMS: boolean;
}

/** What the shopper reads beside each consent box (checkout shipping form and the account's settings). */
export const CONSENT_LABELS: Readonly<Record<keyof Consents, string>> = {
  sendEmail: 'Send me order updates and offers by e-mail',
  sendSMS: 'Send me order updates and offers by text message',
};

/** Default permissions: the brand's defaults (email on, SMS off for three brands); stored values win. */
export function effectiveConsents(brand: Pick<BrandConfig, 'defaultConsents'>, stored?: Partial<Consents> | null): Consents {
  return {
    sendEmail: stored?.sendEmail ?? brand.defaultConsents.sendEmail,
    sendSMS: stored?.sendSMS ?? brand.defaultConsents.sendSMS,
  };
}

/** SMS consent goes to the messaging service only on the storefronts that have one (brand registry data). */
export function messagingProviderOf(brand: Pick<BrandConfig, 'messaging'>, consents: Consents): 'attentive' | null {
  return consents.sendSMS ? (brand.messaging ?? null) : null;
}

/** An address-form rule (message or null) as a zod refinement, so the message is the forms' own. */
const byRule = (rule: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = rule(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};
/** Email: 7 to 50 characters in the address pattern ('A valid email address is required'). */
const subscriptionEmail = safeText({ max: 60 })
  .superRefine(byRule(emailError))
  .transform((v) => v.trim());
/** Phone: 10 digits, as typed in the helper's pattern; the service gets the digits. */
const subscriptionPhone = safeText({ max: 20 }).superRefine(byRule(phoneError)).transform(phoneDigits);

/** POST /api/attentive body: user (email, phone) and externalIdentifiers.clientUserId (signed-in user, else null). */
export const messagingSubscriptionSchema = z.strictObject({
  user: z.strictObject({ email: subscriptionEmail, phone: subscriptionPhone }),
  externalIdentifiers: z.strictObject({ clientUserId: safeText({ min: 1, max: 100 }).nullable().optional() }).optional(),
});
export type MessagingSubscription = z.output<typeof messagingSubscriptionSchema>;
