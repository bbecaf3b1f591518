CREATE TABLE "product_images" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"product_id" text NOT NULL,
	"color" text,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "product_images_alt_length" CHECK (char_length("product_images"."alt") between 1 and 200),
	CONSTRAINT "product_images_content_type" CHECK ("product_images"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "product_images_size" CHECK ("product_images"."width" > 0 and "product_images"."height" > 0 and "product_images"."bytes" > 0)
);
--> statement-breakpoint
CREATE INDEX "product_images_brand_product_idx" ON "product_images" USING btree ("brand","product_id","position");