CREATE TABLE "coupon_holds" (
	"order_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"email_key" text NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_per_shopper" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "stacking" text DEFAULT 'with-deals' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_holds_email_idx" ON "coupon_holds" USING btree ("brand","code","email_key");--> statement-breakpoint
CREATE INDEX "coupon_holds_account_idx" ON "coupon_holds" USING btree ("brand","code","account_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_per_shopper_check" CHECK ("coupons"."max_per_shopper" is null or "coupons"."max_per_shopper" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_stacking_check" CHECK ("coupons"."stacking" in ('with-deals', 'full-price-only'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_check" CHECK ("coupons"."kind" <> 'percent' or "coupons"."value" between 1 and 100);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_window_check" CHECK ("coupons"."starts_at" is null or "coupons"."expires_at" is null or "coupons"."expires_at" > "coupons"."starts_at");--> statement-breakpoint
-- The orders that already redeemed a coupon hold their use, so a per-shopper limit set later counts them.
INSERT INTO "coupon_holds" ("order_id", "brand", "code", "email_key", "account_id", "created_at")
SELECT "id", "brand", "coupon_code", "email_key", "account_id", "paid_at" FROM "orders"
WHERE "coupon_code" IS NOT NULL AND "paid_at" IS NOT NULL;
