CREATE TABLE "cart_lines" (
	"cart_id" text NOT NULL,
	"item_identifier" text NOT NULL,
	"brand" text NOT NULL,
	"product_id" text NOT NULL,
	"properties" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"for_item" text,
	"fulfillment_status" text DEFAULT 'pending' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_lines_cart_id_item_identifier_pk" PRIMARY KEY("cart_id","item_identifier")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"session_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"coupon_code" text,
	"prevent_adding_coupon" boolean DEFAULT false NOT NULL,
	"region" jsonb,
	"billing_provider" text,
	"req_shipping_date" text,
	"req_delivery_date" text,
	"history_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_position" integer DEFAULT 0 NOT NULL,
	"link_consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"applies_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"keep_when_zero" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupons_brand_code_pk" PRIMARY KEY("brand","code")
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"cart_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remote_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"cart_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_seeds" (
	"brand" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsells" (
	"brand" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "upsells_brand_name_pk" PRIMARY KEY("brand","name")
);
--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_brand_session_active_idx" ON "carts" USING btree ("brand","session_hash") WHERE "carts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox_events" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "upsells_brand_region_idx" ON "upsells" USING btree ("brand","region","position");