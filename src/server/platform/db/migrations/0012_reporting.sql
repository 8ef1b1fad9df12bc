CREATE TABLE "app_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"app_name" text NOT NULL,
	"problem_description" text NOT NULL,
	"ideal_solution" text NOT NULL,
	"contact_info" text NOT NULL,
	"user_info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text NOT NULL,
	"file_key" text,
	"byte_size" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "weekly_report_sends" (
	"owner_id" uuid NOT NULL,
	"week_start" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_report_sends_owner_id_week_start_pk" PRIMARY KEY("owner_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "weekly_sales_reports" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"emails" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_sales_reports_emails_check" CHECK (cardinality("weekly_sales_reports"."emails") between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "referred_by_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_fee" integer GENERATED ALWAYS AS (case when payment_method in ('card', 'express', 'terminal') and total > 0 then case lower(currency) when 'usd' then round(total * 2.9 / 100.0)::integer + 30 when 'mxn' then round(total * 3.6 / 100.0)::integer + 300 when 'hkd' then round(total * 3.4 / 100.0)::integer + 235 when 'eur' then round(total * 1.5 / 100.0)::integer + 25 when 'gbp' then round(total * 1.5 / 100.0)::integer + 20 when 'inr' then round(total * 3 / 100.0)::integer + 0 when 'pln' then round(total * 1.5 / 100.0)::integer + 100 when 'chf' then round(total * 2.9 / 100.0)::integer + 30 when 'cad' then round(total * 2.9 / 100.0)::integer + 30 when 'ksh' then round(total * 3.8 / 100.0)::integer + 0 when 'jpy' then round(total * 3.6 / 100.0)::integer + 0 else round(total * 2.9 / 100.0)::integer + 30 end else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "app_suggestions" ADD CONSTRAINT "app_suggestions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_requested_by_id_profiles_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_sends" ADD CONSTRAINT "weekly_report_sends_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_sales_reports" ADD CONSTRAINT "weekly_sales_reports_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_owner_idx" ON "report_exports" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_referred_by_id_profiles_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_referred_by_idx" ON "profiles" USING btree ("referred_by_id") WHERE "profiles"."referred_by_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_owner_completed_idx" ON "orders" USING btree ("owner_id","completed_at") WHERE status in ('completed', 'transferred');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total");