CREATE TABLE "medication_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"medication_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight_kg" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medication_status_changes" ADD CONSTRAINT "medication_status_changes_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_status_changes" ADD CONSTRAINT "medication_status_changes_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_status_changes_pet_idx" ON "medication_status_changes" USING btree ("pet_id","date");--> statement-breakpoint
CREATE INDEX "pet_weights_pet_idx" ON "pet_weights" USING btree ("pet_id","date");--> statement-breakpoint
-- Backfill (issue 15): every pet with a weight gets one weighing, its current weight dated the day
-- it was created, so no chart starts empty. A weight without a unit is read as lbs, as the profile
-- shows it; values the weight history refuses (0, negative, over 1,500 kg) are left out.
INSERT INTO "pet_weights" ("pet_id", "date", "weight_kg", "note", "created_at")
SELECT "id", ("created_at" AT TIME ZONE 'UTC')::date, "kg", '', "created_at"
FROM (
	SELECT "id", "created_at",
		round((CASE WHEN "weight_unit" = 'kg' THEN "weight" ELSE "weight" * 0.45359237 END)::numeric, 3)::double precision AS "kg"
	FROM "pets"
	WHERE "weight" > 0
) AS "current"
WHERE "kg" > 0 AND "kg" <= 1500;--> statement-breakpoint
-- A medication paused before status moves were recorded: the pause is dated its last update.
INSERT INTO "medication_status_changes" ("medication_id", "pet_id", "from_status", "to_status", "date", "created_at")
SELECT "id", "pet_id", 'active', 'paused', ("updated_at" AT TIME ZONE 'UTC')::date, "updated_at"
FROM "medications"
WHERE "status" = 'paused';
