-- Site search (docs/architecture.md "Site search"). Hand-written (drizzle-kit generate --custom): the search
-- columns stay out of the drizzle schema so catalogue reads never fetch them, and pg_trgm is optional.
-- Full-text: a generated tsvector, weighted title (A) > category (B) > summary and description (C) > option titles (D).
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english', coalesce("document"->>'title', '')), 'A') ||
	setweight(to_tsvector('english', replace("product_group", '-', ' ')), 'B') ||
	setweight(to_tsvector('english', coalesce("document"#>>'{content,summary}', '') || ' ' || coalesce("document"#>>'{content,description}', '')), 'C') ||
	setweight(to_tsvector('english', jsonb_path_query_array("document", '$.properties[*].options[*].title')::text), 'D')
) STORED;
--> statement-breakpoint
-- The words typo tolerance compares against: the title and the category, lower case.
ALTER TABLE "products" ADD COLUMN "search_words" text GENERATED ALWAYS AS (
	lower(coalesce("document"->>'title', '') || ' ' || replace("product_group", '-', ' '))
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
-- pg_trgm ships with PostgreSQL's contrib and PGlite loads it (db/client.ts); where it is missing the search falls back
-- to prefix matching (db/repositories/product-search.ts) and this migration still succeeds.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	EXECUTE 'CREATE INDEX IF NOT EXISTS "products_search_words_trgm_idx" ON "products" USING gin ("search_words" gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm is not available (%): site search uses prefix matching', SQLERRM;
END
$$;
