CREATE TABLE "flash_sale_lines" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"tier_id" integer NOT NULL,
	"origin_code" varchar(6) NOT NULL,
	"origin_name" varchar(40) NOT NULL,
	"destination_code" varchar(6) NOT NULL,
	"destination_name" varchar(40) NOT NULL,
	"vehicle_type" varchar(16) NOT NULL,
	"vehicle_length_dm" integer NOT NULL,
	"max_load_kg" integer NOT NULL,
	"departure_date" date NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer NOT NULL,
	CONSTRAINT "flash_sale_lines_tier_id_unique" UNIQUE("tier_id"),
	CONSTRAINT "flash_sale_lines_values_check" CHECK ("flash_sale_lines"."vehicle_length_dm" > 0 and "flash_sale_lines"."max_load_kg" > 0 and "flash_sale_lines"."price_fen" >= 0 and "flash_sale_lines"."price_fen" <= "flash_sale_lines"."original_price_fen")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipper_user_id" bigint NOT NULL,
	"line_id" integer,
	"lock_id" bigint,
	"state" varchar(16) NOT NULL,
	"origin_code" varchar(6) NOT NULL,
	"origin_name" varchar(40) NOT NULL,
	"destination_code" varchar(6) NOT NULL,
	"destination_name" varchar(40) NOT NULL,
	"vehicle_type" varchar(16) NOT NULL,
	"vehicle_length_dm" integer NOT NULL,
	"stops" jsonb NOT NULL,
	"load_date" date NOT NULL,
	"goods_name" varchar(20) NOT NULL,
	"weight_kg" integer NOT NULL,
	"volume_tenths_m3" integer NOT NULL,
	"packaging" varchar(16) NOT NULL,
	"remarks" text,
	"receipt" jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"driver_user_id" bigint,
	"published_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "shipments_lock_id_unique" UNIQUE("lock_id"),
	CONSTRAINT "shipments_state_check" CHECK ("shipments"."state" in ('published', 'taken', 'completed', 'cancelled')),
	CONSTRAINT "shipments_steps_check" CHECK (("shipments"."state" = 'published') = ("shipments"."driver_user_id" is null and "shipments"."cancelled_at" is null) and ("shipments"."state" = 'completed') = ("shipments"."completed_at" is not null) and ("shipments"."state" = 'cancelled') = ("shipments"."cancelled_at" is not null)),
	CONSTRAINT "shipments_values_check" CHECK ("shipments"."weight_kg" > 0 and "shipments"."volume_tenths_m3" > 0 and "shipments"."price_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_tiers" DROP CONSTRAINT "campaign_tiers_prize_check";--> statement-breakpoint
ALTER TABLE "flash_sale_lines" ADD CONSTRAINT "flash_sale_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_lines" ADD CONSTRAINT "flash_sale_lines_tier_id_campaign_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."campaign_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipper_user_id_users_id_fk" FOREIGN KEY ("shipper_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_line_id_flash_sale_lines_campaign_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."flash_sale_lines"("campaign_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_lock_id_campaign_locks_id_fk" FOREIGN KEY ("lock_id") REFERENCES "public"."campaign_locks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_shipper_idx" ON "shipments" USING btree ("shipper_user_id","id");--> statement-breakpoint
CREATE INDEX "shipments_driver_idx" ON "shipments" USING btree ("driver_user_id");--> statement-breakpoint
ALTER TABLE "campaign_tiers" ADD CONSTRAINT "campaign_tiers_prize_check" CHECK ("campaign_tiers"."prize" in ('none', 'coupon', 'points', 'lucky_beans', 'cash_fen', 'capacity'));