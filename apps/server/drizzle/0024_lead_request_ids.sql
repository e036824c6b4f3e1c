ALTER TABLE "leads" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "request_digest" varchar(64);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "new_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_request_unique" UNIQUE("request_id");