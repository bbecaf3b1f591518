CREATE TABLE "catalog_seeds" (
	"brand" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_availability" (
	"brand" text NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_in_stock" boolean NOT NULL,
	"is_back_order_allowed" boolean NOT NULL,
	"shipping_from" integer NOT NULL,
	"shipping_to" integer NOT NULL,
	"wgs_shipping_from" integer NOT NULL,
	"wgs_shipping_to" integer NOT NULL,
	CONSTRAINT "product_availability_brand_sku_pk" PRIMARY KEY("brand","sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"brand" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"inventory_key" text NOT NULL,
	"product_group" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "products_brand_id_pk" PRIMARY KEY("brand","id")
);
--> statement-breakpoint
CREATE INDEX "availability_brand_product_idx" ON "product_availability" USING btree ("brand","product_id");--> statement-breakpoint
CREATE INDEX "products_brand_name_idx" ON "products" USING btree ("brand","name");--> statement-breakpoint
CREATE INDEX "products_brand_inventory_key_idx" ON "products" USING btree ("brand","inventory_key");--> statement-breakpoint
CREATE INDEX "products_brand_group_idx" ON "products" USING btree ("brand","product_group");