ALTER TABLE "knowledge_feedback" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "party_posts" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "road_reports" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "knowledge_feedback" ADD CONSTRAINT "knowledge_feedback_request_unique" UNIQUE("request_id");--> statement-breakpoint
ALTER TABLE "party_posts" ADD CONSTRAINT "party_posts_request_unique" UNIQUE("user_id","request_id");--> statement-breakpoint
ALTER TABLE "road_reports" ADD CONSTRAINT "road_reports_request_unique" UNIQUE("user_id","request_id");