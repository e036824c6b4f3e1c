CREATE TABLE "csp_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csp_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_uri" varchar(2048),
	"violated_directive" varchar(200),
	"blocked_uri" varchar(2048),
	"raw" jsonb NOT NULL,
	"user_agent" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
