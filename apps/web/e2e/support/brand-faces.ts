import type { Page } from 'playwright-core';

/**
 * Waits until this page has downloaded its brand faces into the browser's cache: a first visit's page asks for them
 * once it has painted (app/fonts/brand-faces.tsx) and stays in their fallbacks; the flag in local storage is set when
 * a face has finished loading.
 */
export async function brandFacesDownloaded(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('brand-faces-cached') !== null);
}

/**
 * Waits until the page's text is drawn in its brand faces. They are used from the page after the one that downloaded
 * them: when this page is still in the fallbacks (a first visit), it waits for the download and loads the page again.
 */
export async function brandFacesInUse(page: Page): Promise<void> {
  if (!(await facesInUse(page))) {
    await brandFacesDownloaded(page);
    await page.reload();
  }
  await page.waitForSelector('html[data-faces]', { state: 'attached' });
  await page.evaluate(async () => {
    // A layout with the faces' stacks uses them; fonts.ready then waits for them (from the cache).
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

/** Whether <html> has `data-faces`: the page is laid out in the brand faces rather than in their fallbacks. */
export async function facesInUse(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-faces'));
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

/** Records, from the next navigation on, when `data-faces` is set on <html> (read by facesSwitch). */
export async function recordFacesSwitch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as FacesSwitchRecord;
    new MutationObserver(() => {
      if (record.facesSwitchedAt === undefined && document.documentElement.hasAttribute('data-faces')) {
        record.facesSwitchedAt = performance.now();
        record.facesSwitchedOn = location.pathname;
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

interface FacesSwitchRecord {
  facesSwitchedAt?: number;
  facesSwitchedOn?: string;
  facesReadyAtSwitch?: boolean;
}

/**
 * When this document switched to its brand faces (ms from its navigation; NaN when it has not), on which path, whether
 * both faces had arrived by then, and when it first painted.
 */
export async function facesSwitch(
  page: Page,
): Promise<{ switchedAt: number; switchedOn: string | null; readyAtSwitch: boolean; firstPaint: number }> {
  return page.evaluate(() => {
    const record = window as unknown as FacesSwitchRecord;
    return {
      switchedAt: record.facesSwitchedAt ?? Number.NaN,
      switchedOn: record.facesSwitchedOn ?? null,
      readyAtSwitch: record.facesReadyAtSwitch ?? false,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    };
  });
}
