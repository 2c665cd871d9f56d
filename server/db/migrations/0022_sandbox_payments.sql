CREATE TABLE "sandbox_cards" (
	"ref" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"authenticated" boolean DEFAULT false NOT NULL,
	"customer_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_cards_last4" CHECK ("sandbox_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent_ref" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"ref" text PRIMARY KEY NOT NULL,
	"client_secret_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"save_card" boolean DEFAULT false NOT NULL,
	"off_session" boolean DEFAULT false NOT NULL,
	"customer_ref" text,
	"card_ref" text,
	"failure_code" text,
	"failure_message" text,
	"auth_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_intents_status_values" CHECK ("sandbox_intents"."status" IN ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_events_pending_idx" ON "sandbox_events" USING btree ("created_at") WHERE "sandbox_events"."delivered_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_idempotency_idx" ON "sandbox_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_auth_token_idx" ON "sandbox_intents" USING btree ("auth_token_hash");