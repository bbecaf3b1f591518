import type { Page } from 'playwright-core';

/** Links already handed out, so a journey that asks twice gets the new email's link, not the old one again. */
const handedOut = new Set<string>();

/**
 * The newest link to `path` (such as '/login/verify') in this browser's sandbox mailbox (GET /api/sandbox/mailbox, the
 * default mode's stand-in for email) not handed out before, waiting for the email job to run. Opens messages newest first.
 */
export async function linkFromMailbox(page: Page, base: string, path: string, timeoutMs = 20_000): Promise<URL> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    await page.goto(`${base}/api/sandbox/mailbox`);
    const messages = await page.locator('ol a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const message of messages) {
      await page.goto(message);
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const found = hrefs
        .map((href) => new URL(href))
        .find((url) => url.pathname === path && url.searchParams.has('token') && !handedOut.has(url.href));
      if (found) {
        handedOut.add(found.href);
        return found;
      }
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`No email with a ${path} link reached the sandbox mailbox in ${timeoutMs} ms`);
}
