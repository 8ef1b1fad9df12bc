CREATE INDEX "profiles_username_prefix_idx" ON "profiles" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_prefix_idx" ON "profiles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "events_name_prefix_idx" ON "events" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_buyer_email_prefix_idx" ON "orders" USING btree (lower("buyer_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_buyer_name_prefix_idx" ON "orders" USING btree (lower("buyer_first_name" || ' ' || "buyer_last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_buyer_last_name_prefix_idx" ON "orders" USING btree (lower("buyer_last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_transaction_idx" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "orders_payment_id_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at") WHERE status in ('completed', 'transferred');