CREATE TABLE "sandbox_saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "saved_card_id" text;