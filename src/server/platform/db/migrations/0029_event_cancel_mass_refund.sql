CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "mass_refund_orders" (
	"mass_refund_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"refund_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_refund_orders_mass_refund_id_order_id_pk" PRIMARY KEY("mass_refund_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "mass_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "postponed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_requests_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mass_refund_orders" ADD CONSTRAINT "mass_refund_orders_mass_refund_id_mass_refunds_id_fk" FOREIGN KEY ("mass_refund_id") REFERENCES "public"."mass_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_refund_orders" ADD CONSTRAINT "mass_refund_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_refunds" ADD CONSTRAINT "mass_refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_refunds" ADD CONSTRAINT "mass_refunds_requested_by_id_profiles_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_refund_orders_state_idx" ON "mass_refund_orders" USING btree ("mass_refund_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "mass_refunds_event_idx" ON "mass_refunds" USING btree ("event_id");