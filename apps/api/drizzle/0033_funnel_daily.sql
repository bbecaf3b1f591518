CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"step" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_daily_day_brand_step_pk" PRIMARY KEY("day","brand","step"),
	CONSTRAINT "funnel_daily_step_check" CHECK ("funnel_daily"."step" in ('view_item', 'add_to_cart', 'begin_checkout')),
	CONSTRAINT "funnel_daily_count_check" CHECK ("funnel_daily"."count" >= 0)
);
