import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets that development installs generate on first start and keep in `<DATA_DIR>/secrets.json`
 * (mode 0600), so `npm start` needs no configuration. Production must configure them (env.ts).
 */
export type LocalSecrets = { sessionSecret: string; dataEncryptionKey: string; postgresPassword: string };

export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  let existing: Partial<LocalSecrets> = {};
  if (fs.existsSync(file)) existing = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
  const secrets: LocalSecrets = {
    sessionSecret: existing.sessionSecret ?? randomBytes(32).toString('base64url'),
    dataEncryptionKey: existing.dataEncryptionKey ?? randomBytes(32).toString('hex'),
    postgresPassword: existing.postgresPassword ?? randomBytes(24).toString('base64url'),
  };
  if (JSON.stringify(existing) !== JSON.stringify(secrets)) {
    const tmp = `${file}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  return secrets;
}
