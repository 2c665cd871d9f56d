import { buildApp } from './app';
import { rotateEncryptedColumns } from './db/encrypted-columns';
import { openConfiguredDatabase, resolveSecrets } from './db/open';
import { seedCommunityDemoContent } from './db/seed/community';
import { getEnv } from './env';
import { seedSignupCtaExperiment } from './features/ab-testing';
import { ensureUsdaFoods } from './features/nutrition/food-data';
import { seedDemoPractitioners } from './features/practitioners';
import { createFieldCipher, parseEncryptionKey, parseOldEncryptionKeys } from './lib/crypto';
import { createLogger } from './lib/logger';

async function main() {
  const env = getEnv();
  const log = (message: string) => console.log(`[infinite-wellness] ${message}`);
  const { database, embedded } = await openConfiguredDatabase(env, log);
  const { sessionSecret, encryptionKeyText } = resolveSecrets(env);

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // A start that fails after the database came up leaves nothing running behind it.
  const release = async () => {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  };
  try {
    app = await buildApp({
      env,
      database,
      sessionSecret,
      encryptionKey: parseEncryptionKey(encryptionKeyText),
      logger: createLogger(env.LOG_LEVEL),
      clientDir: env.SERVE_CLIENT ? undefined : null,
    });
    // Health data stored in clear before it was encrypted (symptom names) is encrypted now, once
    // (docs/data-protection.md#keys-and-rotation); a start after that finds nothing to do.
    const moved = await rotateEncryptedColumns({
      pool: database.pool,
      cipher: createFieldCipher(parseEncryptionKey(encryptionKeyText), {
        old: parseOldEncryptionKeys(env.DATA_ENCRYPTION_KEYS_OLD),
      }),
      clearOnly: true,
      print: () => {},
    });
    if (moved.values > 0) log(`Encrypted ${moved.values} health values an earlier version stored in clear`);
    // Reference data, not demo content: the nutrition analyser needs it (loaded once per data version).
    const foods = await ensureUsdaFoods(database.pool);
    if (foods.loaded) log(`Loaded ${foods.foodCount} USDA SR24 foods in ${Math.round(foods.ms)} ms`);
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const { created, userId } = await app.services.auth.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      if (created) log(`Created the admin account ${env.ADMIN_EMAIL}`);
      // A second factor from the deployment's secret store (docs/product/accounts.md#roles-and-admin-accounts).
      if (env.ADMIN_TOTP_SECRET) {
        const { changed } = await app.services.adminAuth.enrolConfirmed(userId, env.ADMIN_TOTP_SECRET);
        if (changed) log(`Set the second factor of ${env.ADMIN_EMAIL} from ADMIN_TOTP_SECRET`);
      }
    }
    // The product's own experiment, not demo content (docs/product/ab-testing.md#the-wired-experiment).
    if (await seedSignupCtaExperiment(database.db)) log('Started the sign-up button A/B experiment');
    if (env.SEED_DEMO_CONTENT) {
      const community = await seedCommunityDemoContent(database.db);
      if (community.seeded)
        log(`Added ${community.posts} demo community posts (SEED_DEMO_CONTENT=false skips this)`);
      const practitioners = await seedDemoPractitioners(database.db);
      if (practitioners > 0)
        log(`Added ${practitioners} demo practitioners (SEED_DEMO_CONTENT=false skips this)`);
    }
  } catch (error) {
    await release();
    throw error;
  }
  const server = app;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing in-flight requests and shutting down`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await server.close();
      await database.close();
      await embedded?.stop();
      log('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      console.error('Error during shutdown', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await server.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    stopping = true;
    await release();
    throw error;
  }
  log(`Infinite Wellness is running at ${env.appUrl}`);
}

main().catch((error) => {
  console.error('[infinite-wellness] Failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
