CREATE TABLE "devices" (
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"company_id" uuid,
	"label" text NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"oldest_pending_at" timestamp with time zone,
	"project_ids" uuid[],
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_pkey" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"project_id" uuid,
	"survey_id" uuid,
	"building_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "review_by" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_survey_company_fk" FOREIGN KEY ("survey_id","company_id") REFERENCES "public"."surveys"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_comments_survey_idx" ON "survey_comments" USING btree ("survey_id","created_at");--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_review_by_users_id_fk" FOREIGN KEY ("review_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_survey_idx" ON "audit_events" USING btree (("data"->>'surveyId'),"id");--> statement-breakpoint
CREATE INDEX "surveys_assignee_idx" ON "surveys" USING btree ("assignee_id");--> statement-breakpoint
-- Data (issue 27): locations completed before review existed wait for the office like any
-- submitted one (DESIGN §16); the site map, floor plans and typical plans are not locations.
UPDATE "surveys" SET "review_state" = 'pending', "review_at" = "updated_at", "submitted_by" = "updated_by"
WHERE "is_completed" AND "review_state" IS NULL AND "location_type" <> 'site-map' AND "unit_survey_id" IS NULL AND NOT "is_typical_plan";
