CREATE TABLE "door_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"order_item_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"outcome" text NOT NULL,
	"message" text,
	CONSTRAINT "door_scans_outcome" CHECK ("door_scans"."outcome" in ('admitted', 'conflict'))
);
--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
ALTER TABLE "door_lists" ADD CONSTRAINT "door_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_lists" ADD CONSTRAINT "door_lists_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_list_id_door_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."door_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_by_user_id_profiles_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_lists_event_idx" ON "door_lists" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "door_scans_event_idx" ON "door_scans" USING btree ("event_id","outcome");--> statement-breakpoint
CREATE INDEX "door_scans_item_idx" ON "door_scans" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_scan_id_door_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."door_scans"("id") ON DELETE set null ON UPDATE no action;