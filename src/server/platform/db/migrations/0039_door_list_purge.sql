ALTER TABLE "door_scans" DROP CONSTRAINT "door_scans_list_id_door_lists_id_fk";
--> statement-breakpoint
ALTER TABLE "door_scans" ALTER COLUMN "list_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_list_id_door_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."door_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_lists_expires_idx" ON "door_lists" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "door_scans_list_idx" ON "door_scans" USING btree ("list_id");