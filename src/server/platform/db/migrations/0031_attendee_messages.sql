CREATE TABLE "mail_bounces" (
	"email" text PRIMARY KEY NOT NULL,
	"reply" text NOT NULL,
	"bounced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"unsubscribe_token_hash" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendee_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"sender_id" uuid,
	"client_key" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"format" text NOT NULL,
	"audience" text NOT NULL,
	"ticket_type_id" uuid,
	"occurrence_id" uuid,
	"recipient_count" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"owner_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_owner_id_email_pk" PRIMARY KEY("owner_id","email")
);
--> statement-breakpoint
CREATE TABLE "sale_digests" (
	"user_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "sale_digests_user_id_owner_id_pk" PRIMARY KEY("user_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "sale_notice_cursor" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL,
	CONSTRAINT "sale_notice_cursor_one_row" CHECK ("sale_notice_cursor"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attendee_message_recipients" ADD CONSTRAINT "attendee_message_recipients_message_id_attendee_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."attendee_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_messages" ADD CONSTRAINT "attendee_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_messages" ADD CONSTRAINT "attendee_messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_messages" ADD CONSTRAINT "attendee_messages_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_messages" ADD CONSTRAINT "attendee_messages_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_digests" ADD CONSTRAINT "sale_digests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_digests" ADD CONSTRAINT "sale_digests_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_message_recipients_address_idx" ON "attendee_message_recipients" USING btree ("message_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_message_recipients_token_idx" ON "attendee_message_recipients" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "attendee_message_recipients_queued_idx" ON "attendee_message_recipients" USING btree ("message_id") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "attendee_message_recipients_sent_idx" ON "attendee_message_recipients" USING btree ("sent_at") WHERE sent_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_messages_client_key_idx" ON "attendee_messages" USING btree ("event_id","client_key");--> statement-breakpoint
CREATE INDEX "attendee_messages_event_idx" ON "attendee_messages" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_digests_pending_idx" ON "sale_digests" USING btree ("pending") WHERE pending > 0;