-- Trigram search over USDA food descriptions (server/db/schema/nutrition-foods.ts). pg_trgm ships with
-- PostgreSQL (contrib) and is a trusted extension, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"role" text NOT NULL,
	"content_enc" text NOT NULL,
	"meta_enc" text,
	"triage" text,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role" CHECK ("chat_messages"."role" IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "fasting_note_acknowledgements" (
	"user_id" text PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"protocol" text NOT NULL,
	"target_hours" smallint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "fasts_target_range" CHECK ("fasts"."target_hours" BETWEEN 1 AND 72),
	CONSTRAINT "fasts_protocol_values" CHECK ("fasts"."protocol" IN ('16:8', '18:6', '20:4', 'custom')),
	CONSTRAINT "fasts_end_after_start" CHECK ("fasts"."ended_at" IS NULL OR "fasts"."ended_at" >= "fasts"."started_at")
);
--> statement-breakpoint
CREATE TABLE "nutrition_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"input_type" text NOT NULL,
	"summary_enc" text NOT NULL,
	"result_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_food_dataset" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"food_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_food_dataset_single_row" CHECK ("nutrition_food_dataset"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "nutrition_foods" (
	"ndb" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"food_group" text NOT NULL,
	"kcal" real NOT NULL,
	"protein_g" real,
	"carbs_g" real,
	"fat_g" real,
	"fiber_g" real,
	"sugars_g" real,
	"sodium_mg" real,
	"measures" jsonb NOT NULL,
	"is_current" boolean NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "nutrition_foods"."description")) STORED NOT NULL,
	CONSTRAINT "nutrition_foods_ndb_format" CHECK ("nutrition_foods"."ndb" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"trial_used" boolean DEFAULT false NOT NULL,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"premium_since" timestamp with time zone,
	"nutrition_analysis_used" integer DEFAULT 0 NOT NULL,
	"water_tracking_used" integer DEFAULT 0 NOT NULL,
	"fasting_tracking_used" integer DEFAULT 0 NOT NULL,
	"ai_insights_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_values" CHECK ("subscriptions"."plan" IN ('free', 'trial', 'premium')),
	CONSTRAINT "subscriptions_trial_dates" CHECK (("subscriptions"."plan" <> 'trial') OR ("subscriptions"."trial_started_at" IS NOT NULL AND "subscriptions"."trial_ends_at" IS NOT NULL AND "subscriptions"."trial_used")),
	CONSTRAINT "subscriptions_counters_non_negative" CHECK ("subscriptions"."nutrition_analysis_used" >= 0 AND "subscriptions"."water_tracking_used" >= 0 AND "subscriptions"."fasting_tracking_used" >= 0 AND "subscriptions"."ai_insights_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "water_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_ml" integer NOT NULL,
	"entered_amount" numeric(7, 1) NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_entries_amount_range" CHECK ("water_entries"."amount_ml" BETWEEN 1 AND 2000),
	CONSTRAINT "water_entries_kind_values" CHECK ("water_entries"."kind" IN ('glass', 'bottle', 'custom')),
	CONSTRAINT "water_entries_unit_values" CHECK ("water_entries"."unit" IN ('ml', 'oz'))
);
--> statement-breakpoint
CREATE TABLE "water_goals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"goal_ml" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_goals_range" CHECK ("water_goals"."goal_ml" BETWEEN 500 AND 6000)
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "ai_remote_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fasting_note_acknowledgements" ADD CONSTRAINT "fasting_note_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fasts" ADD CONSTRAINT "fasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_analyses" ADD CONSTRAINT "nutrition_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_entries" ADD CONSTRAINT "water_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_goals" ADD CONSTRAINT "water_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user_session_time_idx" ON "chat_messages" USING btree ("user_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_time_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fasts_one_active_per_user" ON "fasts" USING btree ("user_id") WHERE "fasts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fasts_user_started_idx" ON "fasts" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nutrition_analyses_user_time_idx" ON "nutrition_analyses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nutrition_foods_search_idx" ON "nutrition_foods" USING gin ("search");--> statement-breakpoint
CREATE INDEX "nutrition_foods_description_trgm_idx" ON "nutrition_foods" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "water_entries_user_time_idx" ON "water_entries" USING btree ("user_id","created_at" DESC NULLS LAST);