ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_stripe" smallint;--> statement-breakpoint
CREATE INDEX "orders_pending_address_idx" ON "orders" USING btree ("address_key","event_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "renewals";