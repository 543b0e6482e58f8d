CREATE TABLE "dose_log_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"medication_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"dose_log_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dose_logs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dose_log_history" ADD CONSTRAINT "dose_log_history_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_log_history" ADD CONSTRAINT "dose_log_history_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_log_history" ADD CONSTRAINT "dose_log_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dose_log_history_pet_time_idx" ON "dose_log_history" USING btree ("pet_id","scheduled_at");--> statement-breakpoint
-- Logs made before this migration start their history with the log itself.
INSERT INTO "dose_log_history" ("medication_id", "pet_id", "scheduled_at", "dose_log_id", "version", "action", "status", "note", "actor_id", "actor_name", "at") SELECT "medication_id", "pet_id", "scheduled_at", "id", 1, 'logged', "status", "note", "logged_by", "logged_by_name", "logged_at" FROM "dose_logs";
