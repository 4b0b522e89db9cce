CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lowest_floor" integer DEFAULT 1 NOT NULL,
	"highest_floor" integer DEFAULT 1 NOT NULL,
	"floors_follow_answers" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buildings_id_company_key" UNIQUE("id","company_id"),
	CONSTRAINT "buildings_floors_check" CHECK ("buildings"."lowest_floor" <= "buildings"."highest_floor")
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_types_id_company_key" UNIQUE("id","company_id")
);
--> statement-breakpoint
DROP INDEX "surveys_instance_key";--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "building_id" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "unit_number" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "unit_type_id" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "is_typical_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "hidden_typical_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_project_company_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_project_company_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_name_key" ON "buildings" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "buildings_company_idx" ON "buildings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_types_name_key" ON "unit_types" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "unit_types_company_idx" ON "unit_types" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_building_fk" FOREIGN KEY ("building_id","company_id") REFERENCES "public"."buildings"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_unit_type_fk" FOREIGN KEY ("unit_type_id","company_id") REFERENCES "public"."unit_types"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surveys_building_idx" ON "surveys" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "surveys_unit_type_idx" ON "surveys" USING btree ("unit_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_unit_number_key" ON "surveys" USING btree ("building_id",upper("unit_number")) WHERE "surveys"."location_type" = 'unit' and "surveys"."unit_survey_id" is null and not "surveys"."is_typical_plan";--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_typical_plan_key" ON "surveys" USING btree ("unit_type_id") WHERE "surveys"."is_typical_plan";--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_instance_key" ON "surveys" USING btree ("project_id","location_type","instance_number") WHERE "surveys"."unit_survey_id" is null and not "surveys"."is_typical_plan";--> statement-breakpoint
-- Data (issue 25, DESIGN §15): the place answers of existing surveys become their columns, once.
-- Per project, each distinct building answer (without regard to case) becomes a building whose
-- floors run from the lowest to the highest floor its locations answered (1 to 1 when none did;
-- basements kept), following the floors answered until someone sets them; surveys get their
-- building, floor and unit number; the answers leave form_data.
-- A floor that is not a whole floor number (-10 to 200) stays in form_data as floorText. A unit
-- number a unit of the same building already has stays with the first unit; the others keep it
-- in their name only. Surveys already moved hold no place answers, so this may run again.
DROP TABLE IF EXISTS "property_answers";--> statement-breakpoint
CREATE TEMP TABLE "property_answers" AS
SELECT
  s."id",
  s."company_id",
  s."project_id",
  s."location_type",
  s."unit_survey_id",
  s."is_typical_plan",
  s."instance_number",
  s."created_at",
  nullif(btrim(coalesce(
    CASE WHEN jsonb_typeof(s."form_data"->'building') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'building'), '') END,
    CASE WHEN jsonb_typeof(s."form_data"->'buildingNumber') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'buildingNumber'), '') END,
    CASE WHEN jsonb_typeof(s."form_data"->'building_name') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'building_name'), '') END,
    CASE WHEN jsonb_typeof(s."form_data"->'buildingName') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'buildingName'), '') END
  )), '') AS "building",
  CASE
    WHEN jsonb_typeof(s."form_data"->'floor') = 'number' AND (s."form_data"->>'floor') ~ '^-?[0-9]{1,3}$' THEN (s."form_data"->>'floor')::int
    WHEN jsonb_typeof(s."form_data"->'floor') = 'string' AND btrim(s."form_data"->>'floor') ~ '^-?[0-9]{1,3}$' THEN btrim(s."form_data"->>'floor')::int
  END AS "floor",
  CASE WHEN jsonb_typeof(s."form_data"->'floor') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'floor'), '') END AS "floor_text",
  nullif(btrim(coalesce(
    CASE WHEN jsonb_typeof(s."form_data"->'unitNumber') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'unitNumber'), '') END,
    CASE WHEN jsonb_typeof(s."form_data"->'unit_number') IN ('string', 'number') THEN nullif(btrim(s."form_data"->>'unit_number'), '') END
  )), '') AS "unit_number"
FROM "surveys" s
WHERE s."form_data" ?| array['building', 'buildingNumber', 'building_name', 'buildingName', 'floor', 'unitNumber', 'unit_number'];--> statement-breakpoint
-- A floor outside the floors a building may have is no floor: it stays as text.
UPDATE "property_answers" SET "floor" = NULL WHERE "floor" NOT BETWEEN -10 AND 200;--> statement-breakpoint
INSERT INTO "buildings" ("company_id", "project_id", "name", "lowest_floor", "highest_floor", "floors_follow_answers")
SELECT DISTINCT ON (a."project_id", lower(a."building"))
  a."company_id",
  a."project_id",
  a."building",
  coalesce(min(a."floor") OVER w, 1),
  coalesce(max(a."floor") OVER w, 1),
  true
