CREATE TABLE "challenge_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" text NOT NULL,
	"start_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "challenge_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"focus_enc" text NOT NULL,
	"goal_enc" text NOT NULL,
	"days" integer NOT NULL,
	"note_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_requests_days_range" CHECK ("challenge_requests"."days" BETWEEN 7 AND 60)
);
--> statement-breakpoint
CREATE TABLE "challenge_task_completions" (
	"participation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"day" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_task_completions_participation_id_day_pk" PRIMARY KEY("participation_id","day"),
	CONSTRAINT "challenge_task_completions_day_range" CHECK ("challenge_task_completions"."day" BETWEEN 1 AND 30)
);
--> statement-breakpoint
ALTER TABLE "challenge_participations" ADD CONSTRAINT "challenge_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_requests" ADD CONSTRAINT "challenge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_task_completions" ADD CONSTRAINT "challenge_task_completions_participation_id_challenge_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."challenge_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_task_completions" ADD CONSTRAINT "challenge_task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participations_user_idx" ON "challenge_participations" USING btree ("user_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenge_participations_challenge_idx" ON "challenge_participations" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "challenge_requests_time_idx" ON "challenge_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenge_requests_user_idx" ON "challenge_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_task_completions_user_time_idx" ON "challenge_task_completions" USING btree ("user_id","completed_at");