CREATE TABLE "sandbox_amazon_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"session_hash" text NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'Open' NOT NULL,
	"reason_code" text,
	"reason_description" text,
	"review_return_url" text NOT NULL,
	"result_return_url" text,
	"buyer" jsonb,
	"shipping_address" jsonb,
	"signed_in" boolean DEFAULT false NOT NULL,
	"payment_intent" text,
	"charge_amount" integer,
	"currency" text,
	"merchant_reference" text,
	"buyer_approved" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"charge_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_amazon_sessions_key_idx" ON "sandbox_amazon_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_amazon_sessions_created_idx" ON "sandbox_amazon_sessions" USING btree ("created_at");