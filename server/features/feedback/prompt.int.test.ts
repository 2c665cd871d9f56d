import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PROMPT } from '../../../contract/feedback';
import { signUpUser } from '../../test/harness';
import { createClockedTestApp, DAY_MS, testClock } from '../subscription/testing';

// The prompt's server side (docs/product/feedback.md#when-the-prompt-opens) on a movable clock.
const clock = testClock('2026-11-24T08:00:00Z');
let ctx: Awaited<ReturnType<typeof createClockedTestApp>>;
beforeAll(async () => {
  ctx = await createClockedTestApp(clock);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const visit = async (user: User) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/feedback/prompt/visit',
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { visitCount: number; due: boolean };
};
const closePrompt = (user: User) =>
  ctx.app.inject({ method: 'POST', url: '/api/feedback/prompt/closed', headers: { cookie: user.cookie } });

/** A new account whose sign-up the database dates at the clock's current time. */
async function newUser(): Promise<User> {
  const user = await signUpUser(ctx.app);
  await ctx.database.pool.query('UPDATE users SET created_at = $2 WHERE id = $1', [user.userId, clock.now()]);
  return user;
}

/** `count` visits, each a new one (31 minutes apart); returns the last answer. */
async function visits(user: User, count: number) {
  let last = { visitCount: 0, due: false };
  for (let i = 0; i < count; i++) {
    clock.advance(FEEDBACK_PROMPT.visitGapMs + 60_000);
    last = await visit(user);
  }
  return last;
}

describe('the feedback prompt’s visits', () => {
  it('refuses without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/feedback/prompt/visit' });
    expect(response.statusCode).toBe(401);
    const closed = await ctx.app.inject({ method: 'POST', url: '/api/feedback/prompt/closed' });
    expect(closed.statusCode).toBe(401);
  });

  it('counts reloads within 30 minutes as one visit', async () => {
    const user = await newUser();
    expect(await visit(user)).toEqual({ visitCount: 1, due: false });
    clock.advance(FEEDBACK_PROMPT.visitGapMs - 1000);
    expect((await visit(user)).visitCount).toBe(1);
    clock.advance(2000);
    expect((await visit(user)).visitCount).toBe(2);
  });

  it('is not due on the day of sign-up, however many visits', async () => {
    const user = await newUser();
    const last = await visits(user, 12);
    expect(last).toEqual({ visitCount: 12, due: false });
  });

  it('is due from the fifth visit once a day has passed, then 10 visits after it was closed', async () => {
    const user = await newUser();
    expect((await visits(user, 4)).due).toBe(false);
    clock.advance(DAY_MS);
    expect(await visits(user, 1)).toEqual({ visitCount: 5, due: true });
    // Still due on a reload of the same visit until closed.
    expect(await visit(user)).toEqual({ visitCount: 5, due: true });

    expect((await closePrompt(user)).statusCode).toBe(204);
    const stored = await ctx.database.pool.query(
      'SELECT last_prompt_visit FROM feedback_prompt_state WHERE user_id = $1',
      [user.userId],
    );
    expect(stored.rows[0].last_prompt_visit).toBe(5);
    expect((await visit(user)).due).toBe(false);
    expect((await visits(user, 9)).due).toBe(false);
    expect(await visits(user, 1)).toEqual({ visitCount: 15, due: true });
  });

  it('is never due once the person has sent feedback', async () => {
    const user = await newUser();
    clock.advance(DAY_MS);
    expect((await visits(user, 5)).due).toBe(true);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers: { cookie: user.cookie },
      payload: { rating: 4, message: 'Helpful reminders.' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await visit(user)).due).toBe(false);
    expect((await visits(user, 20)).due).toBe(false);
  });

  it('keeps each account’s counters apart, and they go with the account', async () => {
    const a = await newUser();
    const b = await newUser();
    await visits(a, 3);
    expect((await visits(b, 1)).visitCount).toBe(1);
    await ctx.database.pool.query('DELETE FROM users WHERE id = $1', [a.userId]);
    const left = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM feedback_prompt_state WHERE user_id = $1',
      [a.userId],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
