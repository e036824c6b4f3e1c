CREATE TABLE "activity_claim_counts" (
	"stock_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"claimed" integer NOT NULL,
	CONSTRAINT "activity_claim_counts_stock_id_user_id_pk" PRIMARY KEY("stock_id","user_id"),
	CONSTRAINT "activity_claim_counts_claimed_check" CHECK ("activity_claim_counts"."claimed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "activity_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stock_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_claims_request_unique" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "activity_stocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(64) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"value_fen" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_stocks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "activity_stocks_remaining_check" CHECK ("activity_stocks"."remaining" >= 0 and "activity_stocks"."remaining" <= "activity_stocks"."total"),
	CONSTRAINT "activity_stocks_limit_check" CHECK ("activity_stocks"."per_user_limit" >= 1),
	CONSTRAINT "activity_stocks_window_check" CHECK ("activity_stocks"."starts_at" < "activity_stocks"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "activity_claim_counts" ADD CONSTRAINT "activity_claim_counts_stock_id_activity_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."activity_stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_claim_counts" ADD CONSTRAINT "activity_claim_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_stock_id_activity_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."activity_stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_claims_stock_user_idx" ON "activity_claims" USING btree ("stock_id","user_id");