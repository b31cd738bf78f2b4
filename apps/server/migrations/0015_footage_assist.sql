CREATE TABLE "footage_passes" (
	"game_id" uuid NOT NULL,
	"pass" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"run" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"cpu_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footage_passes_game_id_pass_pk" PRIMARY KEY("game_id","pass")
);
--> statement-breakpoint
CREATE TABLE "footage_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"video_ms" integer NOT NULL,
	"end_ms" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "scoreboard_regions" jsonb;--> statement-breakpoint
ALTER TABLE "footage_passes" ADD CONSTRAINT "footage_passes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footage_suggestions" ADD CONSTRAINT "footage_suggestions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footage_suggestions" ADD CONSTRAINT "footage_suggestions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "footage_passes_claim_idx" ON "footage_passes" USING btree ("state","started_at") WHERE "footage_passes"."state" in ('waiting', 'running');--> statement-breakpoint
CREATE INDEX "footage_suggestions_game_idx" ON "footage_suggestions" USING btree ("game_id","video_ms");--> statement-breakpoint
CREATE INDEX "footage_suggestions_kind_idx" ON "footage_suggestions" USING btree ("kind","status");