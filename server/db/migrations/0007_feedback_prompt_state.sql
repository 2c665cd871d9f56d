CREATE TABLE "feedback_prompt_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	"last_prompt_visit" integer,
	CONSTRAINT "feedback_prompt_visits_nonnegative" CHECK ("feedback_prompt_state"."visit_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "feedback_prompt_state" ADD CONSTRAINT "feedback_prompt_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;