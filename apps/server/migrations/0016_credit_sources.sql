CREATE TABLE "credit_spends" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purchase_id" uuid,
	"state" text DEFAULT 'spent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "credits_unspent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_spends_purchase_idx" ON "credit_spends" USING btree ("purchase_id","created_at") WHERE "credit_spends"."state" = 'spent';--> statement-breakpoint
CREATE INDEX "purchases_unspent_idx" ON "purchases" USING btree ("user_id","completed_at") WHERE "purchases"."credits_unspent" > 0;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_credits_unspent_range" CHECK ("purchases"."credits_unspent" between 0 and "purchases"."games_included");--> statement-breakpoint
-- Backfill (decision 016). A balance is spent oldest purchase first, so what a customer holds now is taken to be
-- the newest completed purchases' credits, each up to its games not refunded; the rest of the balance is credits
-- no purchase stands behind.
UPDATE "purchases" AS p SET "credits_unspent" = f.unspent
FROM (
	SELECT p.id, greatest(0, least(p.games_included - p.refunded_games,
		pr.games_remaining - coalesce(sum(p.games_included - p.refunded_games) OVER (
			PARTITION BY p.user_id ORDER BY p.completed_at DESC, p.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS unspent
	FROM "purchases" p JOIN "profiles" pr ON pr.user_id = p.user_id
	WHERE p.status = 'completed'
) AS f
WHERE f.id = p.id;--> statement-breakpoint
-- Every game that took a credit: spent, or returned when a refund row names it.
INSERT INTO "credit_spends" ("game_id", "user_id", "purchase_id", "state", "created_at", "ended_at")
SELECT l.game_id, l.user_id, NULL,
	CASE WHEN r.ended_at IS NULL THEN 'spent' ELSE 'returned' END, l.created_at, r.ended_at
FROM "credit_ledger" l
LEFT JOIN LATERAL (
	SELECT max(back.created_at) AS ended_at FROM "credit_ledger" back
	WHERE back.game_id = l.game_id AND back.reason IN ('upload_refund', 'guarantee_refund')
) r ON true
WHERE l.reason = 'upload' AND l.game_id IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The credits still spent, oldest game first, are matched to the purchases' used credits, oldest purchase first
-- (a purchase's used credits: its games less those unspent and those a refund took back); any left over are
-- credits no purchase stood behind.
WITH used AS (
	SELECT p.id, p.user_id, p.completed_at,
		greatest(0, p.games_included - p.credits_unspent - coalesce((
			SELECT -sum(back.delta) FROM "credit_ledger" back
			WHERE back.purchase_id = p.id AND back.reason = 'purchase_refund'), 0)) AS n
	FROM "purchases" p
	WHERE p.status IN ('completed', 'refunded', 'disputed') AND p.completed_at IS NOT NULL
), ranges AS (
	SELECT id, user_id, sum(n) OVER w - n AS after, sum(n) OVER w AS upto
	FROM used WINDOW w AS (PARTITION BY user_id ORDER BY completed_at, id)
), spent AS (
	SELECT game_id, user_id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, game_id) AS k
	FROM "credit_spends" WHERE state = 'spent'
)
UPDATE "credit_spends" AS s SET "purchase_id" = r.id
FROM spent, ranges r
WHERE s.game_id = spent.game_id AND r.user_id = spent.user_id AND spent.k > r.after AND spent.k <= r.upto;
