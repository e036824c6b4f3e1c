ALTER TABLE "grade_levels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_levels" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grade_levels" ADD COLUMN "edited_by" varchar(80);--> statement-breakpoint
ALTER TABLE "grade_rights" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_rights" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grade_rights" ADD COLUMN "edited_by" varchar(80);--> statement-breakpoint
ALTER TABLE "grade_rights" ADD COLUMN "retired_at" timestamp with time zone;