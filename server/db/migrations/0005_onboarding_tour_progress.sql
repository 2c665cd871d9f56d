CREATE TABLE "onboarding_tour_progress" (
	"user_id" text PRIMARY KEY NOT NULL,
	"step" integer NOT NULL,
	"answers_enc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_tour_progress" ADD CONSTRAINT "onboarding_tour_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;