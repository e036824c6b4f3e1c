-- ID numbers at rest (ADR 036): sealed in id_card_cipher, their keyed hash in id_card_hash (the
-- unique index moves onto it). SQL cannot seal with a key from the environment: id_card_no stays,
-- nullable and unchecked, for one release, and the server seals what it holds at every start
-- (modules/drivers/id-card-vault.ts) and empties it. Person keys hashed the old way are marked
-- keyed = false and re-keyed the same way (modules/referrals/person-keys.ts).
ALTER TABLE "drivers" DROP CONSTRAINT "drivers_id_card_no_unique";--> statement-breakpoint
ALTER TABLE "drivers" DROP CONSTRAINT "drivers_id_card_no_check";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "id_card_cipher" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "id_card_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "referral_person_keys" ADD COLUMN "keyed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_id_card_hash_unique" UNIQUE("id_card_hash");