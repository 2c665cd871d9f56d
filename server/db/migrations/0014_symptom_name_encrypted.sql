ALTER TABLE "symptoms" ALTER COLUMN "symptom_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "symptoms" ADD COLUMN "symptom_name_enc" text;--> statement-breakpoint
ALTER TABLE "symptoms" ADD CONSTRAINT "symptoms_name_present" CHECK ("symptoms"."symptom_name" IS NOT NULL OR "symptoms"."symptom_name_enc" IS NOT NULL);