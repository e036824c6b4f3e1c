ALTER TABLE "sms_codes" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "used_by" varchar(64);--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "registered" boolean DEFAULT false NOT NULL;