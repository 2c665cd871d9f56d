-- Sessions keep the SHA-256 of their token, never the token (docs/data-protection.md#sign-in-secrets):
-- `sha256:` and the base64url digest, as `sessionTokenKey` in server/lib/session-store.ts computes it,
-- so cookies issued before keep working.
UPDATE "sessions"
   SET "token" = 'sha256:' || rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=')
 WHERE "token" NOT LIKE 'sha256:%';
