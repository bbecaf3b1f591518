import type { Locator, Page } from 'playwright-core';

/** The sticky site header: brand link, category links and search (inline from lg, in the menu dialog below), cart button, menu button. */
export class SiteHeader {
  readonly root: Locator;
  readonly menuButton: Locator;
  readonly menuPanel: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('site-header');
    this.menuButton = this.root.getByRole('button', { name: 'Menu', exact: true });
    this.menuPanel = this.root.getByTestId('mobile-menu');
  }

  async height(): Promise<number> {
    return (await this.root.boundingBox())?.height ?? Number.NaN;
  }

  /** The brand name as drawn: its lines, and whether any of it is cut off (wider or taller than its box). */
  async brandName(): Promise<{ lines: number; clipped: boolean }> {
    return this.root.getByTestId('brand-name').evaluate((link) => {
      const text = link.querySelector('svg + span');
      if (text === null) throw new Error('The brand name has no text beside its mark');
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      // Scroll sizes are whole pixels, and a glyph's descender may reach a pixel past a tight line: a cut-off word or line
      // is many pixels.
      const clipped = [link, text].some(
        (box) => box.scrollWidth > box.clientWidth + 2 || box.scrollHeight > box.clientHeight + 2,
      );
      return { lines: Math.round(text.getBoundingClientRect().height / lineHeight), clipped };
    });
  }

  /** The category links a shopper can see now (inline nav or the open menu panel), as paths. */
  async visibleCategoryPaths(): Promise<string[]> {
    return this.root
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
  }

  /** Whether keyboard focus is inside the open menu dialog. */
  async focusInMenu(): Promise<boolean> {
    return this.menuPanel.evaluate((dialog) => dialog.contains(document.activeElement));
  }

  /** Whether the menu is open as a modal dialog (the page behind inert). */
  async menuModal(): Promise<boolean> {
    return this.menuPanel.evaluate((dialog) => dialog.matches(':modal'));
  }

  async menuExpanded(): Promise<boolean> {
    return (await this.menuButton.getAttribute('aria-expanded')) === 'true';
  }

  /** The controlled panel's id, as the button's aria-controls names it. */
  async menuControls(): Promise<string | null> {
    return this.menuButton.getAttribute('aria-controls');
  }
}

/** What has keyboard focus: its accessible-ish name (aria-label, else text) and its left edge on screen. */
export async function focusedControl(page: Page): Promise<{ name: string; x: number; y: number; testId: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      x: box?.left ?? -1,
      y: box?.top ?? -1,
      testId: element?.getAttribute('data-testid') ?? null,
    };
  });
}
