import { IntentLink } from '../../components/intent-link';
import type { BrandConfig } from '@store/core/brands';
import type { Product } from '@store/core/product';
import { Container } from '../../components/ui/container';
import { sizedMediaUrl } from '../../lib/media/media-url';

/**
 * The home page's first screen: the brand name as the one h1, its tagline, and a call to action to its main mattress,
 * drawn beside it. The largest paint is this server-rendered text or the eager, high-priority drawing; nothing here is
 * replaced after hydration (there is no client code in it).
 */
export function Hero({ brand, mattress }: { brand: BrandConfig; mattress: Product | null }) {
  const image = mattress?.mediaCollection[0];
  return (
    <section className="overflow-hidden bg-surface" data-testid="home-hero">
      <Container className="grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-4xl leading-tight font-bold md:text-6xl" data-testid="home-title">
            {brand.name}
          </h1>
          <p className="max-w-xl text-xl text-muted md:text-2xl" data-testid="home-tagline">
            {brand.tagline}
          </p>
          {brand.status === 'active' && mattress ? (
            <div className="flex flex-wrap gap-3 pt-2">
              <IntentLink
                href={mattress.metadata.url}
                className="inline-flex min-h-11 items-center rounded-brand bg-brand px-6 py-3 text-lg font-semibold text-brand-text no-underline hover:opacity-90"
                data-testid="hero-cta"
              >
                Shop {/^the /i.test(mattress.title) ? mattress.title : `the ${mattress.title}`}
              </IntentLink>
              <IntentLink
                href="/mattresses"
                className="inline-flex min-h-11 items-center rounded-brand border-2 border-brand px-6 py-3 text-lg font-semibold text-brand no-underline"
              >
                All mattresses
              </IntentLink>
            </div>
          ) : null}
        </div>
        {image ? (
          <img
            src={sizedMediaUrl(image.url, 640)}
            alt={image.alt}
            width={640}
            height={480}
            fetchPriority="high"
            loading="eager"
            decoding="async"
            className="h-auto w-full rounded-brand"
          />
        ) : null}
      </Container>
    </section>
  );
}
