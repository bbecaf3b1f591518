import type { Page } from 'playwright-core';
import { LARGEST_IMAGE_WAIT_MS } from '../../src/lib/after-largest-image';

/** Waits until React has hydrated the page's main content (it marks each element it hydrated with its fiber). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}

/**
 * When the first contentful paint came, when the page's largest images arrived, when each of the framework's chunks was
 * asked for (ms from navigation), and how many script preloads the document has (the storefront's server drops them:
 * server/scripts-after-paint.ts).
 */
export async function frameworkScriptTiming(page: Page): Promise<{
  firstPaint: number;
  /** When each image the page asks for first (`fetchpriority="high"`) finished arriving. */
  largestImages: { file: string; arrivedAt: number }[];
  scripts: { file: string; askedAt: number }[];
  preloads: number;
}> {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    largestImages: [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => {
      const entry = performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined;
      return { file: image.currentSrc, arrivedAt: entry?.responseEnd ?? Number.NaN };
    }),
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
      .map((entry) => ({ file: new URL(entry.name).pathname, askedAt: entry.startTime })),
    preloads: document.querySelectorAll('link[rel="preload"][as="script"]').length,
  }));
}

/**
 * When the first contentful paint came, when the document was parsed (DOMContentLoaded), when `load` came, and when each
 * script the page queued for after its paint (the `__nextAfterPaint("...")` calls the storefront's server writes) was
 * asked for, in ms from navigation. Only those: a chunk the framework asks for once its scripts run (the error
 * boundary's, named in the page's data) comes as late as the scripts' own running, which a loaded machine delays.
 */
export async function queuedScriptTiming(page: Page): Promise<{
  firstPaint: number;
  parsedAt: number;
  loadedAt: number;
  queued: { file: string; askedAt: number }[];
}> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const files = [...document.scripts].flatMap((script) =>
      [...(script.textContent ?? '').matchAll(/__nextAfterPaint\("([^"]+)"\)/g)].map((match) => match[1]!),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      parsedAt: navigation.domContentLoadedEventStart,
      loadedAt: navigation.loadEventStart,
      queued: files.map((file) => ({
        file,
        askedAt: performance.getEntriesByName(new URL(file, location.href).href)[0]?.startTime ?? Number.NaN,
      })),
    };
  });
}

/**
 * When what waits for the largest image may be asked for: once the image has arrived, or once the wait, begun at the
 * first paint, has run out (LARGEST_IMAGE_WAIT_MS), whichever is first. A loaded machine can take longer than the wait
 * to bring a hero that is half a second late, and then the wait, not the image, lets them go.
 */
export function waitForLargestImageEnded(firstPaint: number, hero: { arrivedAt: number }): number {
  return Math.min(hero.arrivedAt, firstPaint + LARGEST_IMAGE_WAIT_MS);
}
