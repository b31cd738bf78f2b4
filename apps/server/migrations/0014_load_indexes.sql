DROP INDEX "games_user_idx";--> statement-breakpoint
DROP INDEX "purchases_user_idx";--> statement-breakpoint
CREATE INDEX "games_queue_idx" ON "games" USING btree (coalesce("due_at", "created_at"),"id") WHERE "games"."status" in ('queued', 'preparing', 'ready', 'in_analysis', 'in_review');--> statement-breakpoint
CREATE INDEX "guarantee_requests_game_idx" ON "guarantee_requests" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "games_user_idx" ON "games" USING btree ("user_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at","id");