ALTER TABLE "reviews" ADD COLUMN "held_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_by_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_by_email" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_by_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_by_email" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'pending', 'rejected'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rejection_reason_check" CHECK ("reviews"."status" <> 'rejected' or "reviews"."rejection_reason" is not null);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_version_check" CHECK ("reviews"."version" >= 1);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null));