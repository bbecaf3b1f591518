ALTER TABLE "carts" ADD COLUMN "link_single_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "returning_customer_only" boolean DEFAULT false NOT NULL;