CREATE TABLE "wechat_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wechat_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_code" varchar(6),
	"province_code" varchar(6),
	"name" varchar(60) NOT NULL,
	"join_text" varchar(500) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_groups_city_code_unique" UNIQUE("city_code")
);
