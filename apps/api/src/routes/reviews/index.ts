import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { filterReviewsRoute } from './filter-reviews';
import { brandBottomlineRoute } from './brand-bottomline';
import { productBottomlineRoute } from './product-bottomline';
import { productBottomlinesRoute } from './product-bottomlines';
import { productReviewsRoute } from './product-reviews';
import { getAlbumRoute } from './get-album';
import { voteOnReviewRoute } from './vote-on-review';
import { writeReviewRoute } from './write-review';
import { orderReviewsRoute } from './order-reviews';

/** Registers the reviews service (Reviews service). */
export const reviewRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(filterReviewsRoute(deps));
    await app.register(brandBottomlineRoute(deps));
    await app.register(productBottomlineRoute(deps));
    await app.register(productBottomlinesRoute(deps));
    await app.register(productReviewsRoute(deps));
    await app.register(getAlbumRoute(deps));
    await app.register(voteOnReviewRoute(deps));
    await app.register(writeReviewRoute(deps));
    await app.register(orderReviewsRoute(deps));
  };
