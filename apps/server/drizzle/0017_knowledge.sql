CREATE TABLE "knowledge_articles" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" varchar(60) NOT NULL,
	"summary" varchar(120) NOT NULL,
	"sections" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "knowledge_articles_slug_check" CHECK ("knowledge_articles"."slug" ~ '^[a-z0-9-]{1,40}$' and "knowledge_articles"."slug" <> 'general'),
	CONSTRAINT "knowledge_articles_category_check" CHECK ("knowledge_articles"."category" in ('shipping', 'driving', 'money', 'account')),
	CONSTRAINT "knowledge_articles_sections_check" CHECK (case when jsonb_typeof("knowledge_articles"."sections") = 'array' then jsonb_array_length("knowledge_articles"."sections") between 1 and 20 else false end)
);
--> statement-breakpoint
CREATE TABLE "knowledge_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket" varchar(24) GENERATED ALWAYS AS ('FB' || lpad("id"::text, greatest(8, length("id"::text)), '0')) STORED NOT NULL,
	"subject" varchar(40) NOT NULL,
	"helpful" varchar(3),
	"text" varchar(500) NOT NULL,
	"mobile" varchar(11),
	"user_id" bigint,
	"device_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "knowledge_feedback_ticket_unique" UNIQUE("ticket"),
	CONSTRAINT "knowledge_feedback_subject_check" CHECK ("knowledge_feedback"."subject" ~ '^[a-z0-9-]{1,40}$'),
	CONSTRAINT "knowledge_feedback_helpful_check" CHECK ("knowledge_feedback"."helpful" is null or "knowledge_feedback"."helpful" in ('yes', 'no')),
	CONSTRAINT "knowledge_feedback_mobile_check" CHECK ("knowledge_feedback"."mobile" is null or "knowledge_feedback"."mobile" ~ '^1[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD CONSTRAINT "knowledge_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_feedback_device_idx" ON "knowledge_feedback" USING btree ("device_id","created_at") WHERE "knowledge_feedback"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "knowledge_feedback_user_idx" ON "knowledge_feedback" USING btree ("user_id","created_at");