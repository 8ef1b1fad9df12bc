CREATE TABLE "private_list_code_uses" (
	"member_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "private_list_code_uses_member_id_ticket_type_id_pk" PRIMARY KEY("member_id","ticket_type_id"),
	CONSTRAINT "private_list_code_uses_used_check" CHECK ("private_list_code_uses"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "private_list_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"email" text NOT NULL,
	"share_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "private_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_type_private_lists" (
	"ticket_type_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	CONSTRAINT "ticket_type_private_lists_ticket_type_id_list_id_pk" PRIMARY KEY("ticket_type_id","list_id")
);
--> statement-breakpoint
DROP INDEX "promo_codes_owner_code_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "private_list_member_id" uuid;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "scope" text DEFAULT 'event' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "category_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "private_list_code_uses" ADD CONSTRAINT "private_list_code_uses_member_id_private_list_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."private_list_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_list_code_uses" ADD CONSTRAINT "private_list_code_uses_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_list_members" ADD CONSTRAINT "private_list_members_list_id_private_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."private_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lists" ADD CONSTRAINT "private_lists_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_private_lists" ADD CONSTRAINT "ticket_type_private_lists_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_private_lists" ADD CONSTRAINT "ticket_type_private_lists_list_id_private_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."private_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_list_members_list_email_idx" ON "private_list_members" USING btree ("list_id","email") WHERE "private_list_members"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "private_list_members_share_code_idx" ON "private_list_members" USING btree ("share_code");--> statement-breakpoint
CREATE INDEX "private_list_members_email_idx" ON "private_list_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "private_lists_owner_idx" ON "private_lists" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_type_private_lists_list_idx" ON "ticket_type_private_lists" USING btree ("list_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_private_list_member_id_private_list_members_id_fk" FOREIGN KEY ("private_list_member_id") REFERENCES "public"."private_list_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_list_member_idx" ON "orders" USING btree ("private_list_member_id");--> statement-breakpoint
CREATE INDEX "promo_codes_owner_scope_idx" ON "promo_codes" USING btree ("owner_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_owner_code_idx" ON "promo_codes" USING btree ("owner_id","code") WHERE "promo_codes"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_scope_check" CHECK (("promo_codes"."scope" = 'event') = ("promo_codes"."event_id" is not null));