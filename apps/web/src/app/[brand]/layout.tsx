import type { ReactNode } from 'react';
import { requestHasSessionCookie } from '../../features/account/signed-in-account';
import { CartIsland } from '../../features/cart/cart-island';
import { loadBrandCategories } from '../../features/layout/brand-categories';
import { DiscontinuedNotice } from '../../features/layout/discontinued-notice';
import { SiteFooter } from '../../features/layout/site-footer';
import { SiteHeader } from '../../features/layout/site-header';
import { flagsOn } from '@store/core/experiments/flags';
import { requestExperiments } from '../../lib/experiments/request-experiments';
import { DY_ENV_ATTRIBUTE } from '../../lib/experiments/dynamic-yield';
import { env } from '../../lib/env';
import { FLAGS_ATTRIBUTE } from '../../lib/flags';
import { HashScroll } from '../../lib/scroll/hash-scroll';
import { LinkNavigator } from '../../components/link-navigator';
import { brandFromParam, successorOf } from '../../lib/brand/brand-param';
import { themeStyle } from '../../lib/brand/theme';
import { BrandFaces } from '../fonts/brand-faces';
import { brandFallbackFaces, brandFontStacks } from '../fonts/brand-fonts';
import '../globals.css';

/**
 * Every page carries its own CSP nonce (src/proxy.ts), so pages render per request; the API data behind
 * them stays cached (each fetch names its revalidate, REVALIDATE_SECONDS), so a render costs no API call.
 */
export const dynamic = 'force-dynamic';
export const revalidate = 300;
export const dynamicParams = true;

/** No brand is prerendered at build time (the build must not need the API); each renders on first request. */
export function generateStaticParams(): { brand: string }[] {
  return [];
}

/** The root layout of every brand's storefront: theme variables, header, discontinued notice, footer, and the cart drawer island (`?cart=`). */
export default async function BrandLayout({ children, params }: { children: ReactNode; params: Promise<{ brand: string }> }) {
  const brand = brandFromParam((await params).brand);
  const successor = brand.status === 'discontinued' ? successorOf(brand) : null;
  const categories = brand.status === 'active' ? await loadBrandCategories(brand.key) : [];
  // The header's Sign in / My account comes from the cookie's presence (pages already render per request).
  const signedIn = await requestHasSessionCookie();
  // The visitor's experiment flags (signed `vid` cookie, QA `exp`), for isFlagOn in the browser.
  const { flags } = await requestExperiments(brand);
  const fontStacks = brandFontStacks(brand.theme);
  const htmlData = { [FLAGS_ATTRIBUTE]: flagsOn(flags).join(' '), [DY_ENV_ATTRIBUTE]: env().dyEnvironment };
  return (
    // suppressHydrationWarning: BrandFaces's script sets data-faces on <html> before the page hydrates.
    <html lang="en" style={themeStyle(brand.theme, fontStacks)} data-brand={brand.key} {...htmlData} suppressHydrationWarning>
      <head>
        {/* The brand's fallback faces, metric-matched to its fonts (app/fonts/fallback-faces.ts): built from fixed data. */}
        <style dangerouslySetInnerHTML={{ __html: brandFallbackFaces(brand.theme) }} />
        <BrandFaces stacks={fontStacks} />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-40 focus:bg-page focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader brand={brand} categories={categories} signedIn={signedIn} />
        {brand.status === 'discontinued' ? (
          <DiscontinuedNotice brand={brand} successorName={successor?.name ?? null} successorOrigin={successor?.origin ?? null} />
        ) : null}
        <div className="flex-1">{children}</div>
        <SiteFooter brand={brand} />
        {brand.status === 'active' ? <CartIsland /> : null}
        <HashScroll />
        <LinkNavigator />
      </body>
    </html>
  );
}
