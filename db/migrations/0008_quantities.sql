ALTER TABLE "projects" ADD COLUMN "slack_feet_per_end" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "floor_height_feet" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "waste_percent" double precision;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "markup_scale" double precision;