CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" varchar(100) NOT NULL,
	"event_type" varchar(32) NOT NULL,
	"distinct_id" varchar(255) NOT NULL,
	"app_id" varchar(32),
	"page_id" varchar(100),
	"path" varchar(512),
	"project" varchar(32) NOT NULL,
	"properties" jsonb NOT NULL,
	"client_time" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"metric_id" varchar(100) NOT NULL,
	"route" varchar(200) NOT NULL,
	"metric" varchar(8) NOT NULL,
	"value" double precision NOT NULL,
	"rating" varchar(20),
	"navigation_type" varchar(32),
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "web_vitals_metric_id_unique" UNIQUE("metric_id"),
	CONSTRAINT "web_vitals_metric_check" CHECK ("web_vitals"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "web_vitals_value_check" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wechat_oauth_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"openid" varchar(128) NOT NULL,
	"state" varchar(128) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_openids" (
	"app_id" varchar(64) NOT NULL,
	"openid" varchar(128) NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"last_exchanged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_openids_app_id_openid_pk" PRIMARY KEY("app_id","openid")
);
--> statement-breakpoint
ALTER TABLE "wechat_openids" ADD CONSTRAINT "wechat_openids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_received_at_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_event_received_at_idx" ON "analytics_events" USING btree ("event","received_at");--> statement-breakpoint
CREATE INDEX "web_vitals_route_metric_received_at_idx" ON "web_vitals" USING btree ("route","metric","received_at");--> statement-breakpoint
CREATE INDEX "web_vitals_received_at_idx" ON "web_vitals" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "wechat_oauth_codes_expires_at_idx" ON "wechat_oauth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_openids_user_id_idx" ON "wechat_openids" USING btree ("user_id");