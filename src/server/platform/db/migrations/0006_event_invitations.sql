CREATE TABLE "event_collaborator_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"access_setting" text DEFAULT 'basic' NOT NULL,
	"invited_by_id" uuid,
	"token_hash" text NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_collaborator_invitations" ADD CONSTRAINT "event_collaborator_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_collaborator_invitations" ADD CONSTRAINT "event_collaborator_invitations_invited_by_id_profiles_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_email_idx" ON "event_collaborator_invitations" USING btree ("event_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_token_idx" ON "event_collaborator_invitations" USING btree ("token_hash");