import type { Page } from 'playwright-core';

/**
 * Waits until the page's text is drawn in its brand faces: they are asked for once the first paint is reported
 * (html[data-faces], app/fonts/brand-faces.tsx), then downloaded when a layout uses them.
 */
export async function brandFacesInUse(page: Page): Promise<void> {
  await page.waitForSelector('html[data-faces]', { state: 'attached' });
  await page.evaluate(async () => {
    // A layout with the faces' stacks starts their downloads; fonts.ready then waits for them.
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

/** When the first contentful paint came and when each font file was asked for (ms from navigation). */
export async function fontTiming(page: Page): Promise<{ firstPaint: number; fonts: { file: string; askedAt: number }[] }> {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop() ?? '', askedAt: entry.startTime })),
  }));
}
