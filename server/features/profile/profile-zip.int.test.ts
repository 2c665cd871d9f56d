import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPractitionerPage } from '../../../contract/practitioners';
import { ZIP_MESSAGES } from '../../../contract/zip';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { seedDemoPractitioners } from '../practitioners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoPractitioners(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const profileOf = async (user: User) =>
  (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } })).json();

const patchZip = (user: User, zipCode: unknown, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: { cookie: user.cookie },
    payload: { firstName: 'Maya', lastName: 'Rivera', email: user.email, zipCode, ...extra },
  });

/** The practitioner at distance 0 from the user's ZIP code, by name. */
const nearest = async (user: User) => {
  const response = await ctx.app.inject({ url: '/api/practitioners', headers: { cookie: user.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const [first] = (response.json() as TPractitionerPage).items;
  return first ? { name: `${first.firstName} ${first.lastName}`, distance: first.distance } : null;
};

describe('the ZIP code on the profile', () => {
  it('changes through the API, reads back, and moves the practitioner distances with it', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    expect((await profileOf(user)).zipCode).toBe('94110');
    expect(await nearest(user)).toEqual({ name: 'Daniel Okafor', distance: 0 });

    const response = await patchZip(user, ' 90024-1234 ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().zipCode).toBe('90024-1234');
    expect((await profileOf(user)).zipCode).toBe('90024-1234');

    // A demo practitioner practises in 90024: now the nearest, 0 miles away.
    const after = await nearest(user);
    expect(after?.distance).toBe(0);
    expect(after?.name).not.toBe('Daniel Okafor');
  });

  it('answers 400 with the ZIP message for anything but 5 digits or ZIP+4, and keeps the old one', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    for (const zip of ['9411', '941101', '94110-12', 'ABCDE', '94110 1234', 'K1A 0B1', '   ', 94110]) {
      const response = await patchZip(user, zip, { firstName: 'Changed' });
      expect(response.statusCode, String(zip)).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields.zipCode, String(zip)).toEqual(
        typeof zip === 'string' ? ZIP_MESSAGES.invalid : expect.stringMatching(/\S/),
      );
    }
    expect(await profileOf(user)).toMatchObject({
      zipCode: '94110',
      firstName: expect.not.stringMatching('Changed'),
    });
  });

  it('completes the checklist’s profile item once the ZIP code and date of birth are there', async () => {
    const user = await signUpUser(ctx.app, { zipCode: '94110' });
    const checklist = async () =>
      (await ctx.app.inject({ url: '/api/progress/checklist', headers: { cookie: user.cookie } })).json()
        .profileCompleted;
    expect((await patchZip(user, '', { dateOfBirth: '1980-05-01' })).json().zipCode).toBeNull();
    expect(await checklist()).toBe(false);
    expect((await patchZip(user, '10001')).statusCode).toBe(200);
    expect(await checklist()).toBe(true);
  });
});
