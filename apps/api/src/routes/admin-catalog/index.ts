import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { catalogEditRoutes } from './catalog-edit-routes';
import { catalogFileApplyRoute } from './catalog-file-apply';
import { catalogFileDownloadRoute } from './catalog-file-download';
import { catalogFileDryRunRoute } from './catalog-file-dry-run';
import { upsellRoutes } from './upsell-routes';

/** The staff application's catalogue: products, prices, availability, the catalogue file (/admin/catalog). */
export const adminCatalogRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Products, variants' prices and availability, the price sheet.
    await app.register(catalogEditRoutes(deps));
    // The catalogue file: download, dry run, apply.
    await app.register(catalogFileDownloadRoute(deps));
    await app.register(catalogFileDryRunRoute(deps));
    await app.register(catalogFileApplyRoute(deps));
    // The upsells section: offers and gifts, edited from the product page.
    await app.register(upsellRoutes(deps));
  };
