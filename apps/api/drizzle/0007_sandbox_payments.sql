CREATE TABLE "sandbox_card_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"session_hash" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"last4" text NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_card_tokens_expires_idx" ON "sandbox_card_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_order_idx" ON "sandbox_payment_intents" USING btree ("order_id");