-- Retention purges (ADR 038): the queue of stored files still to delete once their uploads row
-- is erased, and the indexes the purges of old uploads and SMS records read oldest first.
CREATE TABLE "upload_erasures" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");