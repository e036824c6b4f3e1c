-- Driver education's editor (ADR 045): a question's words never change once stored; an edit adds
-- its successor (replaced_by points at it, the old one retired), and changed_at says when an
-- operator last added, retired, restored or replaced a question (a hand-in may answer the exam as
-- it was just before).
ALTER TABLE "edu_questions" ADD COLUMN "replaced_by" bigint;--> statement-breakpoint
ALTER TABLE "edu_questions" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edu_questions" ADD CONSTRAINT "edu_questions_replaced_by_edu_questions_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."edu_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_questions" ADD CONSTRAINT "edu_questions_replaced_check" CHECK ("edu_questions"."replaced_by" is null or not "edu_questions"."active");