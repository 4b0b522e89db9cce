CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "markup_element_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Existing drawings: every element as last changed at the survey's markup version.
UPDATE "surveys" SET "markup_element_versions" = (
	SELECT coalesce(jsonb_object_agg(e->>'id', "surveys"."markup_version"), '{}'::jsonb)
	FROM jsonb_array_elements("surveys"."markup_elements") AS e
	WHERE jsonb_typeof(e) = 'object' AND jsonb_typeof(e->'id') = 'string'
) WHERE jsonb_typeof("markup_elements") = 'array' AND jsonb_array_length("markup_elements") > 0;
