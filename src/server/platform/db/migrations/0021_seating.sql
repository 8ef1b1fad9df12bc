CREATE TABLE "event_seatings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"chart_id" uuid,
	"document" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_states" (
	"occurrence_id" uuid NOT NULL,
	"seat_key" text NOT NULL,
	"event_id" uuid NOT NULL,
	"state" text NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"ticket_type_id" uuid,
	"label" text,
	"block_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_states_occurrence_id_seat_key_pk" PRIMARY KEY("occurrence_id","seat_key"),
	CONSTRAINT "seat_states_shape_check" CHECK (("seat_states"."state" = 'blocked' and "seat_states"."block_reason" is not null and "seat_states"."order_id" is null)
        or ("seat_states"."state" = 'held' and "seat_states"."order_id" is not null and "seat_states"."ticket_type_id" is not null and "seat_states"."order_item_id" is null)
        or ("seat_states"."state" = 'sold' and "seat_states"."order_id" is not null and "seat_states"."order_item_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "seats_category_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seats_hold_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_seatings" ADD CONSTRAINT "event_seatings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seatings" ADD CONSTRAINT "event_seatings_chart_id_seat_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."seat_charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_charts" ADD CONSTRAINT "seat_charts_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_states" ADD CONSTRAINT "seat_states_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_states" ADD CONSTRAINT "seat_states_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_states" ADD CONSTRAINT "seat_states_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_states" ADD CONSTRAINT "seat_states_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_states" ADD CONSTRAINT "seat_states_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_seatings_event_idx" ON "event_seatings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_seatings_chart_idx" ON "event_seatings" USING btree ("chart_id");--> statement-breakpoint
CREATE INDEX "seat_charts_owner_idx" ON "seat_charts" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "seat_states_order_idx" ON "seat_states" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seat_states_event_idx" ON "seat_states" USING btree ("event_id","state");