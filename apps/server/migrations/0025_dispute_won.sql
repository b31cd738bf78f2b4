ALTER TABLE "purchases" ADD COLUMN "dispute_credits_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "dispute_shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason_known" CHECK ("reason" IN ('purchase', 'upload', 'upload_refund', 'purchase_refund', 'admin_adjustment', 'guarantee_refund', 'dispute_won'));
