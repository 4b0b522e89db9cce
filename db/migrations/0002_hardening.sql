CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_survey_id_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_survey_company_fk" FOREIGN KEY ("survey_id","company_id") REFERENCES "public"."surveys"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_project_company_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;
