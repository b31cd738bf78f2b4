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
-- Backfill (decision 016): each customer's ledger replayed in order under the rules the server now keeps. A credit
-- is spent from those without a purchase first, then the oldest purchase's; a returned credit goes back to its
-- lot; a refund takes its purchase's unspent credits, then pays for its games still holding a credit with other
-- credits. `credit-sources-backfill.test.ts` runs this part on made-up histories.
CREATE FUNCTION pg_temp.backfill_take(owner text, excluded uuid) RETURNS text LANGUAGE plpgsql AS $take$
DECLARE
	taken record;
BEGIN
	SELECT id, purchase_id INTO taken FROM backfill_lots
	WHERE user_id = owner AND unspent > 0 AND (excluded IS NULL OR purchase_id IS DISTINCT FROM excluded)
	ORDER BY purchase_id IS NOT NULL, paid_at, id LIMIT 1;
	IF NOT FOUND THEN RETURN NULL; END IF;
	UPDATE backfill_lots SET unspent = unspent - 1 WHERE id = taken.id;
	RETURN coalesce(taken.purchase_id::text, 'none');
END
$take$;--> statement-breakpoint
CREATE TEMP TABLE backfill_lots (id serial PRIMARY KEY, user_id text NOT NULL, purchase_id uuid, paid_at timestamptz, unspent integer NOT NULL);--> statement-breakpoint
DO $backfill$
DECLARE
	r record;
	lot text;
	need integer;
	took integer;
	held uuid;
BEGIN
	FOR r IN
		SELECT l.user_id, l.delta, l.reason, l.purchase_id, l.game_id, l.created_at, p.completed_at
		FROM credit_ledger l LEFT JOIN purchases p ON p.id = l.purchase_id
		ORDER BY l.user_id, l.created_at, l.id
	LOOP
		IF NOT EXISTS (SELECT 1 FROM backfill_lots WHERE user_id = r.user_id AND purchase_id IS NULL) THEN
			INSERT INTO backfill_lots (user_id, purchase_id, paid_at, unspent) VALUES (r.user_id, NULL, NULL, 0);
		END IF;
		IF r.delta > 0 AND r.reason = 'purchase' AND r.purchase_id IS NOT NULL THEN
			INSERT INTO backfill_lots (user_id, purchase_id, paid_at, unspent)
			VALUES (r.user_id, r.purchase_id, coalesce(r.completed_at, r.created_at), r.delta);
		ELSIF r.delta > 0 AND r.game_id IS NOT NULL AND r.reason IN ('upload_refund', 'guarantee_refund')
			AND EXISTS (SELECT 1 FROM credit_spends WHERE game_id = r.game_id AND state = 'spent') THEN
			UPDATE backfill_lots SET unspent = unspent + 1
			WHERE user_id = r.user_id AND purchase_id IS NOT DISTINCT FROM (SELECT purchase_id FROM credit_spends WHERE game_id = r.game_id);
			UPDATE credit_spends SET state = 'returned', ended_at = r.created_at WHERE game_id = r.game_id;
		ELSIF r.delta > 0 THEN
			UPDATE backfill_lots SET unspent = unspent + r.delta WHERE user_id = r.user_id AND purchase_id IS NULL;
		ELSIF r.reason = 'upload' AND r.game_id IS NOT NULL THEN
			lot := pg_temp.backfill_take(r.user_id, NULL);
			INSERT INTO credit_spends (game_id, user_id, purchase_id, state, created_at)
			VALUES (r.game_id, r.user_id, CASE WHEN lot IS NULL OR lot = 'none' THEN NULL ELSE lot::uuid END, 'spent', r.created_at)
			ON CONFLICT DO NOTHING;
		ELSIF r.reason = 'purchase_refund' AND r.purchase_id IS NOT NULL THEN
			need := -r.delta;
			WHILE need > 0 AND EXISTS (SELECT 1 FROM backfill_lots WHERE purchase_id = r.purchase_id AND unspent > 0) LOOP
				UPDATE backfill_lots SET unspent = unspent - 1 WHERE purchase_id = r.purchase_id;
				need := need - 1;
			END LOOP;
			WHILE need > 0 LOOP
				lot := pg_temp.backfill_take(r.user_id, r.purchase_id);
				EXIT WHEN lot IS NULL;
				SELECT game_id INTO held FROM credit_spends
				WHERE purchase_id = r.purchase_id AND state = 'spent' ORDER BY created_at, game_id LIMIT 1;
				IF FOUND THEN
					UPDATE credit_spends SET purchase_id = CASE WHEN lot = 'none' THEN NULL ELSE lot::uuid END WHERE game_id = held;
				END IF;
				need := need - 1;
			END LOOP;
		ELSE
			FOR i IN 1..(-r.delta) LOOP
				EXIT WHEN pg_temp.backfill_take(r.user_id, NULL) IS NULL;
			END LOOP;
		END IF;
	END LOOP;
	UPDATE purchases p SET credits_unspent = least(greatest(b.unspent, 0), p.games_included)
	FROM backfill_lots b WHERE b.purchase_id = p.id;
	-- Should the replay and the balance ever disagree, the balance wins: the oldest purchases give way first.
	FOR r IN
		SELECT pr.user_id, sum(p.credits_unspent) - min(pr.games_remaining) AS excess
		FROM purchases p JOIN profiles pr ON pr.user_id = p.user_id
		GROUP BY pr.user_id HAVING sum(p.credits_unspent) > min(pr.games_remaining)
	LOOP
		need := r.excess;
		FOR held IN SELECT id FROM purchases WHERE user_id = r.user_id AND credits_unspent > 0 ORDER BY completed_at, id LOOP
			EXIT WHEN need <= 0;
			SELECT least(need, credits_unspent) INTO took FROM purchases WHERE id = held;
			UPDATE purchases SET credits_unspent = credits_unspent - took WHERE id = held;
			need := need - took;
		END LOOP;
	END LOOP;
END
$backfill$;--> statement-breakpoint
DROP TABLE backfill_lots;--> statement-breakpoint
DROP FUNCTION pg_temp.backfill_take(text, uuid);
