-- Competitions (issue 40, DESIGN.md §4 "Competitions (leagues)"): a league's competitions, their teams and rosters, and
-- their fixtures with results. (The snapshot beside it also catches up with 0020's hand-written teams.players_see_games.)
CREATE TABLE "competition_player_seasons" (
	"competition_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"games" integer NOT NULL,
	"fixture_ids" uuid[] NOT NULL,
	"pts" integer NOT NULL,
	"fgm" integer NOT NULL,
	"fga" integer NOT NULL,
	"fg3m" integer NOT NULL,
	"fg3a" integer NOT NULL,
	"ftm" integer NOT NULL,
	"fta" integer NOT NULL,
	"oreb" integer NOT NULL,
	"dreb" integer NOT NULL,
	"reb" integer NOT NULL,
	"ast" integer NOT NULL,
	"stl" integer NOT NULL,
	"blk" integer NOT NULL,
	"tov" integer NOT NULL,
	"pf" integer NOT NULL,
	"eff" integer NOT NULL,
	CONSTRAINT "competition_player_seasons_competition_id_team_id_player_id_pk" PRIMARY KEY("competition_id","team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "competition_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_team_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"color" text NOT NULL,
	"secondary_color" text,
	"claim_code_hash" text,
	"claimed_team_id" uuid,
	"claimed_organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_teams_claim_code_hash_unique" UNIQUE("claim_code_hash")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"actor_id" text,
	"name" text NOT NULL,
	"season_label" text NOT NULL,
	"slug" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"time_zone" text NOT NULL,
	"win_points" integer DEFAULT 2 NOT NULL,
	"loss_points" integer DEFAULT 1 NOT NULL,
	"forfeit_loss_points" integer DEFAULT 0 NOT NULL,
	"tie_break" text DEFAULT 'fiba' NOT NULL,
	"publish_box_scores" boolean DEFAULT true NOT NULL,
	"qualification_percent" integer DEFAULT 70 NOT NULL,
	"finals_size" integer,
	"copied_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "competitions_points_ordered" CHECK ("competitions"."win_points" > "competitions"."loss_points" and "competitions"."loss_points" >= "competitions"."forfeit_loss_points" and "competitions"."forfeit_loss_points" >= 0),
	CONSTRAINT "competitions_qualification_percent" CHECK ("competitions"."qualification_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "fixture_player_lines" (
	"fixture_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"pts" integer NOT NULL,
	"fgm" integer NOT NULL,
	"fga" integer NOT NULL,
	"fg3m" integer NOT NULL,
	"fg3a" integer NOT NULL,
	"ftm" integer NOT NULL,
	"fta" integer NOT NULL,
	"oreb" integer NOT NULL,
	"dreb" integer NOT NULL,
	"reb" integer NOT NULL,
	"ast" integer NOT NULL,
	"stl" integer NOT NULL,
	"blk" integer NOT NULL,
	"tov" integer NOT NULL,
	"pf" integer NOT NULL,
	"eff" integer NOT NULL,
	CONSTRAINT "fixture_player_lines_fixture_id_team_id_player_id_pk" PRIMARY KEY("fixture_id","team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"stage" text DEFAULT 'regular' NOT NULL,
	"finals_match" text,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"venue" text,
	"home_team_id" uuid NOT NULL,
	"away_team_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"forfeited_by" uuid,
	"result_source" text,
	"game_id" uuid,
	"game_home_score" integer,
	"game_away_score" integer,
	"box" jsonb,
	"disagreement" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixtures_game_id_unique" UNIQUE("game_id"),
	CONSTRAINT "fixtures_two_teams" CHECK ("fixtures"."home_team_id" <> "fixtures"."away_team_id"),
	CONSTRAINT "fixtures_scores_in_range" CHECK (("fixtures"."home_score" is null or "fixtures"."home_score" between 0 and 250) and ("fixtures"."away_score" is null or "fixtures"."away_score" between 0 and 250)),
	CONSTRAINT "fixtures_result_when_decided" CHECK (("fixtures"."status" in ('played', 'forfeit')) = ("fixtures"."home_score" is not null and "fixtures"."away_score" is not null))
);
--> statement-breakpoint
ALTER TABLE "competition_player_seasons" ADD CONSTRAINT "competition_player_seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_players" ADD CONSTRAINT "competition_players_competition_team_id_competition_teams_id_fk" FOREIGN KEY ("competition_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_claimed_team_id_teams_id_fk" FOREIGN KEY ("claimed_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_claimed_organization_id_organizations_id_fk" FOREIGN KEY ("claimed_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_player_lines" ADD CONSTRAINT "fixture_player_lines_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_player_lines" ADD CONSTRAINT "fixture_player_lines_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_team_id_competition_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_team_id_competition_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_players_number_idx" ON "competition_players" USING btree ("competition_team_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_teams_name_idx" ON "competition_teams" USING btree ("competition_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competition_teams_claimed_idx" ON "competition_teams" USING btree ("claimed_organization_id");--> statement-breakpoint
CREATE INDEX "competitions_organization_idx" ON "competitions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "fixture_player_lines_competition_idx" ON "fixture_player_lines" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "fixtures_competition_idx" ON "fixtures" USING btree ("competition_id","date","time");