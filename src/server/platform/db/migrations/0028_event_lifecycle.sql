ALTER TABLE "events" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "duplicated_from_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "duplicate_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "events_duplicate_key_idx" ON "events" USING btree ("duplicate_key");