FROM "property_answers" a
WHERE a."building" IS NOT NULL
WINDOW w AS (PARTITION BY a."project_id", lower(a."building"))
ORDER BY a."project_id", lower(a."building"), a."created_at", a."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "surveys" s
SET "building_id" = b."id"
FROM "property_answers" a
JOIN "buildings" b ON b."project_id" = a."project_id" AND lower(b."name") = lower(a."building")
WHERE s."id" = a."id";--> statement-breakpoint
UPDATE "surveys" s SET "floor" = a."floor" FROM "property_answers" a WHERE s."id" = a."id" AND a."floor" IS NOT NULL;--> statement-breakpoint
-- A building found already (this ran before) takes in the floors answered since.
UPDATE "buildings" b
SET "lowest_floor" = least(b."lowest_floor", f."lowest"), "highest_floor" = greatest(b."highest_floor", f."highest")
FROM (SELECT "building_id", min("floor") AS "lowest", max("floor") AS "highest" FROM "surveys" WHERE "building_id" IS NOT NULL AND "floor" IS NOT NULL GROUP BY "building_id") f
WHERE b."id" = f."building_id" AND (f."lowest" < b."lowest_floor" OR f."highest" > b."highest_floor");--> statement-breakpoint
-- Unit numbers: the first unit of a building with a number keeps it (one that has it already first).
UPDATE "surveys" s
SET "unit_number" = r."unit_number"
FROM (
  SELECT a."id", a."unit_number",
    row_number() OVER (PARTITION BY t."building_id", upper(a."unit_number") ORDER BY a."instance_number", a."created_at", a."id") AS "rank",
    t."building_id",
    t."location_type" = 'unit' AND t."unit_survey_id" IS NULL AND NOT t."is_typical_plan" AS "is_unit"
  FROM "property_answers" a JOIN "surveys" t ON t."id" = a."id"
  WHERE a."unit_number" IS NOT NULL
) r
WHERE s."id" = r."id"
  AND (NOT r."is_unit" OR r."building_id" IS NULL OR (r."rank" = 1 AND NOT EXISTS (
    SELECT 1 FROM "surveys" o
    WHERE o."building_id" = r."building_id" AND upper(o."unit_number") = upper(r."unit_number") AND o."id" <> r."id"
      AND o."location_type" = 'unit' AND o."unit_survey_id" IS NULL AND NOT o."is_typical_plan"
  )));--> statement-breakpoint
UPDATE "surveys" s
SET "instance_name" = CASE
    WHEN coalesce(btrim(s."instance_name"), '') = '' THEN 'Unit ' || a."unit_number"
    WHEN position(a."unit_number" IN s."instance_name") > 0 THEN s."instance_name"
    ELSE left(s."instance_name" || ' (' || a."unit_number" || ')', 200)
  END
FROM "property_answers" a
WHERE s."id" = a."id" AND a."unit_number" IS NOT NULL AND s."unit_number" IS NULL;--> statement-breakpoint
UPDATE "surveys" s
SET
  "form_data" = (s."form_data" - ARRAY['building', 'buildingNumber', 'building_name', 'buildingName', 'floor', 'unitNumber', 'unit_number'])
    || CASE WHEN a."floor" IS NULL AND a."floor_text" IS NOT NULL THEN jsonb_build_object('floorText', a."floor_text") ELSE '{}'::jsonb END,
  -- Their versions go on under the place's one name, so a stale change of a place still conflicts.
  "field_versions" = (s."field_versions" - ARRAY['buildingNumber', 'building_name', 'buildingName', 'unit_number'])
    || coalesce((
      SELECT jsonb_object_agg(k."place", k."version")
      FROM (
        SELECT CASE WHEN v."key" IN ('building', 'buildingNumber', 'building_name', 'buildingName') THEN 'building' ELSE 'unitNumber' END AS "place", max((v."value")::text::int) AS "version"
        FROM jsonb_each(s."field_versions") v
        WHERE v."key" IN ('building', 'buildingNumber', 'building_name', 'buildingName', 'unitNumber', 'unit_number') AND jsonb_typeof(v."value") = 'number'
        GROUP BY 1
      ) k
    ), '{}'::jsonb)
FROM "property_answers" a
WHERE s."id" = a."id";--> statement-breakpoint
DROP TABLE "property_answers";
