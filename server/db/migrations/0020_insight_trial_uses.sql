CREATE TABLE "insight_trial_uses" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_trial_uses_user_id_day_period_pk" PRIMARY KEY("user_id","day","period")
);
--> statement-breakpoint
ALTER TABLE "insight_trial_uses" ADD CONSTRAINT "insight_trial_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;