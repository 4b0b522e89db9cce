DROP INDEX "surveys_instance_key";--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "unit_survey_id" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_unit_survey_fk" FOREIGN KEY ("unit_survey_id","company_id") REFERENCES "public"."surveys"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- DESIGN §4: a floor plan belongs to its unit. The floor plans made so far ('Unit {unitId} Floor
-- Plan', whose location id is the unit's id: its unit number, either template's field, else its
-- instance number) are linked to that unit survey of their project, the oldest when several
-- match, and take its number. One whose unit is gone stays as it was.
WITH "links" AS (
  SELECT DISTINCT ON ("plan"."id") "plan"."id" AS "plan_id", "unit"."id" AS "unit_id", "unit"."instance_number"
  FROM "surveys" AS "plan"
  JOIN "surveys" AS "unit"
    ON "unit"."project_id" = "plan"."project_id"
   AND "unit"."company_id" = "plan"."company_id"
   AND "unit"."location_type" = 'unit'
   AND "unit"."id" <> "plan"."id"
   AND coalesce("unit"."instance_name", '') NOT LIKE '%Floor Plan%'
   AND coalesce(nullif(btrim("unit"."form_data"->>'unitNumber'), ''), nullif(btrim("unit"."form_data"->>'unit_number'), ''), "unit"."instance_number"::text) = "plan"."location_id"
  WHERE "plan"."location_type" = 'unit' AND "plan"."instance_name" LIKE '%Floor Plan%'
  ORDER BY "plan"."id", "unit"."created_at", "unit"."id"
)
UPDATE "surveys" SET "unit_survey_id" = "links"."unit_id", "instance_number" = "links"."instance_number"
FROM "links" WHERE "surveys"."id" = "links"."plan_id";--> statement-breakpoint
CREATE INDEX "surveys_unit_survey_idx" ON "surveys" USING btree ("unit_survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_instance_key" ON "surveys" USING btree ("project_id","location_type","instance_number") WHERE "surveys"."unit_survey_id" is null;