CREATE TABLE "leads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"user_type" smallint NOT NULL,
	"name" varchar(30) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"source" varchar(20) NOT NULL,
	"company" varchar(50),
	"cargo_type" varchar(20),
	"vehicle_type" varchar(20),
	"vehicle_length_m" real,
	"plate_number" varchar(10),
	"color" varchar(20),
	"channel_id" varchar(64),
	"share_user_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_user_type_check" CHECK ("leads"."user_type" in (1, 3))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"slug" varchar(40) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"effective_date" date NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_slug_version_pk" PRIMARY KEY("slug","version")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_channel_idx" ON "leads" USING btree ("channel_id","created_at");