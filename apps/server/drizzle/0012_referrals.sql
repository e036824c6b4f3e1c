CREATE TABLE "referral_inviter_days" (
	"programme_id" integer NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"accepted" integer NOT NULL,
	CONSTRAINT "referral_inviter_days_programme_id_inviter_user_id_day_pk" PRIMARY KEY("programme_id","inviter_user_id","day"),
	CONSTRAINT "referral_inviter_days_accepted_check" CHECK ("referral_inviter_days"."accepted" >= 1)
);
--> statement-breakpoint
CREATE TABLE "referral_person_keys" (
	"user_id" bigint NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_person_keys_user_id_key_hash_pk" PRIMARY KEY("user_id","key_hash")
);
--> statement-breakpoint
CREATE TABLE "referral_programmes" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"invite_type" smallint NOT NULL,
	"qualify_event" varchar(32) NOT NULL,
	"invitee_user_type" smallint,
	"inviter_reward_asset" varchar(16) NOT NULL,
	"inviter_reward_amount" integer NOT NULL,
	"invitee_reward_asset" varchar(16),
	"invitee_reward_amount" integer,
	"daily_cap" integer NOT NULL,
	"token_ttl_days" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	CONSTRAINT "referral_programmes_type_check" CHECK ("referral_programmes"."invite_type" between 1 and 9),
	CONSTRAINT "referral_programmes_event_check" CHECK ("referral_programmes"."qualify_event" in ('shipment_completed', 'verification_approved')),
	CONSTRAINT "referral_programmes_invitee_type_check" CHECK ("referral_programmes"."invitee_user_type" is null or "referral_programmes"."invitee_user_type" in (1, 3)),
	CONSTRAINT "referral_programmes_reward_check" CHECK ("referral_programmes"."inviter_reward_asset" in ('points', 'lucky_beans', 'cash_fen') and "referral_programmes"."inviter_reward_amount" > 0 and (("referral_programmes"."invitee_reward_asset" is null and "referral_programmes"."invitee_reward_amount" is null) or ("referral_programmes"."invitee_reward_asset" in ('points', 'lucky_beans', 'cash_fen') and "referral_programmes"."invitee_reward_amount" > 0))),
	CONSTRAINT "referral_programmes_days_check" CHECK ("referral_programmes"."daily_cap" >= 1 and "referral_programmes"."token_ttl_days" between 1 and 365 and "referral_programmes"."expiry_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "referral_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"programme_id" integer NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"invitee_user_id" bigint NOT NULL,
	"reason" varchar(32) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"programme_id" integer NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"invitee_user_id" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"reason" varchar(32),
	"day" date NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"qualified_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"inviter_entry_id" bigint,
	"invitee_entry_id" bigint,
	CONSTRAINT "referrals_invitee_unique" UNIQUE("programme_id","invitee_user_id"),
	CONSTRAINT "referrals_state_check" CHECK ("referrals"."state" in ('registered', 'qualified', 'rewarded', 'expired', 'withheld')),
	CONSTRAINT "referrals_reason_check" CHECK (("referrals"."state" = 'withheld') = ("referrals"."reason" is not null)),
	CONSTRAINT "referrals_self_check" CHECK ("referrals"."inviter_user_id" <> "referrals"."invitee_user_id"),
	CONSTRAINT "referrals_rewarded_check" CHECK (("referrals"."state" = 'rewarded') = ("referrals"."rewarded_at" is not null))
);
--> statement-breakpoint
DROP INDEX "invite_tokens_inviter_idx";--> statement-breakpoint
ALTER TABLE "invite_tokens" ALTER COLUMN "inviter_openid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_tokens" ADD COLUMN "programme_id" integer;--> statement-breakpoint
ALTER TABLE "referral_inviter_days" ADD CONSTRAINT "referral_inviter_days_programme_id_referral_programmes_campaign_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."referral_programmes"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_inviter_days" ADD CONSTRAINT "referral_inviter_days_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_person_keys" ADD CONSTRAINT "referral_person_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programmes" ADD CONSTRAINT "referral_programmes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_programme_id_referral_programmes_campaign_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."referral_programmes"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_refusals" ADD CONSTRAINT "referral_refusals_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_programme_id_referral_programmes_campaign_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."referral_programmes"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_entry_id_value_entries_id_fk" FOREIGN KEY ("inviter_entry_id") REFERENCES "public"."value_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_entry_id_value_entries_id_fk" FOREIGN KEY ("invitee_entry_id") REFERENCES "public"."value_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_person_keys_hash_idx" ON "referral_person_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "referral_refusals_programme_idx" ON "referral_refusals" USING btree ("programme_id","reason");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_user_id","id");--> statement-breakpoint
CREATE INDEX "referrals_invitee_idx" ON "referrals" USING btree ("invitee_user_id");--> statement-breakpoint
CREATE INDEX "referrals_open_idx" ON "referrals" USING btree ("expires_at") WHERE "referrals"."state" in ('registered', 'qualified');--> statement-breakpoint
ALTER TABLE "invite_tokens" ADD CONSTRAINT "invite_tokens_programme_id_referral_programmes_campaign_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."referral_programmes"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_tokens_inviter_idx" ON "invite_tokens" USING btree ("inviter_user_id","programme_id");