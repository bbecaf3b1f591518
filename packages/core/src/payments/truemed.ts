import { z } from 'zod';

/** The condition categories the health-savings frame asks about; `none` means no qualifying condition. */
export const TRUEMED_CONDITIONS = ['sleep', 'back-pain', 'joint-pain', 'other', 'none'] as const;
export type TruemedCondition = (typeof TRUEMED_CONDITIONS)[number];

/** The labels the storefront shows for each category. */
export const TRUEMED_CONDITION_LABELS: Readonly<Record<TruemedCondition, string>> = {
  sleep: 'Sleep problems',
  'back-pain': 'Back pain',
  'joint-pain': 'Joint pain',
  other: 'Another condition',
  none: 'None of these',
};

/** POST /truemed/sessions/{id}: the shopper's answers to the short health-savings qualification. */
export const truemedAnswersSchema = z.strictObject({
  hsaFsaCard: z.boolean({ error: 'Tell us whether you have an HSA or FSA card' }),
  conditionCategory: z.enum(TRUEMED_CONDITIONS, { error: 'Choose a condition category' }),
});
export type TruemedAnswers = z.infer<typeof truemedAnswersSchema>;

/** The state of a Truemed session as POST /truemed/sessions/{id} answers it. */
export const truemedSessionStateSchema = z.object({
  truemedSessionId: z.string(),
  orderId: z.string(),
  status: z.enum(['open', 'qualified', 'ineligible', 'approved', 'captured', 'canceled', 'refunded']),
  amount: z.number().int(),
  currency: z.string(),
});
export type TruemedSessionState = z.infer<typeof truemedSessionStateSchema>;

/** Shown when the answers do not qualify the order for health-savings funds. */
export const TRUEMED_INELIGIBLE_MESSAGE = 'Truemed can only be used with an HSA or FSA card for a qualifying condition.';

/**
 * The sandbox's qualification rule: health-savings funds pay for the order when the shopper has an HSA or FSA card
 * and names a qualifying condition (Truemed's clinician review then issues the letter of medical necessity).
 */
export const qualifiesForTruemed = (answers: TruemedAnswers): boolean =>
  answers.hsaFsaCard && answers.conditionCategory !== 'none';

/** The health-savings modal was closed before Truemed answered: this attempt ends, another method can be chosen. */
export const TRUEMED_FRAME_CLOSED_MESSAGE =
  'The Truemed payment was not completed. Please choose a payment method and try again.';

/** GET /braintree/tokens: the result's one field (PayPal and PayPal Credit go via braintree). */
export const clientTokenResultSchema = z.object({ clientToken: z.string() });
