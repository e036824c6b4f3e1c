-- English for the download pages (issue 12): each release's app name and notes in English beside
-- the Chinese ones. Rows already there get the app's English name (the five apps are fixed, see
-- app_releases_app_check) and no English notes; the release seed (version 2) fills in its own.
ALTER TABLE "app_releases" ADD COLUMN "app_name_en" varchar(50);--> statement-breakpoint
UPDATE "app_releases" SET "app_name_en" = CASE "app"
	WHEN 'customer' THEN 'Freight for shippers'
	WHEN 'driver' THEN 'Freight for drivers'
	WHEN 'zyd' THEN 'ZYD dedicated lines'
	WHEN 'broker' THEN 'Freight broker'
	WHEN 'jj' THEN 'Fleet partner'
END;--> statement-breakpoint
ALTER TABLE "app_releases" ALTER COLUMN "app_name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app_releases" ADD COLUMN "release_notes_en" text[] DEFAULT '{}'::text[] NOT NULL;
