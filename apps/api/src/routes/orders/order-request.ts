import { emailError, err, ok, orderAddressSchema, orderRefusal, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { OrderRequest } from '../../use-cases/orders/freeze-order';
import type { OrderBody } from './schemas';
import { firstProblem } from '../../use-cases/addresses/first-problem';

/**
 * Checks an order body (core orderRefusal: brand and payment provider), its email and addresses by the checkout form rules in the brand's country and normalises them; the first problem
 * is the 400's message, in the checkout form's wording (what the form shows).
 */
export function orderRequestOf(ctx: RequestContext, body: OrderBody): Result<OrderRequest> {
  // Who may order comes first: a discontinued brand says so whatever the addresses are.
  const refusal = orderRefusal(ctx.brandConfig, { brand: body.brand, billingProvider: body.paymentDetails.billingProvider });
  if (refusal) return { ok: false, error: refusal };
  const emailProblem = emailError(body.email);
  if (emailProblem) return err('BAD_REQUEST', emailProblem);
  const shipping = orderAddressSchema(ctx.brandConfig.region, 'shipping').safeParse(body.shippingDetails);
  if (!shipping.success) return err('BAD_REQUEST', firstProblem(shipping.error.issues, 'Invalid shipping address'));
  const billing = orderAddressSchema(ctx.brandConfig.region, 'billing').safeParse(body.billingDetails);
  if (!billing.success) return err('BAD_REQUEST', firstProblem(billing.error.issues, 'Invalid billing address'));
  return ok({
    brand: body.brand,
    email: body.email.trim(),
    journey: body.journey ?? null,
    paymentDetails: {
      billingProvider: body.paymentDetails.billingProvider,
      customerID: body.paymentDetails.customerID ?? null,
    },
    shippingDetails: shipping.data,
    billingDetails: billing.data,
    backorderDays: body.backorderDays,
    extraData: body.extraData,
    metadata: body.metadata,
    returnUrl: body.returnUrl ?? null,
  });
}
