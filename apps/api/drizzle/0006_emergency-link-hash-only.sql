ALTER TABLE "emergency_links" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Decision 034: links made before keep working through their hash; their label is the token's start.
UPDATE "emergency_links" SET "label" = substr("nonce", 1, 4);--> statement-breakpoint
ALTER TABLE "emergency_links" DROP COLUMN "nonce";