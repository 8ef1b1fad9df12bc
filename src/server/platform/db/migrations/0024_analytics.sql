CREATE TABLE "analytics_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"action_name" text NOT NULL,
	"action_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text NOT NULL,
	"event_id" uuid,
	"organizer_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"previous_action_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"organizer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_organizer_id_event_id_metric_dimension_pk" PRIMARY KEY("day","organizer_id","event_id","metric","dimension")
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"event_id" uuid,
	"event_occurrence_id" uuid,
	"organizer_id" uuid,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"device" text NOT NULL,
	"locale" text NOT NULL,
	"referrer" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"promoter" text,
	"environment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"metric_name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"navigation_type" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_pixel_fires" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_actions" ADD CONSTRAINT "analytics_actions_session_id_analytics_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analytics_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_web_vitals" ADD CONSTRAINT "analytics_web_vitals_session_id_analytics_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analytics_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_pixel_fires" ADD CONSTRAINT "purchase_pixel_fires_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_actions_created_idx" ON "analytics_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_actions_event_idx" ON "analytics_actions" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_actions_organizer_idx" ON "analytics_actions" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_actions_session_idx" ON "analytics_actions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_daily_organizer_idx" ON "analytics_daily" USING btree ("organizer_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_event_idx" ON "analytics_daily" USING btree ("event_id","day");--> statement-breakpoint
CREATE INDEX "analytics_sessions_created_idx" ON "analytics_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_organizer_idx" ON "analytics_sessions" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_web_vitals_created_idx" ON "analytics_web_vitals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_web_vitals_session_idx" ON "analytics_web_vitals" USING btree ("session_id");