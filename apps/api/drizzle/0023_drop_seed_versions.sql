DROP TABLE "catalog_seeds" CASCADE;--> statement-breakpoint
DROP TABLE "upsell_seeds" CASCADE;--> statement-breakpoint
DROP TABLE "recommendation_seeds" CASCADE;--> statement-breakpoint
DROP TABLE "review_seeds" CASCADE;