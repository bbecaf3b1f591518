import { CHECKOUT_STEPS, type CheckoutStep } from '@store/core/checkout/navigation';

const LABELS: Record<CheckoutStep, string> = {
  cart: 'Cart',
  shipping: 'Shipping',
  billing: 'Billing',
  review: 'Review',
  success: 'Done',
};

/** Steps in order; the current one is marked for assistive technology (aria-current="step"). */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const index = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout steps" className="mb-6">
      <ol className="flex flex-wrap gap-x-1 gap-y-2 text-sm" data-testid="checkout-steps">
        {CHECKOUT_STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-1">
            <span
              aria-current={step === current ? 'step' : undefined}
              className={`rounded-brand px-2 py-1 ${
                step === current ? 'bg-brand font-semibold text-brand-text' : i < index ? 'font-semibold' : 'text-muted'
              }`}
            >
              {i + 1}. {LABELS[step]}
            </span>
            {i < CHECKOUT_STEPS.length - 1 ? <span aria-hidden="true">›</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
