CREATE TABLE "experiment_exposures" (
	"brand" text NOT NULL,
	"experiment" text NOT NULL,
	"variant" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_brand_experiment_variant_pk" PRIMARY KEY("brand","experiment","variant"),
	CONSTRAINT "experiment_exposures_count_check" CHECK ("experiment_exposures"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experiment_settings" (
	"brand" text NOT NULL,
	"experiment" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"weights" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" text,
	"updated_by_email" text NOT NULL,
	CONSTRAINT "experiment_settings_brand_experiment_pk" PRIMARY KEY("brand","experiment"),
	CONSTRAINT "experiment_settings_version_check" CHECK ("experiment_settings"."version" >= 1)
);
