-- Organizations (issue 39, decision 026): a customer is an organization, and every existing customer's rows move
-- to their personal organization, whose id is the user's own. Balances move from profiles to the organization;
-- each customer row's owner column becomes organization_id, and who did it is kept in actor_id.
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"kind" text DEFAULT 'team' NOT NULL,
	"games_remaining" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organizations_games_remaining_nonnegative" CHECK ("organizations"."games_remaining" >= 0),
	CONSTRAINT "organizations_kind_known" CHECK ("organizations"."kind" IN ('personal', 'team', 'club', 'league'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"team_player_id" uuid,
	"team_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "members_role_known" CHECK ("members"."role" IN ('owner', 'manager', 'coach', 'viewer', 'player'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"inviter_id" text,
	"token_hash" text NOT NULL,
	"team_player_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_role_known" CHECK ("invitations"."role" IN ('owner', 'manager', 'coach', 'viewer', 'player'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_team_player_id_team_players_id_fk" FOREIGN KEY ("team_player_id") REFERENCES "public"."team_players"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_team_player_id_team_players_id_fk" FOREIGN KEY ("team_player_id") REFERENCES "public"."team_players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "members_organization_user_idx" ON "members" USING btree ("organization_id","user_id");
--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "invitations_organization_idx" ON "invitations" USING btree ("organization_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_idx" ON "invitations" USING btree ("organization_id","email") WHERE "invitations"."status" = 'pending';
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_organization_id" text;
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "players_see_games" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- Every user's personal organization, with their balance, and their membership of it as its owner. A deleted
-- account's stays (anonymised as the user is), so the purchases and ledger that name it are kept.
INSERT INTO "organizations" ("id", "name", "slug", "kind", "games_remaining", "created_at", "deleted_at")
SELECT u."id", u."name", u."id", 'personal', coalesce(p."games_remaining", 0), u."created_at", u."deleted_at"
FROM "users" u LEFT JOIN "profiles" p ON p."user_id" = u."id";
--> statement-breakpoint
INSERT INTO "members" ("id", "organization_id", "user_id", "role", "created_at")
SELECT u."id", u."id", u."id", 'owner', u."created_at" FROM "users" u WHERE u."deleted_at" IS NULL;
--> statement-breakpoint
DROP TRIGGER "users_create_profile" ON "users";
--> statement-breakpoint
DROP FUNCTION courtside_create_profile();
--> statement-breakpoint
DROP TABLE "profiles";
--> statement-breakpoint
-- A user never exists without their personal organization: it (with a balance of 0 games) and the membership
-- are written by the same INSERT that writes the user, so all commit or none does.
CREATE FUNCTION courtside_create_personal_organization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organizations (id, name, slug, kind) VALUES (NEW.id, NEW.name, NEW.id, 'personal');
  INSERT INTO members (id, organization_id, user_id, role) VALUES (NEW.id, NEW.id, NEW.id, 'owner');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_personal_organization AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION courtside_create_personal_organization();
--> statement-breakpoint
-- The customer rows: the owner column becomes the organization's (the same ids), who did it moves to actor_id.
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" RENAME COLUMN "user_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "actor_id" text;
--> statement-breakpoint
UPDATE "purchases" SET "actor_id" = "organization_id";
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "games" RENAME COLUMN "user_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "actor_id" text;
--> statement-breakpoint
UPDATE "games" SET "actor_id" = "organization_id";
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_ledger" RENAME COLUMN "user_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "credit_spends" DROP CONSTRAINT "credit_spends_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_spends" RENAME COLUMN "user_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "teams" RENAME COLUMN "owner_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "actor_id" text;
--> statement-breakpoint
UPDATE "teams" SET "actor_id" = "organization_id";
--> statement-breakpoint
ALTER TABLE "guarantee_requests" DROP CONSTRAINT "guarantee_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "guarantee_requests" RENAME COLUMN "user_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "guarantee_requests" ADD COLUMN "actor_id" text;
--> statement-breakpoint
UPDATE "guarantee_requests" SET "actor_id" = "organization_id";
--> statement-breakpoint
ALTER TABLE "reels" DROP CONSTRAINT "reels_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reels" RENAME COLUMN "owner_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "actor_id" text;
--> statement-breakpoint
UPDATE "reels" SET "actor_id" = "organization_id";
--> statement-breakpoint
ALTER TABLE "play_reports" DROP CONSTRAINT "play_reports_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "play_reports" RENAME COLUMN "user_id" TO "organization_id";
--> statement-breakpoint
ALTER TABLE "play_reports" ADD COLUMN "actor_id" text;
--> statement-breakpoint
UPDATE "play_reports" SET "actor_id" = "organization_id";
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "guarantee_requests" ADD CONSTRAINT "guarantee_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "play_reports" ADD CONSTRAINT "play_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER INDEX "purchases_user_idx" RENAME TO "purchases_organization_idx";
--> statement-breakpoint
ALTER INDEX "games_user_idx" RENAME TO "games_organization_idx";
--> statement-breakpoint
ALTER INDEX "credit_ledger_user_idx" RENAME TO "credit_ledger_organization_idx";
--> statement-breakpoint
ALTER INDEX "teams_owner_idx" RENAME TO "teams_organization_idx";
