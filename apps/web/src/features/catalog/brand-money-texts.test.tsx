import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core/brands';
import { EMPTY_LISTING_QUERY } from '@store/core/listing/listing-query';
import { priceBandChoices } from '@store/core/listing/price-bands';
import { foreignMoney } from '@store/core/money-text.test-support';
import type { UpsellItem } from '@store/core/upsell';
import { productFixture } from '../../test-support/product-fixture';
import { WgsFeesBlock } from '../content/wgs-fees';
import { priceCell } from '../compare/compare-rows';
import { productFinancing } from '../payments/product-financing';
import { AddOnPicker } from './configurator/add-on-picker';
import { addOnOptions } from './configurator/add-on-options';
import { ListingFilters } from './listing-filters';
import { ProductGrid } from './product-grid';

vi.mock('../../lib/env', () => ({ env: () => ({ apiUrl: 'http://127.0.0.1:4999', revalidateSeconds: 60 }) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The text a shopper reads in server-rendered markup (tags dropped, entities kept as written: none in money). */
const textOf = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node)).replace(/<[^>]*>/g, ' ');

/** The white glove fee schedule GET /orders/wgs answers (minor units; the brand's currency is the store's). */
const WGS_ANSWER = {
  status: 'ok',
  result: {
    fees: {
      firstItem: 14_900,
      extraItem: 4_500,
      removalFeeStates: [{ state: 'CA', feePerMattress: 1_050 }],
      unavailableStates: [],
    },
  },
};

function gift(name: string, productId: string, discount: number): UpsellItem {
  const media = '/media/bedding/sheets/white/main.svg';
  return {
    name,
    productId,
    region: 'US',
    kind: 'gift',
    sku: 'SKU',
    fallbackSku: 'SKU',
    shortTitle: name,
    longTitle: name,
    shortDescription: name,
    longDescription: name,
    thumbnail: media,
    thumbnailV2: media,
    image: media,
    imageMobile: media,
    imageByColor: {},
    features: [],
    defaultProperties: [],
    alternativeProperties: [],
    isUpsell: true,
    isNotSaleAble: false,
    discount,
    hasSizeVariant: false,
    isStandalone: false,
    preselected: false,
    type: 'additional',
    sellsWith: ['mattress'],
    dataV2: { labelData: { label: '', color: '' }, shortTitle: name, image: media, features: [] },
    isComboWithBaseProduct: { show: false, label: '', labelV2: '', labelV3: '', title: '', sellsWithMattess: false },
  };
}

/** Every brand's key server-rendered texts that carry money, built from its data in its currency. */
async function pageTexts(key: BrandKey): Promise<string> {
  const brand = BRANDS[key];
  const { currency } = brand;
  const pricing = {
    price: { amount: 119_900, currency, discount: 20 },
    listPrice: { amount: 149_900, currency, discount: 0 },
  };
  const mattress = productFixture({ pricing });
  const pillow = productFixture({
    id: 'pillow',
    name: 'pillow',
    title: 'Pillow',
    attributes: { group: 'bedding', markers: [] },
    pricing,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(WGS_ANSWER)),
  );
  const chosenBand = { min: 100_000, max: 150_000 };
  const options = addOnOptions([gift('free-pillow', 'pillow', 100), gift('half-pillow', 'pillow', 50)], [mattress, pillow], {
    product: { ...mattress, group: 'mattress', needsCoverage: false },
    brand,
    selection: { Size: 'queen', Color: 'white' },
    shippingProtection: false,
  });
  const compare = priceCell(
    {
      from: { sku: 'A', price: 89_900, listPrice: 99_900, discount: 10 },
      to: { sku: 'B', price: 119_900, listPrice: 149_900, discount: 20 },
    },
    currency,
  );
  return [
    // A listing: its cards and its price filter (choices and the active filter's chip).
    textOf(createElement(ProductGrid, { items: [{ product: mattress }], showPrices: true })),
    textOf(
      createElement(ListingFilters, {
        path: '/mattresses',
        query: { ...EMPTY_LISTING_QUERY, price: chosenBand },
        sizes: [],
        firmness: [],
        bands: priceBandChoices([79_900, 119_900, 189_900], chosenBand),
        currency,
      }),
    ),
    // A product page: the financing messages of each variant price and the add-ons (extras) with their prices.
    ...Object.values(productFinancing(mattress, currency, brand.paymentProviders)).map(textOf),
    textOf(
      createElement(AddOnPicker, { options, chosen: new Set<string>(), onToggle: () => undefined, currency, loading: false }),
    ),
    // The white glove page's fee table, and a comparison cell.
    textOf(await WgsFeesBlock({ brand })),
    [compare.text, compare.struck ?? '', compare.note ?? ''].join(' '),
  ].join('\n');
}

describe("every brand's server-rendered money texts are in the brand's currency", () => {
  it.each(BRAND_KEYS)('%s', async (key) => {
    const text = await pageTexts(key);
    expect(foreignMoney(text, BRANDS[key].currency)).toEqual([]);
    // Money is there to check: the white glove first-item fee in the store's own form.
    expect(text).toContain(BRANDS[key].currency === 'CAD' ? 'CA$149' : '$149');
  });
});
