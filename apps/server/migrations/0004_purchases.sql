CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"package_type" text NOT NULL,
	"games_included" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_shortfall" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "purchases_games_positive" CHECK ("purchases"."games_included" > 0),
	CONSTRAINT "purchases_amount_consistent" CHECK ("purchases"."amount_cents" = "purchases"."unit_amount_cents" * "purchases"."games_included"),
	CONSTRAINT "purchases_shortfall_range" CHECK ("purchases"."refund_shortfall" between 0 and "purchases"."games_included")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_idx" ON "purchases" USING btree ("provider_payment_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;