-- Leaving (ADR 039): a users row may become a tombstone, its number and name erased, the time
-- of the deletion kept. The number is free for a new account (the unique index ignores nulls).
ALTER TABLE "users" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tombstone_check" CHECK (("users"."deleted_at" is null) = ("users"."mobile" is not null));