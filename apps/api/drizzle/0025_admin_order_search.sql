-- Staff order search and order timelines (GET /admin/orders, GET /admin/orders/{id}).
CREATE INDEX "orders_email_key_search_idx" ON "orders" USING btree ("email_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_key_search_idx" ON "orders" USING btree ("phone_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_zip_key_search_idx" ON "orders" USING btree ("zip_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_short_id_search_idx" ON "orders" USING btree ("short_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
-- Partial names (GET /admin/orders ?q=): a trigram index on orders' names expression (schema/orders.ts orderNamesText).
-- pg_trgm ships with PostgreSQL's contrib and PGlite loads it (db/client.ts); where it is missing this migration still
-- succeeds and a name search reads the table in date order instead (as site search does without it, 0018).
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	EXECUTE $idx$CREATE INDEX IF NOT EXISTS "orders_names_trgm_idx" ON "orders" USING gin (lower(coalesce("shipping_details"->>'firstName', '') || ' ' || coalesce("shipping_details"->>'lastName', '') || ' / ' || coalesce("billing_details"->>'firstName', '') || ' ' || coalesce("billing_details"->>'lastName', '')) gin_trgm_ops)$idx$;
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm is not available (%): staff name search reads orders in date order', SQLERRM;
END
$$;--> statement-breakpoint
CREATE INDEX "jobs_order_idx" ON "jobs" USING btree (("payload"->>'orderId'));--> statement-breakpoint
CREATE INDEX "messaging_consents_email_idx" ON "messaging_consents" USING btree ("brand",lower("email"));--> statement-breakpoint
CREATE INDEX "payment_webhook_events_order_idx" ON "payment_webhook_events" USING btree (("payload"->'data'->>'orderId'));