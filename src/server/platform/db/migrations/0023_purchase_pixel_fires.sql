CREATE TABLE "purchase_pixel_fires" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_pixel_fires" ADD CONSTRAINT "purchase_pixel_fires_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;