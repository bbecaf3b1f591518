import type { Page } from 'playwright-core';
import { analyticsEventSchema } from '@store/core/analytics/events';

/** One event as the page pushed it onto window.dataLayer (catalogue). */
export type PushedEvent = { event: string } & Record<string, unknown>;

/** The page's window.dataLayer, read the way a tag manager would: the events pushed on this page load. */
export class DataLayer {
  constructor(private readonly page: Page) {}

  /** Every event pushed, each checked against the catalogue's schema (the browser pushes them unchecked). */
  async all(): Promise<PushedEvent[]> {
    const pushed = await this.page.evaluate(() => ((window as unknown as { dataLayer?: PushedEvent[] }).dataLayer ?? []).slice());
    for (const event of pushed) {
      const checked = analyticsEventSchema.safeParse(event);
      if (!checked.success) throw new Error(`analytics event ${event.event} is not in the catalogue: ${checked.error.message}`);
    }
    return pushed;
  }

  /** The pushed events of one name, in order. */
  async named(name: string): Promise<PushedEvent[]> {
    return (await this.all()).filter((e) => e.event === name);
  }

  /** The checkout steps pushed (checkout_step's `step`), in order. */
  async steps(): Promise<string[]> {
    return (await this.named('checkout_step')).map((e) => String(e.step));
  }
}
