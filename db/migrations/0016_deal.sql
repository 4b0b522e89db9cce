ALTER TABLE "companies" ADD COLUMN "price_list" jsonb DEFAULT '{"markupPercent":0,"items":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cable_catalogue" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "telecom_room_naming" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "proposal_terms" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "starred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_list" jsonb;