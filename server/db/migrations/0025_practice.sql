CREATE TABLE "consultation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"reason_enc" text NOT NULL,
	"preferred_times_enc" text NOT NULL,
	"shared_enc" text NOT NULL,
	"proposed_time" timestamp with time zone,
	"practitioner_note_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "consultation_requests_mode_values" CHECK ("consultation_requests"."mode" IN ('video', 'in_person')),
	CONSTRAINT "consultation_requests_status_values" CHECK ("consultation_requests"."status" IN ('pending', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "practitioner_profile_views" (
	"practitioner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioner_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"rejection_reason" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"credentials_text" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"experience_years" integer,
	"location" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"consultation_fee_cents" integer,
	"available_hours" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"accepts_insurance" boolean DEFAULT false NOT NULL,
	"insurance" text DEFAULT '' NOT NULL,
	"telehealth" boolean DEFAULT false NOT NULL,
	"accepting_new_patients" boolean DEFAULT true NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"license_state" text,
	"license_number" text,
	"photo_key" text,
	"plan_code" text DEFAULT 'starter_monthly' NOT NULL,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_profiles_status_values" CHECK ("practitioner_profiles"."status" IN ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "practitioner_profiles_fee_positive" CHECK ("practitioner_profiles"."consultation_fee_cents" IS NULL OR "practitioner_profiles"."consultation_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practitioner_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_reviews_rating_range" CHECK ("practitioner_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "consultation_fee_cents" integer;--> statement-breakpoint
UPDATE "practitioners" SET "consultation_fee_cents" = "consultation_fee" * 100;--> statement-breakpoint
ALTER TABLE "practitioners" ALTER COLUMN "consultation_fee_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" DROP CONSTRAINT "practitioners_fee_positive";--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "consultation_fee";--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_fee_positive" CHECK ("practitioners"."consultation_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "languages" text[] DEFAULT '{English}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "accepting_new_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "education" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "available_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "accepts_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "insurance" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_profile_views" ADD CONSTRAINT "practitioner_profile_views_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_profiles" ADD CONSTRAINT "practitioner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_profiles" ADD CONSTRAINT "practitioner_profiles_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_profiles" ADD CONSTRAINT "practitioner_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_reviews" ADD CONSTRAINT "practitioner_reviews_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_reviews" ADD CONSTRAINT "practitioner_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_requests_practitioner_idx" ON "consultation_requests" USING btree ("practitioner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultation_requests_user_idx" ON "consultation_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_requests_one_pending_idx" ON "consultation_requests" USING btree ("practitioner_id","user_id") WHERE "consultation_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_profile_views_day_idx" ON "practitioner_profile_views" USING btree ("practitioner_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_profiles_user_idx" ON "practitioner_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_profiles_practitioner_idx" ON "practitioner_profiles" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "practitioner_profiles_review_idx" ON "practitioner_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_reviews_one_idx" ON "practitioner_reviews" USING btree ("practitioner_id","user_id");--> statement-breakpoint
CREATE INDEX "practitioner_reviews_user_idx" ON "practitioner_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practitioners_categories_idx" ON "practitioners" USING gin ("categories");--> statement-breakpoint
UPDATE "practitioners" SET "specialties" = ARRAY["specialty"], "categories" = ARRAY["specialty"] WHERE "is_demo";
