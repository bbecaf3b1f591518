CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"cart_id" text,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_brand_type_idx" ON "analytics_events" USING btree ("brand","type","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_order_idx" ON "analytics_events" USING btree ("order_id");