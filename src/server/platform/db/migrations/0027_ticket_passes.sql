CREATE TABLE "ticket_check_ins" (
	"order_item_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"entry" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by_id" uuid,
	CONSTRAINT "ticket_check_ins_order_item_id_entry_pk" PRIMARY KEY("order_item_id","entry")
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "admission" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "pass_occurrence_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "entries" integer;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_checked_in_by_id_profiles_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_check_ins_occurrence_idx" ON "ticket_check_ins" USING btree ("occurrence_id");--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_entries_check" CHECK (("ticket_types"."admission" = 'punch_card') = ("ticket_types"."entries" is not null) and coalesce("ticket_types"."entries", 2) >= 2);