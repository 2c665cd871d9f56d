import { type App, buildApp } from '../../app';
import type { Db } from '../../db/client';
import {
  createTestDatabase,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../../test/harness';
import { subscriptionRepository } from './repository';

/** A movable clock for tests of trial expiry, fasting durations and day boundaries. */
export function testClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at: string | Date) {
      current = new Date(at);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** createTestApp with the subscription/water/fasting clock injected. */
export async function createClockedTestApp(clock: TestClock) {
  const database = await createTestDatabase();
  const app: App = await buildApp({
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
    mailer: memoryMailer(),
    now: clock.now,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Makes the user premium from `now`, as a confirmed payment would. */
export async function grantPremium(db: Db, userId: string, now: Date): Promise<void> {
  await subscriptionRepository.grantPremium(db, userId, now);
}

/** A new user, with the trial started when asked. */
export async function signUpWithTrial(app: App, options: { trial?: boolean } = {}) {
  const user = await signUpUser(app);
  if (options.trial ?? true) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/premium/start-trial',
      headers: { cookie: user.cookie },
    });
    if (response.statusCode !== 201) throw new Error(`start-trial: ${response.statusCode} ${response.body}`);
  }
  return user;
}
