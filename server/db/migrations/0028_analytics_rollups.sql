CREATE TABLE "analytics_feature_days" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_feature_days_day_name_pk" PRIMARY KEY("day","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"active_users" integer NOT NULL,
	"sessions" integer NOT NULL,
	"events" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_session_days" (
	"day" date NOT NULL,
	"client_session_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"events" integer NOT NULL,
	"landing" boolean NOT NULL,
	CONSTRAINT "analytics_session_days_day_client_session_id_pk" PRIMARY KEY("day","client_session_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_user_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_user_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_user_days" ADD CONSTRAINT "analytics_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_session_days_landing_idx" ON "analytics_session_days" USING btree ("day") WHERE "analytics_session_days"."landing";--> statement-breakpoint
CREATE INDEX "analytics_user_days_day_idx" ON "analytics_user_days" USING btree ("day");