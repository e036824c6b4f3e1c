ALTER TABLE "edu_attempts" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "edu_attempts" ADD CONSTRAINT "edu_attempts_request_unique" UNIQUE("user_id","request_id");