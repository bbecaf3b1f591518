import { bottomlineFrom, ok, type Bottomline, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { scoreCounts } from '../../db/repositories/reviews';

/** Global bottomline: the brand's published reviews. */
export async function brandBottomline(ctx: RequestContext, deps: Pick<Deps, 'db'>): Promise<Result<Bottomline>> {
  return ok(bottomlineFrom(await scoreCounts(deps.db, ctx.brand, null)));
}
