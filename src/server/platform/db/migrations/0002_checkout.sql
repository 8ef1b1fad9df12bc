CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_price" integer NOT NULL,
	"base_fee" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"holder_user_id" uuid,
	"first_name" text,
	"last_name" text,
	"email" text,
	"notes" text,
	"seat" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_token" text,
	"issued_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_id" uuid,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"transferred_to_name" text,
	"transferred_to_email" text,
	"transferred_at" timestamp with time zone,
	"transferred_from_id" uuid,
	"claim_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"step" text DEFAULT 'select' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"fee_total" integer DEFAULT 0 NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"donation_amount" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"promo_code_id" uuid,
	"secret_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_method" text DEFAULT 'card' NOT NULL,
	"payment_provider" text,
	"payment_id" text,
	"transaction_id" text,
	"buyer_first_name" text,
	"buyer_last_name" text,
	"buyer_email" text,
	"notes" text,
	"marketing_consents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guest_flow" boolean DEFAULT false NOT NULL,
	"added_by_id" uuid,
	"promoter_username" text,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"event_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhooks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhooks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"event_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer,
	"percentage_value" integer,
	"all_tickets" boolean DEFAULT true NOT NULL,
	"ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_inventory" (
	"ticket_type_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_inventory_ticket_type_id_occurrence_id_pk" PRIMARY KEY("ticket_type_id","occurrence_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"apartment" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"lat" double precision,
	"long" double precision,
	"provider_location_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"provider_payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"account_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"application_fee" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"last_error" jsonb,
	"card_last4" text,
	"reader_id" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_readers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"location_id" uuid,
	"name" text NOT NULL,
	"provider_reader_id" text NOT NULL,
	"serial_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_holder_user_id_profiles_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_checked_in_by_id_profiles_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_added_by_id_profiles_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_inventory" ADD CONSTRAINT "ticket_inventory_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_inventory" ADD CONSTRAINT "ticket_inventory_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_readers" ADD CONSTRAINT "terminal_readers_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_readers" ADD CONSTRAINT "terminal_readers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_order_idx" ON "holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "holds_live_idx" ON "holds" USING btree ("ticket_type_id","occurrence_id","expires_at") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_ticket_type_idx" ON "order_items" USING btree ("ticket_type_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_qr_idx" ON "order_items" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "order_items_holder_idx" ON "order_items" USING btree ("holder_user_id");--> statement-breakpoint
CREATE INDEX "orders_event_status_idx" ON "orders" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "orders_owner_created_idx" ON "orders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_provider","payment_id");--> statement-breakpoint
CREATE INDEX "outbox_owner_idx" ON "outbox_events" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_owner_code_idx" ON "promo_codes" USING btree ("owner_id","code");--> statement-breakpoint
CREATE INDEX "payouts_owner_paid_idx" ON "payouts" USING btree ("owner_id","paid_at");--> statement-breakpoint
CREATE INDEX "terminal_readers_owner_idx" ON "terminal_readers" USING btree ("owner_id");