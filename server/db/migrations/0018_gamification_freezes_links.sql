CREATE TABLE "achievement_share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"message" text,
	"show_name" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streak_freezes" (
	"user_id" text NOT NULL,
	"streak_type" text NOT NULL,
	"frozen_day" date NOT NULL,
	"week_start" date NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_freezes_user_id_week_start_pk" PRIMARY KEY("user_id","week_start"),
	CONSTRAINT "streak_freezes_type_values" CHECK ("streak_freezes"."streak_type" IN ('symptoms', 'chat', 'exercise', 'nutrition'))
);
--> statement-breakpoint
CREATE TABLE "weekly_challenge_rewards" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"xp" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_challenge_rewards_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "achievement_share_links" ADD CONSTRAINT "achievement_share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_freezes" ADD CONSTRAINT "streak_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_challenge_rewards" ADD CONSTRAINT "weekly_challenge_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_share_links_user_idx" ON "achievement_share_links" USING btree ("user_id","achievement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "streak_freezes_user_type_day_idx" ON "streak_freezes" USING btree ("user_id","streak_type","frozen_day");