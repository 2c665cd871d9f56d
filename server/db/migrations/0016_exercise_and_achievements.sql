CREATE TABLE "exercise_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"workout_title" text NOT NULL,
	"workout_type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"calories" integer,
	"feeling" integer,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_completions_duration_range" CHECK ("exercise_completions"."duration_minutes" BETWEEN 1 AND 300),
	CONSTRAINT "exercise_completions_feeling_range" CHECK ("exercise_completions"."feeling" IS NULL OR "exercise_completions"."feeling" BETWEEN 1 AND 5),
	CONSTRAINT "exercise_completions_type_values" CHECK ("exercise_completions"."workout_type" IN ('cardio', 'strength', 'flexibility', 'mindfulness'))
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_completions" ADD CONSTRAINT "exercise_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_completions_user_time_idx" ON "exercise_completions" USING btree ("user_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_achievements_user_time_idx" ON "user_achievements" USING btree ("user_id","earned_at" DESC NULLS LAST);