CREATE TABLE "campaign_cut_helper_days" (
	"campaign_id" integer NOT NULL,
	"helper_id" bigint NOT NULL,
	"day" date NOT NULL,
	"helps" integer NOT NULL,
	CONSTRAINT "campaign_cut_helper_days_campaign_id_helper_id_day_pk" PRIMARY KEY("campaign_id","helper_id","day"),
	CONSTRAINT "campaign_cut_helper_days_helps_check" CHECK ("campaign_cut_helper_days"."helps" >= 1)
);
--> statement-breakpoint
CREATE TABLE "campaign_cut_helps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_cut_helps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cut_id" bigint NOT NULL,
	"helper_id" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_cut_helps_helper_unique" UNIQUE("cut_id","helper_id"),
	CONSTRAINT "campaign_cut_helps_request_unique" UNIQUE("helper_id","request_id"),
	CONSTRAINT "campaign_cut_helps_amount_check" CHECK ("campaign_cut_helps"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_cut_terms" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"target_fen" integer NOT NULL,
	"min_cut_fen" integer NOT NULL,
	"max_cut_fen" integer NOT NULL,
	"hours" smallint NOT NULL,
	"helps_per_day" smallint NOT NULL,
	CONSTRAINT "campaign_cut_terms_bounds_check" CHECK ("campaign_cut_terms"."min_cut_fen" >= 1 and "campaign_cut_terms"."min_cut_fen" <= "campaign_cut_terms"."max_cut_fen" and "campaign_cut_terms"."max_cut_fen" <= "campaign_cut_terms"."target_fen"),
	CONSTRAINT "campaign_cut_terms_limits_check" CHECK ("campaign_cut_terms"."hours" between 1 and 168 and "campaign_cut_terms"."helps_per_day" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "campaign_cuts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_cuts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"attempt_id" bigint NOT NULL,
	"starter_id" bigint NOT NULL,
	"tier_id" integer NOT NULL,
	"token" varchar(43) NOT NULL,
	"target_fen" integer NOT NULL,
	"cut_fen" integer DEFAULT 0 NOT NULL,
	"helpers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "campaign_cuts_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "campaign_cuts_token_unique" UNIQUE("token"),
	CONSTRAINT "campaign_cuts_amount_check" CHECK ("campaign_cuts"."cut_fen" >= 0 and "campaign_cuts"."cut_fen" <= "campaign_cuts"."target_fen" and "campaign_cuts"."helpers" >= 0),
	CONSTRAINT "campaign_cuts_end_check" CHECK ("campaign_cuts"."finished_at" is null or "campaign_cuts"."released_at" is null),
	CONSTRAINT "campaign_cuts_finished_check" CHECK (("campaign_cuts"."finished_at" is not null) = ("campaign_cuts"."cut_fen" = "campaign_cuts"."target_fen"))
);
--> statement-breakpoint
CREATE TABLE "campaign_word_cards" (
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "campaign_word_cards_campaign_id_user_id_position_pk" PRIMARY KEY("campaign_id","user_id","position"),
	CONSTRAINT "campaign_word_cards_count_check" CHECK ("campaign_word_cards"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_word_draws" (
	"attempt_id" bigint PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_word_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_word_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"attempt_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_word_redemptions_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "campaign_word_redemptions_user_unique" UNIQUE("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_words" (
	"campaign_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"char" varchar(4) NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "campaign_words_campaign_id_position_pk" PRIMARY KEY("campaign_id","position"),
	CONSTRAINT "campaign_words_char_unique" UNIQUE("campaign_id","char"),
	CONSTRAINT "campaign_words_weight_check" CHECK ("campaign_words"."weight" >= 1 and "campaign_words"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_cut_helper_days" ADD CONSTRAINT "campaign_cut_helper_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cut_helper_days" ADD CONSTRAINT "campaign_cut_helper_days_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cut_helps" ADD CONSTRAINT "campaign_cut_helps_cut_id_campaign_cuts_id_fk" FOREIGN KEY ("cut_id") REFERENCES "public"."campaign_cuts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cut_helps" ADD CONSTRAINT "campaign_cut_helps_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cut_terms" ADD CONSTRAINT "campaign_cut_terms_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cuts" ADD CONSTRAINT "campaign_cuts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cuts" ADD CONSTRAINT "campaign_cuts_attempt_id_campaign_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."campaign_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cuts" ADD CONSTRAINT "campaign_cuts_starter_id_users_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_cuts" ADD CONSTRAINT "campaign_cuts_tier_id_campaign_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."campaign_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_word_cards" ADD CONSTRAINT "campaign_word_cards_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_word_cards" ADD CONSTRAINT "campaign_word_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_word_draws" ADD CONSTRAINT "campaign_word_draws_attempt_id_campaign_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."campaign_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_word_redemptions" ADD CONSTRAINT "campaign_word_redemptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_word_redemptions" ADD CONSTRAINT "campaign_word_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_word_redemptions" ADD CONSTRAINT "campaign_word_redemptions_attempt_id_campaign_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."campaign_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_words" ADD CONSTRAINT "campaign_words_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_cuts_starter_idx" ON "campaign_cuts" USING btree ("campaign_id","starter_id","id");--> statement-breakpoint
CREATE INDEX "campaign_cuts_open_idx" ON "campaign_cuts" USING btree ("expires_at") WHERE "campaign_cuts"."finished_at" is null and "campaign_cuts"."released_at" is null;