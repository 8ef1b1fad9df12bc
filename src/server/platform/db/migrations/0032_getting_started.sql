CREATE TABLE "getting_started" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone,
	"shared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "getting_started" ADD CONSTRAINT "getting_started_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;