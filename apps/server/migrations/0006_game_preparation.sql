ALTER TABLE "games" ADD COLUMN "proxy_key" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "prepare_started_at" timestamp with time zone;