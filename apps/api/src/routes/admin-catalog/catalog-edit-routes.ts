import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listCatalogProductsRoute } from './list-products';
import { getCatalogProductRoute } from './get-product';
import { saveCatalogProductRoute } from './save-product';
import { createCatalogProductRoute } from './create-product';
import { listVariantsRoute } from './list-variants';
import { patchVariantsRoute } from './patch-variants';
import { downloadPriceSheetRoute } from './download-price-sheet';
import { checkPriceSheetRoute } from './check-price-sheet';

/** Catalogue editing: products (catalog.read to see, catalog.edit to change), variants' prices and availability, the price sheet. */
export const catalogEditRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listCatalogProductsRoute(deps));
    await app.register(getCatalogProductRoute(deps));
    await app.register(saveCatalogProductRoute(deps));
    await app.register(createCatalogProductRoute(deps));
    await app.register(listVariantsRoute(deps));
    await app.register(patchVariantsRoute(deps));
    await app.register(downloadPriceSheetRoute(deps));
    await app.register(checkPriceSheetRoute(deps));
  };
