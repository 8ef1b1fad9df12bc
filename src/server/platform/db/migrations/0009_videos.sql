CREATE TABLE "upload_locks" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"release_requested" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_membership_tiers" (
	"video_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	CONSTRAINT "video_membership_tiers_video_id_tier_id_pk" PRIMARY KEY("video_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tus_upload_id" text,
	"declared_size" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"poster_source" text DEFAULT 'auto-generated' NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"failure_reason" text,
	"upload_id" uuid,
	"original_key" text,
	"poster_key" text,
	"hls_master_key" text,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	CONSTRAINT "videos_counts_check" CHECK ("videos"."view_count" >= 0 and "videos"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_membership_tiers" ADD CONSTRAINT "video_membership_tiers_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_membership_tiers" ADD CONSTRAINT "video_membership_tiers_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_upload_id_video_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."video_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_membership_tiers_tier_idx" ON "video_membership_tiers" USING btree ("tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_uploads_tus_idx" ON "video_uploads" USING btree ("tus_upload_id");--> statement-breakpoint
CREATE INDEX "video_uploads_expiry_idx" ON "video_uploads" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "video_uploads_owner_idx" ON "video_uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_upload_idx" ON "videos" USING btree ("upload_id");