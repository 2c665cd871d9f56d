CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_content_length" CHECK (char_length("comments"."content") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"topic" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_content_length" CHECK (char_length("posts"."content") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"source" text NOT NULL,
	"rating" smallint NOT NULL,
	"category" text,
	"subject_enc" text,
	"message_enc" text,
	"ease_of_use" smallint,
	"feature_completeness" smallint,
	"design_quality" smallint,
	"performance" smallint,
	"symptoms_tracking" smallint,
	"ai_chat" smallint,
	"practitioner_directory" smallint,
	"community" smallint,
	"would_recommend" boolean,
	"most_liked_feature_enc" text,
	"least_liked_feature_enc" text,
	"suggested_improvements_enc" text,
	"additional_features_enc" text,
	"contact_for_followup" boolean,
	"type" text,
	"priority" text,
	"email_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "feedback_feature_ratings_range" CHECK ("feedback"."ease_of_use" BETWEEN 1 AND 5 AND "feedback"."feature_completeness" BETWEEN 1 AND 5
        AND "feedback"."design_quality" BETWEEN 1 AND 5 AND "feedback"."performance" BETWEEN 1 AND 5
        AND "feedback"."symptoms_tracking" BETWEEN 1 AND 5 AND "feedback"."ai_chat" BETWEEN 1 AND 5
        AND "feedback"."practitioner_directory" BETWEEN 1 AND 5 AND "feedback"."community" BETWEEN 1 AND 5),
	CONSTRAINT "feedback_source_known" CHECK ("feedback"."source" IN ('page', 'widget'))
);
--> statement-breakpoint
CREATE TABLE "health_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mood" smallint NOT NULL,
	"energy" smallint NOT NULL,
	"stress" smallint NOT NULL,
	"fatigue_level" smallint NOT NULL,
	"mental_clarity" smallint NOT NULL,
	"digestion" smallint NOT NULL,
	"sleep_hours" numeric(3, 1) NOT NULL,
	"note_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_metrics_mood_range" CHECK ("health_metrics"."mood" BETWEEN 1 AND 10),
	CONSTRAINT "health_metrics_energy_range" CHECK ("health_metrics"."energy" BETWEEN 1 AND 10),
	CONSTRAINT "health_metrics_stress_range" CHECK ("health_metrics"."stress" BETWEEN 1 AND 10),
	CONSTRAINT "health_metrics_fatigue_range" CHECK ("health_metrics"."fatigue_level" BETWEEN 1 AND 10),
	CONSTRAINT "health_metrics_clarity_range" CHECK ("health_metrics"."mental_clarity" BETWEEN 1 AND 10),
	CONSTRAINT "health_metrics_digestion_range" CHECK ("health_metrics"."digestion" BETWEEN 1 AND 10),
	CONSTRAINT "health_metrics_sleep_range" CHECK ("health_metrics"."sleep_hours" BETWEEN 0 AND 24 AND "health_metrics"."sleep_hours" * 2 = trunc("health_metrics"."sleep_hours" * 2))
);
--> statement-breakpoint
CREATE TABLE "practitioner_type_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"specialty" text NOT NULL,
	"note_enc" text,
	"zip_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"specialty" text NOT NULL,
	"credentials" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_image_url" text,
	"rating" numeric(2, 1) DEFAULT '0.0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"consultation_fee" integer NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"available_for_video" boolean DEFAULT false NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioners_rating_range" CHECK ("practitioners"."rating" BETWEEN 0 AND 5),
	CONSTRAINT "practitioners_review_count_positive" CHECK ("practitioners"."review_count" >= 0),
	CONSTRAINT "practitioners_fee_positive" CHECK ("practitioners"."consultation_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recommendation_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recommendation_id" text NOT NULL,
	"tried_on" date NOT NULL,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_feedback_once_a_day" UNIQUE("user_id","recommendation_id","tried_on")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_metrics" ADD CONSTRAINT "health_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_type_requests" ADD CONSTRAINT "practitioner_type_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_post_time_idx" ON "comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_time_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_topic_time_idx" ON "posts" USING btree ("topic","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_time_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "health_metrics_user_time_idx" ON "health_metrics" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practitioner_type_requests_time_idx" ON "practitioner_type_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practitioner_type_requests_user_idx" ON "practitioner_type_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioners_user_idx" ON "practitioners" USING btree ("user_id") WHERE "practitioners"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "practitioners_listed_specialty_idx" ON "practitioners" USING btree ("specialty") WHERE "practitioners"."is_approved";--> statement-breakpoint
CREATE INDEX "practitioners_demo_idx" ON "practitioners" USING btree ("is_demo") WHERE "practitioners"."is_demo";--> statement-breakpoint
CREATE INDEX "recommendation_feedback_user_time_idx" ON "recommendation_feedback" USING btree ("user_id","tried_at" DESC NULLS LAST);