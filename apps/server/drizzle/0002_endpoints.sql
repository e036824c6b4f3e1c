CREATE TABLE "app_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app" varchar(16) NOT NULL,
	"app_name" varchar(50) NOT NULL,
	"version" varchar(20) NOT NULL,
	"min_version" varchar(20) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"release_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"android_url" varchar(2048),
	"ios_url" varchar(2048),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_releases_app_version_unique" UNIQUE("app","version"),
	CONSTRAINT "app_releases_app_check" CHECK ("app_releases"."app" in ('customer', 'driver', 'zyd', 'broker', 'jj')),
	CONSTRAINT "app_releases_size_check" CHECK ("app_releases"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(30),
	"id_card_no" varchar(18),
	"id_card_front_key" varchar(200),
	"id_card_back_key" varchar(200),
	"licence_class" varchar(2),
	"licence_image_key" varchar(200),
	"licence_expiry" date,
	"vehicle_licence_image_key" varchar(200),
	"vehicle_licence_expiry" date,
	"plate_number" varchar(10),
	"vehicle_type" varchar(16),
	"vehicle_length_m" double precision,
	"load_tonnes" double precision,
	"state" varchar(16) DEFAULT 'not_started' NOT NULL,
	"reject_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_id_card_no_unique" UNIQUE("id_card_no"),
	CONSTRAINT "drivers_plate_number_unique" UNIQUE("plate_number"),
	CONSTRAINT "drivers_state_check" CHECK ("drivers"."state" in ('not_started', 'in_progress', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "drivers_id_card_no_check" CHECK ("drivers"."id_card_no" ~ '^[1-9][0-9]{16}[0-9X]$'),
	CONSTRAINT "drivers_vehicle_check" CHECK ("drivers"."vehicle_length_m" > 0 and "drivers"."load_tonnes" > 0)
);
--> statement-breakpoint
CREATE TABLE "invite_tokens" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"inviter_openid" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_tokens_type_check" CHECK ("invite_tokens"."type" between 1 and 9),
	CONSTRAINT "invite_tokens_token_check" CHECK ("invite_tokens"."token" ~ '^[A-Za-z0-9_-]{1,64}$')
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"key_prefix" varchar(64) NOT NULL,
	"uploads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upload_tokens_uploads_check" CHECK ("upload_tokens"."uploads" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_ballots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_ballots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vote_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vote_ballots_one_per_day" UNIQUE("vote_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "vote_candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vote_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"position" integer NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_candidates_vote_position_unique" UNIQUE("vote_id","position"),
	CONSTRAINT "vote_candidates_id_vote_unique" UNIQUE("id","vote_id"),
	CONSTRAINT "vote_candidates_votes_check" CHECK ("vote_candidates"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "votes_window_check" CHECK ("votes"."starts_at" < "votes"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "wechat_tickets" (
	"app_id" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"ticket" text NOT NULL,
	"source" varchar(16) NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_tickets_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_tokens" ADD CONSTRAINT "invite_tokens_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_candidate_fk" FOREIGN KEY ("candidate_id","vote_id") REFERENCES "public"."vote_candidates"("id","vote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_candidates" ADD CONSTRAINT "vote_candidates_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_releases_latest_idx" ON "app_releases" USING btree ("app","released_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invite_tokens_inviter_idx" ON "invite_tokens" USING btree ("inviter_user_id");--> statement-breakpoint
CREATE INDEX "upload_tokens_expires_at_idx" ON "upload_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vote_ballots_candidate_idx" ON "vote_ballots" USING btree ("candidate_id");