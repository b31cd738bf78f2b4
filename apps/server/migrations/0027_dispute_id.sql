ALTER TABLE "purchases" ADD COLUMN "dispute_id" text;--> statement-breakpoint
-- Purchases disputed before 0025 recorded nothing of what their dispute took: read it from the ledger. The dispute's
-- take-back wrote its purchase_refund rows in the transaction that set refunded_at, at the same now().
UPDATE "purchases" p SET
  "dispute_credits_taken" = taken.credits,
  "dispute_shortfall" = GREATEST(0, p."games_included" - p."refunded_games" - taken.credits)
FROM (
  SELECT p2."id", COALESCE(-SUM(l."delta"), 0)::int AS credits
  FROM "purchases" p2
  LEFT JOIN "credit_ledger" l
    ON l."purchase_id" = p2."id" AND l."reason" = 'purchase_refund' AND l."created_at" = p2."refunded_at"
  WHERE p2."status" = 'disputed' AND p2."completed_at" IS NOT NULL AND p2."dispute_credits_taken" = 0
  GROUP BY p2."id"
) taken
WHERE p."id" = taken."id";
