CREATE TABLE "idempotency_keys" (
	"brand" text NOT NULL,
	"session_hash" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_brand_session_hash_scope_key_pk" PRIMARY KEY("brand","session_hash","scope","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"short_id" text NOT NULL,
	"brand" text NOT NULL,
	"session_hash" text NOT NULL,
	"account_id" text,
	"cart_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email" text NOT NULL,
	"journey" text,
	"shipping_details" jsonb NOT NULL,
	"billing_details" jsonb NOT NULL,
	"payment_details" jsonb NOT NULL,
	"extra_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"backorder_days" integer DEFAULT 0 NOT NULL,
	"return_url" text,
	"cart" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"coupon_code" text,
	"email_key" text NOT NULL,
	"phone_key" text NOT NULL,
	"zip_key" text NOT NULL,
	"related_order_id" text,
	"analytics_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_brand_short_id_idx" ON "orders" USING btree ("brand","short_id");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("brand","session_hash");--> statement-breakpoint
CREATE INDEX "orders_returning_idx" ON "orders" USING btree ("brand","email_key","phone_key","zip_key","status");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('succeeded', 'requires_action');