import type { Page } from 'playwright-core';
import type { BrandKey } from '@store/core/brands';
import { baseUrl } from '../support/browser';
import { brandFacesDownloaded, brandFacesInUse, fontTiming } from '../support/brand-faces';

/** A brand's home page. */
export class HomePage {
  constructor(
    private readonly page: Page,
    private readonly brand: BrandKey,
  ) {}

  async goto(): Promise<void> {
    const response = await this.page.goto(`${baseUrl(this.brand)}/`);
    if (!response || response.status() !== 200) throw new Error(`Home of ${this.brand} answered ${response?.status()}`);
  }

  /** The brand name in the header. */
  async brandName(): Promise<string> {
    return (await this.page.getByTestId('brand-name').textContent())?.trim() ?? '';
  }

  /** The page's one h1. */
  async heading(): Promise<string> {
    return (await this.page.locator('h1').textContent())?.trim() ?? '';
  }

  async discontinuedNotice(): Promise<string | null> {
    const notice = this.page.getByTestId('discontinued-notice');
    return (await notice.count()) === 0 ? null : ((await notice.textContent()) ?? '');
  }

  /** Where the notice's successor link points. */
  async successorHref(): Promise<string | null> {
    return this.page
      .getByTestId('discontinued-notice')
      .getByRole('link', { name: /^Shop / })
      .getAttribute('href');
  }

  async priceCount(): Promise<number> {
    return this.page.getByTestId('price').count();
  }

  /** The hero's call to action: its text and where it leads. */
  async heroCta(): Promise<{ text: string; href: string | null }> {
    const cta = this.page.getByTestId('hero-cta');
    return { text: (await cta.textContent())?.trim() ?? '', href: await cta.getAttribute('href') };
  }

  /** The promotion banner's heading and its link's target, or null without a banner. */
  async promotion(): Promise<{ heading: string; href: string | null } | null> {
    const banner = this.page.getByTestId('home-promotion');
    if ((await banner.count()) === 0) return null;
    return {
      heading: (await banner.getByRole('heading').textContent())?.trim() ?? '',
      href: await banner.getByRole('link').getAttribute('href'),
    };
  }

  async trustBadges(): Promise<string[]> {
    return (await this.page.getByTestId('trust-badge').allTextContents()).map((text) => text.trim());
  }

  async reviewCount(): Promise<number> {
    return this.page.getByTestId('home-review').count();
  }

  async bottomline(): Promise<string> {
    return (await this.page.getByTestId('home-bottomline').textContent())?.trim() ?? '';
  }

  /** The computed look once the brand faces are in use: the body's and the h1's font family, the header's colour. */
  async look(): Promise<{ bodyFont: string; headingFont: string; headerBackground: string }> {
    await brandFacesInUse(this.page);
    return this.page.evaluate(() => ({
      bodyFont: getComputedStyle(document.body).fontFamily,
      headingFont: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      headerBackground: getComputedStyle(document.querySelector('[data-testid="site-header"]') as Element).backgroundColor,
    }));
  }

  /** The font files this page downloaded for the next one, each with when it was asked for, and the first paint. */
  async fontDownloads(): Promise<{ firstPaint: number; fonts: { file: string; askedAt: number }[] }> {
    await brandFacesDownloaded(this.page);
    return fontTiming(this.page);
  }

  /** Every image's alt text on the page. */
  async imageAlts(): Promise<string[]> {
    return this.page.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  }
}
