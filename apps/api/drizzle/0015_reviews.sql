CREATE TABLE "review_album_items" (
	"brand" text NOT NULL,
	"album_name" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"poster_url" text NOT NULL,
	"caption" text NOT NULL,
	"reviewer" text NOT NULL,
	"domain_key" text,
	CONSTRAINT "review_album_items_brand_album_name_id_pk" PRIMARY KEY("brand","album_name","id")
);
--> statement-breakpoint
CREATE TABLE "review_albums" (
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "review_albums_brand_name_pk" PRIMARY KEY("brand","name")
);
--> statement-breakpoint
CREATE TABLE "review_seeds" (
	"brand" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "review_votes_review_id_session_hash_pk" PRIMARY KEY("review_id","session_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"domain_key" text NOT NULL,
	"product_title" text NOT NULL,
	"order_id" text,
	"score" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"display_name" text NOT NULL,
	"verified_buyer" boolean NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"votes_up" integer DEFAULT 0 NOT NULL,
	"votes_down" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "reviews"."title"), 'A') || setweight(to_tsvector('english', "reviews"."content"), 'B')) STORED NOT NULL,
	CONSTRAINT "reviews_score_check" CHECK ("reviews"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_album_items_position_idx" ON "review_album_items" USING btree ("brand","album_name","position");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("brand","domain_key","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_brand_idx" ON "reviews" USING btree ("brand","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_search_idx" ON "reviews" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_product_idx" ON "reviews" USING btree ("order_id","domain_key") WHERE "reviews"."order_id" is not null;