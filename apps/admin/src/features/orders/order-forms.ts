import { z } from 'zod';
import {
  CARRIERS,
  CARRIER_KEYS,
  carrierTrackingNumber,
  trackingNumberSchema,
  type CarrierKey,
} from '@store/core/back-office/carriers';
import { STAFF_REFUND_REASONS } from '@store/core/back-office/refund-wire';

type StaffRefundReason = (typeof STAFF_REFUND_REASONS)[number];
import type { OrderDetail } from '../../lib/api/types';
import type { RefundRequest } from '../../lib/api/orders';
import { formatMinor, parseMoneyInput } from '../../lib/money';

/** Why money goes back (core's list, which the API checks), in the words staff pick from. */
const REFUND_REASON_LABELS: { readonly [R in StaffRefundReason]: string } = {
  'customer-request': 'Customer request',
  damaged: 'Damaged or defective',
  'late-delivery': 'Late delivery',
  'trial-return': 'Trial return',
  goodwill: 'Goodwill gesture',
  other: 'Other',
};
export const REFUND_REASONS = STAFF_REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABELS[value] }));

/** A refund's reason in words (a cancellation's full refund, or a reason this list does not know, as recorded). */
export const refundReasonLabel = (value: string): string =>
  value === 'order-cancelled' ? 'Order cancelled' : ((REFUND_REASON_LABELS as Partial<Record<string, string>>)[value] ?? value);

/** The carriers staff ship with (core's list: the API links each one's tracking page). */
export const CARRIER_OPTIONS = CARRIER_KEYS.map((key) => ({ value: key, label: CARRIERS[key].name }));

const reasonOf = (reasons: ReadonlyArray<{ value: string }>, message: string) =>
  z.string().refine((value) => reasons.some((reason) => reason.value === value), message);

/** Quantities are typed per line, in the order's line order (an item identifier is not a safe form field name). */
/** A quantity typed in a line's box: a whole number from 0 to `max`. */
const quantityText = (text: string, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
};

/** How many of a line may still be refunded. */
export const refundableQuantity = (line: OrderDetail['lines'][number]) => Math.max(0, line.quantity - line.refundedQuantity);
/** How many of a line are still to ship. */
export const unshippedQuantity = (line: OrderDetail['lines'][number]) =>
  Math.max(0, line.quantity - line.shippedQuantity - line.refundedQuantity);

/**
 * The refund dialog's form: by amount (at most what is refundable, in the order's currency) or by lines (whole
 * quantities up to what each line has not had refunded, at least one), with a reason and an optional note.
 */
export function refundFormSchema(order: Pick<OrderDetail, 'currency' | 'totals' | 'lines'>) {
  return z
    .object({
      mode: z.enum(['amount', 'lines']),
      amount: z.string(),
      quantities: z.array(z.string()),
      reason: reasonOf(REFUND_REASONS, 'Choose a reason'),
      note: z.string().trim().max(500, 'Keep the note to 500 characters'),
    })
    .superRefine((form, ctx) => {
      if (form.mode === 'amount') {
        const amount = parseMoneyInput(form.amount, order.currency);
        if (amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount such as 25.00' });
        else if (amount > order.totals.refundable)
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: `At most ${formatMinor(order.totals.refundable, order.currency)} can be refunded`,
          });
        return;
      }
      let any = false;
      let invalid = false;
      for (const [index, line] of order.lines.entries()) {
        const quantity = quantityText(form.quantities[index] ?? '0', refundableQuantity(line));
        if (quantity === null) {
          invalid = true;
          ctx.addIssue({
            code: 'custom',
            path: ['quantities', index],
            message: `From 0 to ${refundableQuantity(line)}`,
          });
        } else if (quantity > 0) any = true;
      }
      if (!any && !invalid) ctx.addIssue({ code: 'custom', path: ['quantities'], message: 'Choose at least one item to refund' });
    });
}
export type RefundForm = z.infer<ReturnType<typeof refundFormSchema>>;

/** The refund request for a valid form: the amount in minor units, or the lines with a quantity above 0. */
export function refundRequest(form: RefundForm, order: Pick<OrderDetail, 'currency' | 'lines'>): RefundRequest {
  const note = form.note.trim() === '' ? {} : { note: form.note.trim() };
  if (form.mode === 'amount') return { amount: parseMoneyInput(form.amount, order.currency)!, reason: form.reason, ...note };
  const lines = order.lines
    .map((line, index) => ({ itemIdentifier: line.itemIdentifier, quantity: Number((form.quantities[index] ?? '0').trim()) }))
    .filter((line) => line.quantity > 0);
  return { lines, reason: form.reason, ...note };
}

/** The shipment dialog's form: a carrier, a tracking number, and whole quantities up to what is left to ship. */
export function shipFormSchema(order: Pick<OrderDetail, 'lines'>) {
  return z
    .object({
      carrier: z.string().refine((value) => (CARRIER_KEYS as readonly string[]).includes(value), 'Choose a carrier'),
      trackingNumber: trackingNumberSchema,
      quantities: z.array(z.string()),
    })
    .superRefine((form, ctx) => {
      // The carrier's own number format (core carriers.ts), so a number typed under the wrong carrier is caught here.
      if ((CARRIER_KEYS as readonly string[]).includes(form.carrier)) {
        const tracking = carrierTrackingNumber(form.carrier as CarrierKey, form.trackingNumber);
        if (!tracking.ok) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: tracking.error.message });
      }
      let any = false;
      let invalid = false;
      for (const [index, line] of order.lines.entries()) {
        const quantity = quantityText(form.quantities[index] ?? '0', unshippedQuantity(line));
        if (quantity === null) {
          invalid = true;
          ctx.addIssue({ code: 'custom', path: ['quantities', index], message: `From 0 to ${unshippedQuantity(line)}` });
        } else if (quantity > 0) any = true;
      }
      if (!any && !invalid) ctx.addIssue({ code: 'custom', path: ['quantities'], message: 'Choose at least one item to ship' });
    });
}
export type ShipForm = z.infer<ReturnType<typeof shipFormSchema>>;

/** The shipment request for a valid form. */
export function shipRequest(form: ShipForm, order: Pick<OrderDetail, 'lines'>) {
  return {
    carrier: form.carrier as CarrierKey,
    trackingNumber: form.trackingNumber.trim(),
    lines: order.lines
      .map((line, index) => ({ itemIdentifier: line.itemIdentifier, quantity: Number((form.quantities[index] ?? '0').trim()) }))
      .filter((line) => line.quantity > 0),
  };
}
