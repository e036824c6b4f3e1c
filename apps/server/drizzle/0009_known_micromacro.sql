CREATE TABLE "coupon_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(64) NOT NULL,
	"title_zh" varchar(100) NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"face_value_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"user_type" smallint,
	"total_stock" integer,
	"issued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coupon_templates_value_check" CHECK ("coupon_templates"."face_value_fen" > 0),
	CONSTRAINT "coupon_templates_threshold_check" CHECK ("coupon_templates"."threshold_fen" >= 0),
	CONSTRAINT "coupon_templates_validity_check" CHECK (("coupon_templates"."valid_days" is not null and "coupon_templates"."valid_days" > 0 and "coupon_templates"."valid_from" is null and "coupon_templates"."valid_until" is null) or ("coupon_templates"."valid_days" is null and "coupon_templates"."valid_from" < "coupon_templates"."valid_until")),
	CONSTRAINT "coupon_templates_user_type_check" CHECK ("coupon_templates"."user_type" is null or "coupon_templates"."user_type" in (1, 3)),
	CONSTRAINT "coupon_templates_stock_check" CHECK ("coupon_templates"."issued" >= 0 and ("coupon_templates"."total_stock" is null or "coupon_templates"."issued" <= "coupon_templates"."total_stock"))
);
--> statement-breakpoint
CREATE TABLE "exchange_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(64) NOT NULL,
	"template_id" integer NOT NULL,
	"cost_asset" varchar(16) NOT NULL,
	"cost_amount" integer NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "exchange_offers_cost_check" CHECK ("exchange_offers"."cost_amount" > 0),
	CONSTRAINT "exchange_offers_asset_check" CHECK ("exchange_offers"."cost_asset" in ('points', 'lucky_beans')),
	CONSTRAINT "exchange_offers_remaining_check" CHECK ("exchange_offers"."remaining" >= 0 and "exchange_offers"."remaining" <= "exchange_offers"."total"),
	CONSTRAINT "exchange_offers_window_check" CHECK ("exchange_offers"."starts_at" < "exchange_offers"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"entry_id" bigint,
	"coupon_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchanges_request_unique" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"source" varchar(16) NOT NULL,
	"ref_id" varchar(64) NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_coupons_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "user_coupons_window_check" CHECK ("user_coupons"."starts_at" < "user_coupons"."expires_at")
);
--> statement-breakpoint
CREATE TABLE "value_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "value_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"asset" varchar(16) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "value_accounts_user_asset_unique" UNIQUE("user_id","asset"),
	CONSTRAINT "value_accounts_balance_check" CHECK ("value_accounts"."balance" >= 0),
	CONSTRAINT "value_accounts_asset_check" CHECK ("value_accounts"."asset" in ('points', 'lucky_beans', 'cash_fen'))
);
--> statement-breakpoint
CREATE TABLE "value_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "value_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" varchar(32) NOT NULL,
	"ref_kind" varchar(16) NOT NULL,
	"ref_id" varchar(64) NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "value_entries_key_unique" UNIQUE("account_id","idempotency_key"),
	CONSTRAINT "value_entries_amount_check" CHECK ("value_entries"."amount" <> 0),
	CONSTRAINT "value_entries_balance_check" CHECK ("value_entries"."balance_after" >= 0),
	CONSTRAINT "value_entries_expiry_check" CHECK ("value_entries"."expires_on" is null or "value_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "value_lots" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"expires_on" date NOT NULL,
	"remaining" bigint NOT NULL,
	CONSTRAINT "value_lots_remaining_check" CHECK ("value_lots"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_offer_id_exchange_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."exchange_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_entry_id_value_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."value_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_coupon_id_user_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_accounts" ADD CONSTRAINT "value_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_entries" ADD CONSTRAINT "value_entries_account_id_value_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."value_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_lots" ADD CONSTRAINT "value_lots_entry_id_value_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."value_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_lots" ADD CONSTRAINT "value_lots_account_id_value_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."value_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchanges_offer_idx" ON "exchanges" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "value_entries_account_idx" ON "value_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "value_lots_account_idx" ON "value_lots" USING btree ("account_id","expires_on");--> statement-breakpoint
CREATE INDEX "value_lots_expires_idx" ON "value_lots" USING btree ("expires_on");