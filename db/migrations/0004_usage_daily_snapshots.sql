CREATE TABLE "usage_daily_snapshots" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"projects_count" integer NOT NULL,
	"surveys_count" integer NOT NULL,
	"photos_count" integer NOT NULL,
	"total_storage_bytes" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_daily_snapshots_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "usage_daily_snapshots" ADD CONSTRAINT "usage_daily_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;