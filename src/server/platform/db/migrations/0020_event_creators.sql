CREATE TABLE "event_creator_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_with_assistant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_creator_messages" ADD CONSTRAINT "event_creator_messages_creator_id_event_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."event_creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_creators" ADD CONSTRAINT "event_creators_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_creators" ADD CONSTRAINT "event_creators_user_id_users_profile_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_creators" ADD CONSTRAINT "event_creators_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_creator_messages_position_idx" ON "event_creator_messages" USING btree ("creator_id","position");--> statement-breakpoint
CREATE INDEX "event_creators_user_idx" ON "event_creators" USING btree ("user_id");