CREATE TABLE "terms_texts" (
	"hash" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "absorb_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fee_absorbed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_amount" integer GENERATED ALWAYS AS (greatest(base_price - discount_amount + case when fee_absorbed then 0 else base_fee end, 0)) STORED NOT NULL;