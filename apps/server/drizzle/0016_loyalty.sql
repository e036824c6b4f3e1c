CREATE TABLE "grade_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"count" integer NOT NULL,
	"basis" varchar(24) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grade_changes_levels_check" CHECK ("grade_changes"."from_level" between 0 and 20 and "grade_changes"."to_level" between 1 and 20 and "grade_changes"."from_level" <> "grade_changes"."to_level" and "grade_changes"."count" >= 0),
	CONSTRAINT "grade_changes_basis_check" CHECK ("grade_changes"."basis" in ('completed_shipments', 'carried_loads'))
);
--> statement-breakpoint
CREATE TABLE "grade_levels" (
	"user_type" smallint NOT NULL,
	"level" smallint NOT NULL,
	"name_zh" varchar(40) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"min_count" integer NOT NULL,
	CONSTRAINT "grade_levels_user_type_level_pk" PRIMARY KEY("user_type","level"),
	CONSTRAINT "grade_levels_threshold_unique" UNIQUE("user_type","min_count"),
	CONSTRAINT "grade_levels_user_type_check" CHECK ("grade_levels"."user_type" in (1, 3)),
	CONSTRAINT "grade_levels_level_check" CHECK ("grade_levels"."level" between 1 and 20),
	CONSTRAINT "grade_levels_min_count_check" CHECK ("grade_levels"."min_count" >= 0 and ("grade_levels"."level" <> 1 or "grade_levels"."min_count" = 0))
);
--> statement-breakpoint
CREATE TABLE "grade_rights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_type" smallint NOT NULL,
	"level" smallint NOT NULL,
	"slug" varchar(40) NOT NULL,
	"title_zh" varchar(60) NOT NULL,
	"title_en" varchar(60) NOT NULL,
	"summary_zh" varchar(200) NOT NULL,
	"summary_en" varchar(200) NOT NULL,
	"detail_zh" text NOT NULL,
	"detail_en" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "grade_rights_slug_unique" UNIQUE("user_type","slug"),
	CONSTRAINT "grade_rights_slug_check" CHECK ("grade_rights"."slug" ~ '^[a-z0-9-]{2,40}$'),
	CONSTRAINT "grade_rights_detail_check" CHECK (char_length("grade_rights"."detail_zh") between 1 and 2000 and char_length("grade_rights"."detail_en") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "loyalty_tasks" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"metric" varchar(32) NOT NULL,
	"target" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	CONSTRAINT "loyalty_tasks_metric_check" CHECK ("loyalty_tasks"."metric" in ('sign_in_days', 'shipments_published', 'shipments_completed', 'referrals_qualified', 'exchanges')),
	CONSTRAINT "loyalty_tasks_target_check" CHECK ("loyalty_tasks"."target" between 1 and 10000),
	CONSTRAINT "loyalty_tasks_period_check" CHECK ("loyalty_tasks"."period" in ('day', 'week', 'once'))
);
--> statement-breakpoint
CREATE TABLE "user_grades" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"count" integer NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "user_grades_values_check" CHECK ("user_grades"."level" between 1 and 20 and "user_grades"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD COLUMN "per_user_limit" integer;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_rights" ADD CONSTRAINT "grade_rights_level_fk" FOREIGN KEY ("user_type","level") REFERENCES "public"."grade_levels"("user_type","level") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tasks" ADD CONSTRAINT "loyalty_tasks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_grades" ADD CONSTRAINT "user_grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_changes_user_idx" ON "grade_changes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "exchanges_user_idx" ON "exchanges" USING btree ("user_id","offer_id");--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_per_user_limit_check" CHECK ("exchange_offers"."per_user_limit" is null or "exchange_offers"."per_user_limit" >= 1);