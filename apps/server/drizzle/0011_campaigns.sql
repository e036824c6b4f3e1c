CREATE TABLE "campaign_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"tier_id" integer,
	"drawn_tier_id" integer,
	"day" date NOT NULL,
	"entry_id" bigint,
	"coupon_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_attempts_request_unique" UNIQUE("campaign_id","user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_locks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attempt_id" bigint NOT NULL,
	"token" varchar(43) NOT NULL,
	"tier_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "campaign_locks_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "campaign_locks_token_unique" UNIQUE("token"),
	CONSTRAINT "campaign_locks_end_check" CHECK ("campaign_locks"."consumed_at" is null or "campaign_locks"."released_at" is null)
);
--> statement-breakpoint
CREATE TABLE "campaign_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"prize" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"coupon_template_id" integer,
	"value_fen" integer NOT NULL,
	"weight" integer NOT NULL,
	"total" integer,
	"remaining" integer,
	"fallback_position" smallint,
	CONSTRAINT "campaign_tiers_position_unique" UNIQUE("campaign_id","position"),
	CONSTRAINT "campaign_tiers_prize_check" CHECK ("campaign_tiers"."prize" in ('none', 'coupon', 'points', 'lucky_beans', 'cash_fen')),
	CONSTRAINT "campaign_tiers_stock_check" CHECK (("campaign_tiers"."prize" = 'none' and "campaign_tiers"."total" is null and "campaign_tiers"."remaining" is null) or ("campaign_tiers"."prize" <> 'none' and "campaign_tiers"."remaining" >= 0 and "campaign_tiers"."remaining" <= "campaign_tiers"."total")),
	CONSTRAINT "campaign_tiers_values_check" CHECK ("campaign_tiers"."weight" >= 0 and "campaign_tiers"."amount" >= 0 and "campaign_tiers"."value_fen" >= 0),
	CONSTRAINT "campaign_tiers_coupon_check" CHECK (("campaign_tiers"."prize" = 'coupon') = ("campaign_tiers"."coupon_template_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "campaign_topups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_topups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_topups_amount_check" CHECK ("campaign_topups"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_user_days" (
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "campaign_user_days_campaign_id_user_id_day_pk" PRIMARY KEY("campaign_id","user_id","day"),
	CONSTRAINT "campaign_user_days_attempts_check" CHECK ("campaign_user_days"."attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "campaign_user_totals" (
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "campaign_user_totals_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "campaign_user_totals_attempts_check" CHECK ("campaign_user_totals"."attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title_zh" varchar(100) NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"rules_zh" text NOT NULL,
	"rules_en" text NOT NULL,
	"user_type" smallint,
	"audience" varchar(8) DEFAULT 'all' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_day_limit" integer,
	"per_campaign_limit" integer,
	"budget_units" integer NOT NULL,
	"budget_fen" bigint NOT NULL,
	"lock_seconds" integer,
	"published_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_notice_zh" varchar(500),
	"end_notice_en" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at"),
	CONSTRAINT "campaigns_user_type_check" CHECK ("campaigns"."user_type" is null or "campaigns"."user_type" in (1, 3)),
	CONSTRAINT "campaigns_audience_check" CHECK ("campaigns"."audience" in ('all', 'new', 'existing')),
	CONSTRAINT "campaigns_limits_check" CHECK (("campaigns"."per_day_limit" is null or "campaigns"."per_day_limit" >= 1) and ("campaigns"."per_campaign_limit" is null or "campaigns"."per_campaign_limit" >= 1)),
	CONSTRAINT "campaigns_budget_check" CHECK ("campaigns"."budget_units" >= 0 and "campaigns"."budget_fen" >= 0),
	CONSTRAINT "campaigns_lock_check" CHECK ("campaigns"."lock_seconds" is null or "campaigns"."lock_seconds" between 10 and 3600)
);
--> statement-breakpoint
ALTER TABLE "campaign_attempts" ADD CONSTRAINT "campaign_attempts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attempts" ADD CONSTRAINT "campaign_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attempts" ADD CONSTRAINT "campaign_attempts_tier_id_campaign_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."campaign_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attempts" ADD CONSTRAINT "campaign_attempts_drawn_tier_id_campaign_tiers_id_fk" FOREIGN KEY ("drawn_tier_id") REFERENCES "public"."campaign_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attempts" ADD CONSTRAINT "campaign_attempts_entry_id_value_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."value_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attempts" ADD CONSTRAINT "campaign_attempts_coupon_id_user_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_locks" ADD CONSTRAINT "campaign_locks_attempt_id_campaign_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."campaign_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_locks" ADD CONSTRAINT "campaign_locks_tier_id_campaign_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."campaign_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tiers" ADD CONSTRAINT "campaign_tiers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tiers" ADD CONSTRAINT "campaign_tiers_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_topups" ADD CONSTRAINT "campaign_topups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_topups" ADD CONSTRAINT "campaign_topups_tier_id_campaign_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."campaign_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_user_days" ADD CONSTRAINT "campaign_user_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_user_days" ADD CONSTRAINT "campaign_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_user_totals" ADD CONSTRAINT "campaign_user_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_user_totals" ADD CONSTRAINT "campaign_user_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_attempts_tier_idx" ON "campaign_attempts" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "campaign_locks_open_idx" ON "campaign_locks" USING btree ("expires_at") WHERE "campaign_locks"."consumed_at" is null and "campaign_locks"."released_at" is null;--> statement-breakpoint
CREATE INDEX "campaign_topups_campaign_idx" ON "campaign_topups" USING btree ("campaign_id","at");