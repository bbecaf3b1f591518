ALTER TABLE "mail_messages" ADD COLUMN "requester_hash" text;--> statement-breakpoint
CREATE INDEX "mail_messages_requester_idx" ON "mail_messages" USING btree ("brand","requester_hash");