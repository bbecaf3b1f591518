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

/** Records, from the next navigation on, when `data-faces` is set on <html> (read by facesSwitchedAt). */
export async function recordFacesSwitch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { facesSwitchedAt?: number; facesReadyAtSwitch?: boolean };
    new MutationObserver(() => {
      if (record.facesSwitchedAt === undefined && document.documentElement.hasAttribute('data-faces')) {
        record.facesSwitchedAt = performance.now();
        // Whether both faces had already arrived: then the switch lays the page out once, in the faces.
        const style = getComputedStyle(document.documentElement);
        record.facesReadyAtSwitch = ['--brand-font-face', '--brand-heading-font-face'].every((name) =>
          document.fonts.check(`1em ${style.getPropertyValue(name).split(',')[0]}`),
        );
      }
      // The document, not <html>: an init script runs before the parser has made the root element.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-faces'] });
  });
}

/**
 * When the page switched to its brand faces, whether both faces had arrived by then, and when it first painted (ms
 * from navigation).
 */
export async function facesSwitchedAt(page: Page): Promise<{ switchedAt: number; readyAtSwitch: boolean; firstPaint: number }> {
  await brandFacesInUse(page);
  return page.evaluate(() => ({
    switchedAt: (window as unknown as { facesSwitchedAt?: number }).facesSwitchedAt ?? Number.NaN,
    readyAtSwitch: (window as unknown as { facesReadyAtSwitch?: boolean }).facesReadyAtSwitch ?? false,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
}
