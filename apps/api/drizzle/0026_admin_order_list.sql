-- The staff orders list (GET /admin/orders): the billing provider as a column, and two indexes holding every column the
-- list filters on behind each sort key, so a filtered page is an index-only scan (orders_staff_total_idx replaces
-- orders_total_idx of 0025).
DROP INDEX "orders_total_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_provider" text GENERATED ALWAYS AS (payment_details->>'billingProvider') STORED;--> statement-breakpoint
CREATE INDEX "orders_staff_created_idx" ON "orders" USING btree ("created_at","id","brand","status","payment_status","fulfillment_status","billing_provider","total_amount");--> statement-breakpoint
CREATE INDEX "orders_staff_total_idx" ON "orders" USING btree ("total_amount","id","brand","status","payment_status","fulfillment_status","billing_provider","created_at");