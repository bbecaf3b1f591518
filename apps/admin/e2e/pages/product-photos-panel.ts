import type { Locator, Page } from 'playwright-core';
import { adminUrl } from '../support/stack';

/** The Photos section of a product's catalogue page: upload, the list of photos and their actions. */
export class ProductPhotosPanel {
  readonly panel: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByTestId('product-photos');
  }

  async open(brand: string, productId: string): Promise<void> {
    await this.page.goto(`${adminUrl()}/catalog/${brand}/${productId}`);
    await this.panel.waitFor();
  }

  /** Chooses a file, writes the alt text, picks the colour (its label) and uploads; waits for the photo's card. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }, alt: string, colour: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Upload a photo' });
    await form.getByLabel('Photo file').setInputFiles(file);
    await form.getByLabel('Alt text').fill(alt);
    await form.getByRole('combobox', { name: 'Colour' }).click();
    await this.page.getByRole('option', { name: colour, exact: true }).click();
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await this.card(alt).waitFor();
  }

  /** Uploads and answers the error the form shows. */
  async uploadRefused(file: { name: string; mimeType: string; buffer: Buffer }, alt: string): Promise<string> {
    const form = this.page.getByRole('form', { name: 'Upload a photo' });
    await form.getByLabel('Photo file').setInputFiles(file);
    await form.getByLabel('Alt text').fill(alt);
    await form.getByRole('button', { name: 'Upload photo' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'The photo was not uploaded' });
    await alert.waitFor();
    return alert.innerText();
  }

  card(alt: string): Locator {
    return this.panel.getByTestId('photo-card').filter({ has: this.page.getByRole('img', { name: alt }) });
  }

  /** Whether the card's thumbnail loaded (a real image from /media/photos through the staff origin). */
  async thumbnailLoaded(alt: string): Promise<boolean> {
    const img = this.card(alt).getByRole('img', { name: alt });
    await img.scrollIntoViewIfNeeded();
    return img.evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const image = element as HTMLImageElement;
          if (image.complete) return resolve(image.naturalWidth > 0);
          image.addEventListener('load', () => resolve(image.naturalWidth > 0));
          image.addEventListener('error', () => resolve(false));
        }),
    );
  }

  async delete(alt: string): Promise<void> {
    await this.card(alt)
      .getByRole('button', { name: /^Delete photo/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete this photo?' });
    await dialog.getByRole('button', { name: 'Delete photo' }).click();
    await this.card(alt).waitFor({ state: 'detached' });
  }
}
