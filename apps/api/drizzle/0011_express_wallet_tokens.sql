CREATE TABLE "sandbox_wallet_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"session_hash" text NOT NULL,
	"provider" text NOT NULL,
	"decision" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_wallet_tokens_expires_idx" ON "sandbox_wallet_tokens" USING btree ("expires_at");