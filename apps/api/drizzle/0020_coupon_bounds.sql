ALTER TABLE "coupons" ADD COLUMN "max_discount" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_units" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_discount_check" CHECK ("coupons"."max_discount" is null or "coupons"."max_discount" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_units_check" CHECK ("coupons"."max_units" is null or "coupons"."max_units" >= 1);