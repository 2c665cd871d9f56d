CREATE TABLE "success_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"condition" text NOT NULL,
	"content_enc" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note_enc" text,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_stories_status" CHECK ("success_stories"."status" IN ('pending', 'published', 'rejected')),
	CONSTRAINT "success_stories_condition" CHECK ("success_stories"."condition" IN ('fibromyalgia', 'autoimmune', 'inflammation', 'chronic-fatigue', 'digestive-issues', 'hormonal-imbalance', 'anxiety', 'depression', 'other'))
);
--> statement-breakpoint
CREATE TABLE "success_story_likes" (
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_story_likes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "success_story_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_story_likes" ADD CONSTRAINT "success_story_likes_story_id_success_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_story_likes" ADD CONSTRAINT "success_story_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_story_reports" ADD CONSTRAINT "success_story_reports_story_id_success_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_story_reports" ADD CONSTRAINT "success_story_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "success_stories_published_idx" ON "success_stories" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "success_stories"."status" = 'published';--> statement-breakpoint
CREATE INDEX "success_stories_condition_idx" ON "success_stories" USING btree ("condition","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "success_stories"."status" = 'published';--> statement-breakpoint
CREATE INDEX "success_stories_user_idx" ON "success_stories" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "success_stories_status_idx" ON "success_stories" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "success_story_likes_user_idx" ON "success_story_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "success_story_reports_once" ON "success_story_reports" USING btree ("story_id","user_id");--> statement-breakpoint
CREATE INDEX "success_story_reports_user_idx" ON "success_story_reports" USING btree ("user_id");