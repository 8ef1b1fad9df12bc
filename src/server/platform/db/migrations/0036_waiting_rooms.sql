CREATE TABLE "event_page_arrivals" (
	"event_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"arrivals" integer NOT NULL,
	CONSTRAINT "event_page_arrivals_event_id_window_start_pk" PRIMARY KEY("event_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "waiting_room_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"random_key" bigint,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pass_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_id" uuid,
	"enabled" boolean NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"admitted_base" integer DEFAULT 0 NOT NULL,
	"rate_since" timestamp with time zone NOT NULL,
	"last_position" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"auto_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_rooms_rate_check" CHECK ("waiting_rooms"."rate_per_minute" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_page_arrivals" ADD CONSTRAINT "event_page_arrivals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_visitors" ADD CONSTRAINT "waiting_room_visitors_room_id_waiting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."waiting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_visitors_key_idx" ON "waiting_room_visitors" USING btree ("room_id","visitor_key");--> statement-breakpoint
CREATE INDEX "waiting_room_visitors_draw_idx" ON "waiting_room_visitors" USING btree ("room_id","random_key") WHERE "waiting_room_visitors"."position" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_rooms_event_idx" ON "waiting_rooms" USING btree ("event_id") WHERE "waiting_rooms"."occurrence_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_rooms_occurrence_idx" ON "waiting_rooms" USING btree ("event_id","occurrence_id") WHERE "waiting_rooms"."occurrence_id" is not null;