-- Secrets written before they were stored hashed (docs/data-protection.md#sign-in-secrets).
-- Pending verification identifiers (`reset-password:<token>`, OAuth states) become their SHA-256 in
-- base64url, as server/features/auth/better-auth.ts stores them now, so their links keep working.
UPDATE "verifications"
   SET "identifier" = rtrim(translate(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '+/', '-_'), '=');
--> statement-breakpoint
-- Mail SMTP already took keeps no body (server/lib/mailer.ts).
UPDATE "outbox" SET "text" = NULL, "html" = NULL, "body_erased_at" = "sent_at" WHERE "sent_at" IS NOT NULL;
