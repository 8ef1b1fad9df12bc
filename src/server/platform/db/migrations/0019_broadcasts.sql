CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"mode" text DEFAULT 'ovation' NOT NULL,
	"external_url" text,
	"stream_key" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"replay_video_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_external_url_check" CHECK ("broadcasts"."mode" <> 'external' or "broadcasts"."external_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_replay_video_id_videos_id_fk" FOREIGN KEY ("replay_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_occurrence_idx" ON "broadcasts" USING btree ("occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_stream_key_idx" ON "broadcasts" USING btree ("stream_key");--> statement-breakpoint
CREATE INDEX "broadcasts_event_idx" ON "broadcasts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "broadcasts_replay_idx" ON "broadcasts" USING btree ("replay_video_id");