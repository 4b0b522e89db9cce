ALTER TABLE "photos" ADD COLUMN "pin_survey_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "pin_x" double precision;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "pin_y" double precision;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "pin_direction" double precision;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "pin_number" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_pin_survey_id_surveys_id_fk" FOREIGN KEY ("pin_survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_pin_survey_idx" ON "photos" USING btree ("pin_survey_id");