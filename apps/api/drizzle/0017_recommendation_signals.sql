CREATE TABLE "product_pair_counts" (
	"brand" text NOT NULL,
	"region" text NOT NULL,
	"product_a" text NOT NULL,
	"product_b" text NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"seed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_pair_counts_brand_region_product_a_product_b_pk" PRIMARY KEY("brand","region","product_a","product_b")
);
--> statement-breakpoint
CREATE TABLE "product_popularity" (
	"brand" text NOT NULL,
	"region" text NOT NULL,
	"product_id" text NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"seed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_popularity_brand_region_product_id_pk" PRIMARY KEY("brand","region","product_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_counted_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_seeds" (
	"brand" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recommendation_counted_orders_brand_idx" ON "recommendation_counted_orders" USING btree ("brand","counted_at");