import type { BrandConfig } from '@store/core/brands';
import { PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '@store/core/enums';

/** How each enabled provider is presented on the financing page; providers not listed here (Wallet) are not named. */
const GROUPS: readonly { heading: string; text: string; providers: readonly PaymentProvider[] }[] = [
  {
    heading: 'Pay over time',
    text: 'Instalment plans, subject to approval. Your monthly payment and any interest are shown before you agree.',
    providers: ['affirm', 'afterPay', 'splitIt', 'paypalCredit', 'acima'],
  },
  {
    heading: 'Pay with your FSA or HSA',
    text: 'Through Truemed, when a practitioner finds your purchase helps a health condition.',
    providers: ['truemed'],
  },
  {
    heading: 'Pay now',
    text: 'Card and wallet payments, charged when you place your order.',
    providers: ['stripeDirect', 'stripeCanada', 'paypal', 'applepay', 'googlepay', 'amazonPay', 'link', 'bank'],
  },
];

/** The brand's ways to pay, from its registry entry (paymentProviders), so a store never lists one it does not offer. */
export function PaymentOptions({ brand }: { brand: Pick<BrandConfig, 'paymentProviders'> }) {
  const groups = GROUPS.map((group) => ({
    ...group,
    labels: group.providers.filter((p) => brand.paymentProviders.includes(p)).map((p) => PAYMENT_PROVIDER_LABELS[p]),
  })).filter((group) => group.labels.length > 0);
  return (
    <section aria-labelledby="payment-options-heading" className="mt-10 max-w-3xl" data-testid="payment-options">
      <h2 id="payment-options-heading" className="mb-3 text-2xl font-bold">
        Ways to pay on this store
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <div key={group.heading} className="rounded-brand bg-surface p-4">
            <h3 className="font-semibold">{group.heading}</h3>
            <p className="mt-1 text-sm text-muted">{group.text}</p>
            <p className="mt-2 font-semibold">{group.labels.join(', ')}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
