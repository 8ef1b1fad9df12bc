CREATE TABLE "video_collaborator_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by_id" uuid,
	"token_hash" text NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_collaborators" (
	"video_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_collaborators_video_id_profile_id_pk" PRIMARY KEY("video_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "video_favorites" (
	"video_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_favorites_video_id_profile_id_pk" PRIMARY KEY("video_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"video_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_views_video_id_viewer_key_pk" PRIMARY KEY("video_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "video_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "filename" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "byte_size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "progress" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_collaborator_invitations" ADD CONSTRAINT "video_collaborator_invitations_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_collaborator_invitations" ADD CONSTRAINT "video_collaborator_invitations_invited_by_id_profiles_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_collaborators" ADD CONSTRAINT "video_collaborators_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_collaborators" ADD CONSTRAINT "video_collaborators_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_favorites" ADD CONSTRAINT "video_favorites_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_favorites" ADD CONSTRAINT "video_favorites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_invitations_video_email_idx" ON "video_collaborator_invitations" USING btree ("video_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "video_invitations_token_idx" ON "video_collaborator_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "video_collaborators_profile_idx" ON "video_collaborators" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "video_favorites_profile_idx" ON "video_favorites" USING btree ("profile_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_upload_id_uploads_id_fk" FOREIGN KEY ("thumbnail_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_video_idx" ON "orders" USING btree ("video_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_check" CHECK (("orders"."product_type" = 'Event' and "orders"."event_id" is not null and "orders"."occurrence_id" is not null) or ("orders"."product_type" = 'MembershipTier' and "orders"."membership_subscription_id" is not null and "orders"."period_start" is not null) or ("orders"."product_type" = 'ArtistVideo' and "orders"."video_id" is not null));