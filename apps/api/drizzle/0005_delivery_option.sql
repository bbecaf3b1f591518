ALTER TABLE "carts" ADD COLUMN "delivery_option" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "with_mattress_removal" boolean DEFAULT false NOT NULL;