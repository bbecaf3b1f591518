import { IntentLink } from '../../components/intent-link';
import { Container } from '../../components/ui/container';

/**
 * The current promotion from the catalogue (home-picks.ts: the largest discount, at most the 30% sale cap), linking to
 * /sale. On a phone the link sits under the heading, not beside it when it happens to fit: at 360 px the two just fit in
 * the brand's face and not in its fallback, so the link jumped up a line when the face arrived.
 */
export function PromotionBanner({ percent }: { percent: number }) {
  return (
    <section aria-labelledby="promotion-heading" className="bg-brand text-brand-text" data-testid="home-promotion">
      <Container className="flex flex-col items-start gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="promotion-heading" className="text-xl font-bold md:text-2xl">
          Sale: up to {percent}% off
        </h2>
        <IntentLink
          href="/sale"
          className="inline-flex min-h-11 items-center rounded-brand bg-page px-5 font-semibold text-ink no-underline hover:underline"
        >
          Shop the sale
        </IntentLink>
      </Container>
    </section>
  );
}
