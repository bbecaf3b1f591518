CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Rows written before these foreign keys existed that would break them are removed first (hand-written).
DELETE FROM "cart_lines" WHERE NOT EXISTS (SELECT 1 FROM "carts" WHERE "carts"."id" = "cart_lines"."cart_id");--> statement-breakpoint
WITH RECURSIVE "kept" AS (
	SELECT "cart_id", "item_identifier" FROM "cart_lines" WHERE "for_item" IS NULL
	UNION
	SELECT "child"."cart_id", "child"."item_identifier" FROM "cart_lines" "child"
	JOIN "kept" ON "kept"."cart_id" = "child"."cart_id" AND "kept"."item_identifier" = "child"."for_item"
)
DELETE FROM "cart_lines" WHERE NOT EXISTS (
	SELECT 1 FROM "kept" WHERE "kept"."cart_id" = "cart_lines"."cart_id" AND "kept"."item_identifier" = "cart_lines"."item_identifier"
);--> statement-breakpoint
DELETE FROM "remote_tokens" WHERE NOT EXISTS (SELECT 1 FROM "carts" WHERE "carts"."id" = "remote_tokens"."cart_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_parent_fk" FOREIGN KEY ("cart_id","for_item") REFERENCES "public"."cart_lines"("cart_id","item_identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_tokens" ADD CONSTRAINT "remote_tokens_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "remote_tokens_cart_idx" ON "remote_tokens" USING btree ("cart_id","expires_at");--> statement-breakpoint
CREATE INDEX "remote_tokens_expires_idx" ON "remote_tokens" USING btree ("expires_at");