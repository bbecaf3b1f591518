import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@store/core/money';
import type { Product } from '@store/core/product';
import { defaultSelection, variantPrice } from '@store/core/variant';
import { baseUrl, browserForFile } from '../../web/e2e/support/browser';
import { rawRequest } from '../../web/e2e/support/raw-http';
import { CatalogFilePage } from './pages/catalog-file-page';
import { SignInPage } from './pages/sign-in-page';
import { shot, staffAccounts, staffPage } from './support/stack';

/**
 * An owner at 1440 px downloads plume's catalogue file, raises one product's price in it, uploads it: the dry run
 * shows that one row; they apply it, and the storefront's product page and product feeds show the new price.
 */

const browser = browserForFile();
const staff = staffAccounts();
const BRAND = 'plume';

let started = 0;
afterAll(() => console.log(`catalogue file journey took ${((Date.now() - started) / 1000).toFixed(1)} s`));

/** The file with the first single-priced product's list price up $100, its sale price as the store charges it. */
function raisePrice(text: string): { text: string; product: Product; price: number; listPrice: number } {
  const file = JSON.parse(text) as { products: Product[] };
  const product = file.products.find((p) => !Array.isArray(p.pricing) && p.bundlePage === undefined && p.properties.length > 0);
  if (!product || Array.isArray(product.pricing)) throw new Error('no single-priced product in the file');
  product.pricing.listPrice.amount += 10000;
  const charged = variantPrice(product, defaultSelection(product));
  product.pricing.price.amount = charged.price;
  return { text: `${JSON.stringify(file, null, 2)}\n`, product, price: charged.price, listPrice: charged.listPrice };
}

describe('the catalogue file', () => {
  it('an owner downloads the file, changes a price, sees it in the dry run, applies it, and the storefront shows it', async () => {
    started = Date.now();
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(staff.owner.email, staff.owner.password!)).toBe('signed-in');

    const files = new CatalogFilePage(page);
    await files.open(BRAND);
    await shot(page, 'catalog-file-01-page');
    const downloaded = await files.download();
    expect(downloaded.name).toBe(`${BRAND}.json`);
    expect(JSON.parse(downloaded.text)).toMatchObject({ brand: BRAND });

    // The file as downloaded plans nothing.
    await files.upload(downloaded.name, downloaded.text);
    await page.getByText(/No changes: .* already holds exactly this file/).waitFor();

    const edited = raisePrice(downloaded.text);
    await files.upload('plume-new-price.json', edited.text);
    await files.plan.waitFor();
    const row = (await files.planRow(edited.product.id).innerText()).replace(/\s+/g, ' ');
    expect(row).toContain('Changed');
    expect(row).toContain('pricing.price.amount');
    expect(await files.plan.getByRole('row').count()).toBe(2);
    await shot(page, 'catalog-file-02-dry-run');

    // The storefront has the feed (and the product list behind it) cached before the change.
    const sku = variantPrice(edited.product, defaultSelection(edited.product)).sku;
    const saleText = `${(edited.price / 100).toFixed(2)} USD`;
    const warm = await rawRequest({ brand: BRAND, path: '/feeds/google.xml' });
    expect(warm.status).toBe(200);
    const itemOf = (xml: string) => xml.split('<item>').find((chunk) => chunk.includes(`<g:id>${sku}</g:id>`)) ?? '';
    expect(itemOf(warm.body)).toContain('<g:sale_price>');
    expect(itemOf(warm.body)).not.toContain(`<g:sale_price>${saleText}</g:sale_price>`);

    const dialog = await files.apply();
    await shot(page, 'catalog-file-03-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await page.getByText(/Applied plume-new-price\.json: 1 change written/).waitFor();
    await shot(page, 'catalog-file-04-applied');

    // The storefront: the product page and both feeds carry the new price within seconds.
    const sale = formatMoney({ amount: edited.price, currency: 'USD' });
    const shop = (await staffPage(browser())).page;
    await shop.goto(`${baseUrl(BRAND)}${edited.product.metadata.url}`);
    await shop.getByText(sale).first().waitFor({ timeout: 15_000 });
    await shot(shop, 'catalog-file-05-storefront');

    const google = await rawRequest({ brand: BRAND, path: '/feeds/google.xml' });
    expect(google.status).toBe(200);
    expect(google.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(itemOf(google.body)).toContain(`<g:sale_price>${saleText}</g:sale_price>`);
    const meta = await rawRequest({ brand: BRAND, path: '/feeds/meta.csv' });
    expect(meta.status).toBe(200);
    expect(meta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(meta.body.split('\n').find((line) => line.startsWith(`${sku},`))).toContain(saleText);
  });

  it('a plan made before someone else’s import is refused; a new dry run, then the apply, restores the file', async () => {
    const signedInOwner = async () => {
      const { page } = await staffPage(browser());
      const signIn = new SignInPage(page);
      await signIn.goto();
      expect(await signIn.signIn(staff.owner.email, staff.owner.password!)).toBe('signed-in');
      const files = new CatalogFilePage(page);
      await files.open(BRAND);
      return { page, files };
    };
    const mine = await signedInOwner();
    const current = await mine.files.download();
    const restored = JSON.parse(current.text) as { products: Product[] };
    const original = raisePrice(current.text);
    // Back to the demo price: the changed product's prices as the demo file has them.
    const before = restored.products.find((p) => p.id === original.product.id)!;
    if (Array.isArray(before.pricing)) throw new Error('expected one price');
    before.pricing.listPrice.amount -= 10000;
    before.pricing.price.amount = variantPrice(before, defaultSelection(before)).price;
    const restoreText = `${JSON.stringify(restored, null, 2)}\n`;
    await mine.files.upload('plume-restore.json', restoreText);
    await mine.files.planRow(before.id).waitFor();

    // Someone else applies another file meanwhile.
    const theirs = await signedInOwner();
    await theirs.files.upload('plume-theirs.json', raisePrice(current.text).text);
    await theirs.files.planRow(before.id).waitFor();
    await (await theirs.files.apply()).getByRole('button', { name: 'Apply 1 change' }).click();
    await theirs.page.getByText(/Applied plume-theirs\.json/).waitFor();

    const dialog = await mine.files.apply();
    await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await dialog.getByText('The catalogue changed since your dry run', { exact: false }).waitFor();
    await shot(mine.page, 'catalog-file-07-stale', { fullPage: false });
    await dialog.getByRole('button', { name: 'Run the dry run again' }).click();
    await mine.files.planRow(before.id).waitFor();
    await (await mine.files.apply()).getByRole('button', { name: 'Apply 1 change' }).click();
    await mine.page.getByText(/Applied plume-restore\.json: 1 change written/).waitFor();
    expect((await mine.files.download()).text).toBe(restoreText);
  });

  it('support may download the file but not import one', async () => {
    const { page } = await staffPage(browser());
    const signIn = new SignInPage(page);
    await signIn.goto();
    expect(await signIn.signIn(staff.support.email, staff.support.password!)).toBe('signed-in');
    const files = new CatalogFilePage(page);
    await files.open(BRAND);
    expect((await files.download()).name).toBe(`${BRAND}.json`);
    await page.getByText('Your role can download the catalogue file').waitFor();
    expect(await page.getByLabel(/^Catalogue file for /).count()).toBe(0);
    await shot(page, 'catalog-file-06-support');
  });
});
