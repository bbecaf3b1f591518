import { err, ok, type Album, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findAlbumPage } from '../../db/repositories/review-albums';

/** Albums by name (the storefront asks page 1, per_page 100); an album the brand does not have is not found. */
export async function getAlbum(
  ctx: RequestContext,
  input: { name: string; page: number; perPage: number },
  deps: Pick<Deps, 'db'>,
): Promise<Result<Album>> {
  const album = await findAlbumPage(deps.db, ctx.brand, input.name, {
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
  });
  if (!album) return err('NOT_FOUND', 'Album not found');
  return ok({
    name: album.name,
    title: album.title,
    items: album.items,
    pagination: { page: input.page, perPage: input.perPage, total: album.total },
  });
}
