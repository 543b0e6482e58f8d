ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
UPDATE "outbox" SET "message_id" = '<' || "id" || '@pawrx.local>';--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "text" = NULL, "html" = NULL WHERE "status" <> 'stored';--> statement-breakpoint
UPDATE "outbox" SET "status" = 'dead' WHERE "status" = 'failed';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "send_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_mail_id_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_mail_id_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "support_requests" DROP COLUMN "email_status";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id");