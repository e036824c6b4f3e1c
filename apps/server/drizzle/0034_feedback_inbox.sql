-- The feedback inbox (ADR 041): each feedback's status, the operator who took it, and the reply
-- its sender reads on the feedback page, with who wrote it and when.
ALTER TABLE "knowledge_feedback" ADD COLUMN "status" varchar(16) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD COLUMN "assignee_id" bigint;--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD COLUMN "reply" varchar(500);--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD COLUMN "replied_by" varchar(80);--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD CONSTRAINT "knowledge_feedback_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_feedback_status_idx" ON "knowledge_feedback" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD CONSTRAINT "knowledge_feedback_status_check" CHECK ("knowledge_feedback"."status" in ('new', 'in_progress', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD CONSTRAINT "knowledge_feedback_reply_check" CHECK (("knowledge_feedback"."status" <> 'answered' or "knowledge_feedback"."reply" is not null) and (("knowledge_feedback"."reply" is null) = ("knowledge_feedback"."replied_at" is null)) and (("knowledge_feedback"."reply" is null) = ("knowledge_feedback"."replied_by" is null)));