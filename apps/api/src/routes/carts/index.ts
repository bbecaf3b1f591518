import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { addBundleRoute } from './add-bundle';
import { addCollectionRoute } from './add-collection';
import { addItemsRoute } from './add-items';
import { cddServiceRoutes } from './cdd-service';
import { clearCartRoute } from './clear-cart';
import { couponRoutes } from './coupons';
import { getMyCartRoute } from './get-my-cart';
import { mergeCartRoute } from './merge-cart';
import { quoteRoute } from './quote';
import { remoteTokenRoute } from './remote-token';
import { removeItemRoute } from './remove-item';
import { setCartRegionRoute } from './set-cart-region';
import { setRegionRoutes } from './set-region';
import { shareCartLinkRoute } from './share-cart-link';
import { updateItemRoute } from './update-item';

/** Registers the cart routes. */
export const cartRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [
      getMyCartRoute,
      addItemsRoute,
      addCollectionRoute,
      addBundleRoute,
      updateItemRoute,
      removeItemRoute,
      clearCartRoute,
      mergeCartRoute,
      shareCartLinkRoute,
      couponRoutes,
      setRegionRoutes,
      setCartRegionRoute,
      remoteTokenRoute,
      quoteRoute,
      cddServiceRoutes,
    ]) {
      await app.register(route(deps));
    }
  };
