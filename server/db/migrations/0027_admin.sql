CREATE TABLE "admin_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_report_runs" (
	"report_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_report_schedules_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "admin_two_factor" (
	"user_id" text PRIMARY KEY NOT NULL,
	"secret_enc" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" smallint NOT NULL,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"post_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "post_reports_post_id_reporter_id_pk" PRIMARY KEY("post_id","reporter_id"),
	CONSTRAINT "post_reports_reason_length" CHECK (char_length("post_reports"."reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
	"experiment_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"user_id" text,
	"variant_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_experiment_id_subject_pk" PRIMARY KEY("experiment_id","subject")
);
--> statement-breakpoint
CREATE TABLE "experiment_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experiment_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"user_id" text,
	"variant_id" text NOT NULL,
	"value" double precision,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"single" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_conversions_value_finite" CHECK ("experiment_conversions"."value" IS NULL OR "experiment_conversions"."value" = "experiment_conversions"."value")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"variants" jsonb NOT NULL,
	"primary_metric" text NOT NULL,
	"metric_kind" text DEFAULT 'conversion' NOT NULL,
	"min_sample_per_variant" integer DEFAULT 100 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "experiments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_known";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenge_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practitioner_type_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_report_schedules" ADD CONSTRAINT "admin_report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_two_factor" ADD CONSTRAINT "admin_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_user_idx" ON "admin_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "server_errors_time_idx" ON "server_errors" USING btree ("at");--> statement-breakpoint
CREATE INDEX "post_reports_reporter_idx" ON "post_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "experiment_assignments_variant_idx" ON "experiment_assignments" USING btree ("experiment_id","variant_id");--> statement-breakpoint
CREATE INDEX "experiment_assignments_user_idx" ON "experiment_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_conversions_single_idx" ON "experiment_conversions" USING btree ("experiment_id","subject") WHERE "experiment_conversions"."single";--> statement-breakpoint
CREATE INDEX "experiment_conversions_variant_idx" ON "experiment_conversions" USING btree ("experiment_id","variant_id");--> statement-breakpoint
CREATE INDEX "experiment_conversions_user_idx" ON "experiment_conversions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experiments_time_idx" ON "experiments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" IN ('read', 'create', 'update', 'delete', 'export', 'emergency_shown', 'signin_failed', 'signin_locked', 'forbidden', 'cross_site_refused', 'admin_access', 'admin_signin', 'admin_signin_failed', 'second_factor_failed', 'second_factor_enrolled', 'recovery_code_used', 'moderation'));