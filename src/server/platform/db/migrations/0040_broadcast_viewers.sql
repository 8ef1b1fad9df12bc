CREATE TABLE "broadcast_viewers" (
	"broadcast_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broadcast_viewers_broadcast_id_viewer_id_pk" PRIMARY KEY("broadcast_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "broadcast_viewers" ADD CONSTRAINT "broadcast_viewers_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_viewers_seen_idx" ON "broadcast_viewers" USING btree ("last_seen_at");