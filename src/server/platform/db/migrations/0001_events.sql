-- The search column is generated, so it may only call IMMUTABLE functions. array_to_string is declared STABLE
-- because of arbitrary element types; for text[] its result depends on the input alone.
CREATE OR REPLACE FUNCTION ovation_text_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
--> statement-breakpoint
CREATE TABLE "event_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"access_setting" text DEFAULT 'basic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"door_time" timestamp with time zone,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"field_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"only_for_tickets" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster_upload_id" uuid,
	"images" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_url" text,
	"theme" text DEFAULT 'light' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"door_time" timestamp with time zone,
	"timezone" text NOT NULL,
	"in_person" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"location_setting" text DEFAULT 'venue' NOT NULL,
	"location_name" text,
	"address" text,
	"city" text,
	"state" text,
	"latitude" double precision,
	"longitude" double precision,
	"google_place_id" text,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"refunds_allowed" boolean DEFAULT false NOT NULL,
	"purchase_button_text" text,
	"banner_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_banner_message" text,
	"donation_enabled" boolean DEFAULT false NOT NULL,
	"donation_title" text,
	"donation_description" text,
	"donation_include_automatically" boolean DEFAULT false NOT NULL,
	"donation_suggested_amount" integer,
	"donation_maximum" integer,
	"marketing_consent_owner" boolean DEFAULT false NOT NULL,
	"marketing_consent_product" boolean DEFAULT false NOT NULL,
	"collect_information_setting" text DEFAULT 'each-attendee' NOT NULL,
	"transfer_allowed" boolean DEFAULT true NOT NULL,
	"cancel_allowed" boolean DEFAULT false NOT NULL,
	"cancel_deadline_hours" integer,
	"broadcast_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple'::regconfig, ovation_text_array_to_string(tags)), 'B') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(location_name, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'C') ||
        setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(description, '<[^>]*>', ' ', 'g'), '&[a-zA-Z0-9#]+;', ' ', 'g')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followed_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"starts_sales_at" timestamp with time zone,
	"ends_sales_at" timestamp with time zone,
	"category" text DEFAULT 'Admission' NOT NULL,
	"attendance_type" text DEFAULT 'in_person' NOT NULL,
	"visibility_scope" text DEFAULT 'public' NOT NULL,
	"pricing_mode" text DEFAULT 'fixed' NOT NULL,
	"suggested_price" integer,
	"minimum_price" integer,
	"code" text,
	"quantity_per_code" integer,
	"max_per_order" integer DEFAULT 25 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_collaborators" ADD CONSTRAINT "event_collaborators_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_collaborators" ADD CONSTRAINT "event_collaborators_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_poster_upload_id_uploads_id_fk" FOREIGN KEY ("poster_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_profiles_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_profiles_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_collaborators_event_profile_idx" ON "event_collaborators" USING btree ("event_id","profile_id");--> statement-breakpoint
CREATE INDEX "event_collaborators_profile_idx" ON "event_collaborators" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "event_occurrences_event_starts_idx" ON "event_occurrences" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_questions_event_idx" ON "event_questions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "events_owner_starts_idx" ON "events" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_listed_idx" ON "events" USING btree ("ends_at") WHERE "events"."published" and not "events"."private";--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_types_event_position_idx" ON "ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_types_event_code_idx" ON "ticket_types" USING btree ("event_id","code");