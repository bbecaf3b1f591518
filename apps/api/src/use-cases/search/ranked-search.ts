import { CATEGORY_GROUPS, rankSearchCandidates, searchCandidateOf, type BrandKey, type SearchCandidate } from '@store/core';
import type { Database } from '../../db/client';
import { findSearchCandidates, hasTrigram, type SearchCandidateRow } from '../../db/repositories/product-search';

/** The product groups a category page shows: only these are search results. */
export const BROWSABLE_GROUPS = [...new Set(Object.values(CATEGORY_GROUPS).flat())];

/** A product a search found, as core ranks it, with its row. */
export type RankedProduct = SearchCandidate & { row: SearchCandidateRow };

/**
 * The brand's browsable products a search finds (the database's full-text and trigram match), in core's order: field
 * weights and the sizes the search names (docs/architecture.md "Site search").
 */
export async function rankedSearch(db: Database, brand: BrandKey, tokens: readonly string[]): Promise<RankedProduct[]> {
  const trigram = await hasTrigram(db);
  const found = await findSearchCandidates(db, { brand, tokens, groups: BROWSABLE_GROUPS, trigram });
  const candidates = found.map((row) => ({
    row,
    ...searchCandidateOf({
      title: row.document.title,
      group: row.document.attributes.group,
      properties: row.document.properties,
      summary: row.document.content.summary,
      description: row.document.content.description,
      position: row.position,
    }),
  }));
  return rankSearchCandidates(tokens, candidates);
}
