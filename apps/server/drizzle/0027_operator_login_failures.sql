CREATE TABLE "operator_login_failures" (
	"username" varchar(40) NOT NULL,
	"address" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_login_failures_username_address_pk" PRIMARY KEY("username","address")
);
--> statement-breakpoint
CREATE INDEX "operator_login_failures_last_failed_at_idx" ON "operator_login_failures" USING btree ("last_failed_at");