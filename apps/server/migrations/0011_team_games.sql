CREATE TABLE "team_games" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"side" text NOT NULL,
	"played_on" date,
	"opponent" text NOT NULL,
	"period_seconds" integer NOT NULL,
	"box" jsonb NOT NULL,
	"added_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ALTER COLUMN "game_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "team_games" ADD CONSTRAINT "team_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_games" ADD CONSTRAINT "team_games_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_games_team_idx" ON "team_games" USING btree ("team_id","played_on");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_team_idx" ON "games" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "share_links_team_idx" ON "share_links" USING btree ("team_id","created_at");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_one_target" CHECK (("share_links"."game_id" is null) <> ("share_links"."team_id" is null));