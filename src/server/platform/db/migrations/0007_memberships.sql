CREATE TABLE "membership_benefit_uses" (
	"benefit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"window_key" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_benefit_uses_benefit_id_user_id_window_key_pk" PRIMARY KEY("benefit_id","user_id","window_key"),
	CONSTRAINT "membership_benefit_uses_used_check" CHECK ("membership_benefit_uses"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount" integer,
	"percentage_value" integer,
	"quantity" integer,
	"quantity_scope" text,
	"discount_scope" text DEFAULT 'all' NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_benefits_discount_check" CHECK (("membership_benefits"."amount" is null) <> ("membership_benefits"."percentage_value" is null)),
	CONSTRAINT "membership_benefits_quantity_check" CHECK ("membership_benefits"."quantity" is null or "membership_benefits"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "membership_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"provider_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_prices_amount_check" CHECK ("membership_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"starts_at" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"pending_until" timestamp with time zone,
	"holds_seat" boolean DEFAULT false NOT NULL,
	"provider" text,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"payment_method_ref" text,
	"card_last4" text,
	"renewal_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_tier_benefits" (
	"tier_id" uuid NOT NULL,
	"benefit_id" uuid NOT NULL,
	CONSTRAINT "membership_tier_benefits_tier_id_benefit_id_pk" PRIMARY KEY("tier_id","benefit_id")
);
--> statement-breakpoint
CREATE TABLE "membership_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"email_text" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"valid_subscriptions_limit" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_tiers_taken_check" CHECK ("membership_tiers"."taken" >= 0),
	CONSTRAINT "membership_tiers_limit_check" CHECK ("membership_tiers"."valid_subscriptions_limit" is null or "membership_tiers"."valid_subscriptions_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "occurrence_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "membership_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "membership_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "membership_status" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "membership_private_uuid" uuid;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "membership_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "membership_benefit_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "benefit_window_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_type" text DEFAULT 'Event' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_price_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_benefit_uses" ADD CONSTRAINT "membership_benefit_uses_benefit_id_membership_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."membership_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefit_uses" ADD CONSTRAINT "membership_benefit_uses_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_benefits" ADD CONSTRAINT "membership_benefits_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_prices" ADD CONSTRAINT "membership_prices_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_price_id_membership_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."membership_prices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tier_benefits" ADD CONSTRAINT "membership_tier_benefits_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tier_benefits" ADD CONSTRAINT "membership_tier_benefits_benefit_id_membership_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."membership_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD CONSTRAINT "membership_tiers_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_benefits_owner_idx" ON "membership_benefits" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "membership_prices_tier_idx" ON "membership_prices" USING btree ("tier_id","position");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_owner_idx" ON "membership_subscriptions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_tier_idx" ON "membership_subscriptions" USING btree ("tier_id","status");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_user_idx" ON "membership_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_email_idx" ON "membership_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_live_user_idx" ON "membership_subscriptions" USING btree ("owner_id","user_id") WHERE user_id is not null and status in ('pending', 'active', 'past_due', 'canceled', 'invited');--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_live_email_idx" ON "membership_subscriptions" USING btree ("owner_id","email") WHERE user_id is null and status in ('pending', 'active', 'past_due', 'canceled', 'invited');--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_provider_idx" ON "membership_subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_due_idx" ON "membership_subscriptions" USING btree ("expires_at") WHERE status in ('active', 'past_due') and auto_renew;--> statement-breakpoint
CREATE INDEX "membership_subscriptions_pending_idx" ON "membership_subscriptions" USING btree ("pending_until") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "membership_tier_benefits_benefit_idx" ON "membership_tier_benefits" USING btree ("benefit_id");--> statement-breakpoint
CREATE INDEX "membership_tiers_owner_idx" ON "membership_tiers" USING btree ("owner_id","position");--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_membership_tier_id_membership_tiers_id_fk" FOREIGN KEY ("membership_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_membership_benefit_id_membership_benefits_id_fk" FOREIGN KEY ("membership_benefit_id") REFERENCES "public"."membership_benefits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_membership_tier_id_membership_tiers_id_fk" FOREIGN KEY ("membership_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_membership_price_id_membership_prices_id_fk" FOREIGN KEY ("membership_price_id") REFERENCES "public"."membership_prices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_membership_subscription_id_membership_subscriptions_id_fk" FOREIGN KEY ("membership_subscription_id") REFERENCES "public"."membership_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_membership_period_idx" ON "orders" USING btree ("membership_subscription_id","period_start");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_check" CHECK (("orders"."product_type" = 'Event' and "orders"."event_id" is not null and "orders"."occurrence_id" is not null) or ("orders"."product_type" = 'MembershipTier' and "orders"."membership_subscription_id" is not null and "orders"."period_start" is not null));