ALTER TABLE "companies" ADD COLUMN "run_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slack_feet_per_end" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "floor_height_feet" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "waste_percent" double precision;