ALTER TABLE "teams" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_logo_typed" CHECK (("teams"."logo_key" is null) = ("teams"."logo_type" is null));