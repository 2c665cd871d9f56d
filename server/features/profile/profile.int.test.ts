import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_TOASTS } from '../../../contract/profile';
import { signinPayload } from '../../test/factories';
import {
  cookieHeader,
  createTestApp,
  makeAdmin,
  multipartBody,
  signUpUser,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const validProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: 'Rivera',
  email: `maya.${Math.random().toString(36).slice(2)}@example.com`,
  ...overrides,
});

const patchProfile = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: { cookie }, payload });

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: signinPayload({ email, password }) });

function multipart(fieldName: string, filename: string, contentType: string, data: Buffer) {
  const body = multipartBody([{ name: fieldName, filename, type: contentType, data }]);
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

const upload = (cookie: string, data: Buffer, filename = 'me.png', contentType = 'image/png') => {
  const body = multipart('avatar', filename, contentType, data);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
};

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 150, b: 130 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .png()
    .toBuffer();

describe('GET/PATCH /api/user/profile', () => {
  it('answers the signup data with defaults for the privacy flags and empty lists', async () => {
    const user = await signUpUser(ctx.app, { firstName: 'Ana', lastName: 'Lopez', marketingConsent: true });
    const response = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.userId,
      firstName: 'Ana',
      lastName: 'Lopez',
      email: user.email,
      medicalConditions: [],
      medications: [],
      allergies: [],
      profileImageUrl: null,
      avatarId: null,
      emailVerified: false,
      dataProcessingConsent: true,
      marketingConsent: true,
      analyticsConsent: false,
      ccpaOptOut: false,
    });
  });

  it('updates the profile and the lists, and reads back the same', async () => {
    const user = await signUpUser(ctx.app);
    const payload = validProfile({
      email: user.email,
      firstName: 'Maria',
      phoneNumber: '555-0100',
      dateOfBirth: '1985-04-12',
      medicalConditions: ['Type 2 diabetes', 'Asthma'],
      medications: ['Metformin'],
      allergies: ['Penicillin'],
    });
    const response = await patchProfile(user.cookie, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Maria',
      phoneNumber: '555-0100',
      dateOfBirth: '1985-04-12',
      medicalConditions: ['Type 2 diabetes', 'Asthma'],
      medications: ['Metformin'],
      allergies: ['Penicillin'],
    });
    const again = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(again.json()).toEqual(response.json());
    // The signed-in status (read through the session) shows the new name at once.
    const status = await ctx.app.inject({ url: '/auth/status', headers: { cookie: user.cookie } });
    expect(status.json().user.firstName).toBe('Maria');

    // Lists left out stay as they were.
    const partial = await patchProfile(user.cookie, { ...payload, medications: [] });
    expect(partial.json()).toMatchObject({ medications: [], allergies: ['Penicillin'] });
  });

  it("answers 400 with the contract's messages and changes nothing", async () => {
    const user = await signUpUser(ctx.app, { firstName: 'Keep', lastName: 'Mine' });
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ firstName: '  ' }, 'firstName', PROFILE_MESSAGES.firstNameRequired],
      [{ lastName: '' }, 'lastName', PROFILE_MESSAGES.lastNameRequired],
      [{ email: 'not-an-email' }, 'email', PROFILE_MESSAGES.email],
      // No dedicated message for a name this long: any message will do.
      [{ firstName: 'x'.repeat(256) }, 'firstName', expect.stringMatching(/\S/)],
      [
        { allergies: Array.from({ length: 51 }, (_, i) => `a${i}`) },
        'allergies',
        PROFILE_MESSAGES.listTooLong,
      ],
      [{ medications: ['x'.repeat(101)] }, 'medications.0', PROFILE_MESSAGES.itemTooLong],
    ];
    for (const [override, field, message] of cases) {
      const response = await patchProfile(user.cookie, validProfile({ email: user.email, ...override }));
      expect(response.statusCode, field).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields[field], field).toEqual(message);
    }
    const missing = await patchProfile(user.cookie, { email: user.email });
    expect(missing.json().error.fields).toMatchObject({
      firstName: PROFILE_MESSAGES.firstNameRequired,
      lastName: PROFILE_MESSAGES.lastNameRequired,
    });
    const profile = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(profile.json()).toMatchObject({ firstName: 'Keep', lastName: 'Mine', allergies: [] });
  });

  it('does not switch the email at once: it waits for the link mailed to the new address', async () => {
    const user = await signUpUser(ctx.app);
    const newEmail = `new.${Date.now()}@example.com`;
    const response = await patchProfile(user.cookie, validProfile({ email: newEmail.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });

    // The whole change, link included, is tested in email-change.int.test.ts.
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(401);
  });

  it('refuses an email another account uses with 409 and changes nothing', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app, { firstName: 'Other' });
    const response = await patchProfile(
      other.cookie,
      validProfile({ email: owner.email, firstName: 'Changed' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toBe(PROFILE_MESSAGES.emailTaken);
    const profile = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other.cookie } });
    expect(profile.json()).toMatchObject({ email: other.email, firstName: 'Other' });
  });

  it('encrypts the medical lists at rest and audits their writes and reads', async () => {
    const user = await signUpUser(ctx.app);
    await patchProfile(
      user.cookie,
      validProfile({
        email: user.email,
        medicalConditions: ['Lupus'],
        medications: ['Hydroxychloroquine'],
        allergies: ['Latex'],
      }),
    );
    await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    const { rows } = await ctx.database.pool.query(
      'SELECT lists_enc FROM user_medical_lists WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0].lists_enc).toMatch(/^v2:/);
    for (const value of ['Lupus', 'Hydroxychloroquine', 'Latex'])
      expect(rows[0].lists_enc).not.toContain(value);

    const audit = await ctx.database.pool.query(
      'SELECT action, resource, actor_user_id FROM audit_log WHERE subject_user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(audit.rows.map((r) => `${r.action}:${r.resource}`)).toEqual([
      'update:medical_lists',
      'read:medical_lists',
    ]);
  });
});

describe('PATCH /api/user/privacy', () => {
  it('stores the external-AI consent (off by default) and audits the change', async () => {
    const user = await signUpUser(ctx.app);
    const before = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(before.json().aiRemoteConsent).toBe(false);
    const on = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/privacy',
      headers: { cookie: user.cookie },
      payload: { aiRemoteConsent: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ aiRemoteConsent: true, dataProcessingConsent: true });
    const audit = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE actor_user_id = $1 AND action = 'update' AND resource = 'privacy_settings'`,
      [user.userId],
    );
    expect(audit.rowCount).toBe(1);
  });

  it('stores the four flags, one at a time or together', async () => {
    const user = await signUpUser(ctx.app);
    const one = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/privacy',
      headers: { cookie: user.cookie },
      payload: { analyticsConsent: true },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      dataProcessingConsent: true,
      marketingConsent: false,
      analyticsConsent: true,
      ccpaOptOut: false,
      aiRemoteConsent: false,
    });
    const all = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/privacy',
      headers: { cookie: user.cookie },
      payload: {
        dataProcessingConsent: false,
        marketingConsent: true,
        analyticsConsent: false,
        ccpaOptOut: true,
      },
    });
    expect(all.json()).toEqual({
      dataProcessingConsent: false,
      marketingConsent: true,
      analyticsConsent: false,
      ccpaOptOut: true,
      aiRemoteConsent: false,
    });
    const profile = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(profile.json()).toMatchObject(all.json());
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/privacy',
      headers: { cookie: user.cookie },
      payload: { ccpaOptOut: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sessions and password', () => {
  async function secondSession(user: User) {
    const response = await signIn(user.email, user.password);
    expect(response.statusCode).toBe(200);
    return cookieHeader(response.headers['set-cookie']);
  }

  it('lists the caller’s sessions and signs out the others, keeping the current one', async () => {
    const user = await signUpUser(ctx.app);
    const other = await secondSession(user);
    const stranger = await signUpUser(ctx.app);

    const list = await ctx.app.inject({
      url: '/api/user/sessions',
      headers: {
        cookie: user.cookie,
        'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/130.0',
      },
    });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: string; isCurrent: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);

    // A session idle past the limit (and not remembered) has ended: it is not listed.
    await ctx.database.pool.query(
      `UPDATE sessions SET last_active_at = now() - interval '2 days', remember_me = false
        WHERE user_id = $1 AND id <> (SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1)`,
      [user.userId],
    );
    const afterIdle = await ctx.app.inject({ url: '/api/user/sessions', headers: { cookie: user.cookie } });
    expect(afterIdle.json()).toHaveLength(1);
    await ctx.database.pool.query(`UPDATE sessions SET last_active_at = now() WHERE user_id = $1`, [
      user.userId,
    ]);
    // The other session is in use (so the server may remember it) until it is signed out.
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode).toBe(
      200,
    );

    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-others',
      headers: { cookie: user.cookie },
    });
    expect(revoke.json()).toEqual({ revoked: 1 });
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    // Another user's sessions are untouched.
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await signUpUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: 'Wrong12345', newPassword: 'Brand1New2', confirmPassword: 'Brand1New2' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PROFILE_MESSAGES.currentPasswordWrong);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('checks the new password rule and the confirmation', async () => {
    const user = await signUpUser(ctx.app);
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'Brand1New2', confirmPassword: 'Brand1New3' },
    });
    expect(mismatch.json().error.fields.confirmPassword).toBe(PROFILE_MESSAGES.passwordsMatch);
  });

  it('changes the password, signs out the other sessions and keeps the current one', async () => {
    const user = await signUpUser(ctx.app);
    const other = await secondSession(user);
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode).toBe(
      200,
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'Brand1New2', confirmPassword: 'Brand1New2' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 1 });
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'Brand1New2')).statusCode).toBe(200);
  });

  it('rate-limits password changes per user', async () => {
    const user = await signUpUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: { cookie: user.cookie },
        payload: { currentPassword: 'Wrong12345', newPassword: 'Brand1New2', confirmPassword: 'Brand1New2' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('avatar', () => {
  it('re-encodes an uploaded PNG to a 256×256 WebP without metadata and serves it to its owner', async () => {
    const user = await signUpUser(ctx.app);
    const png = await pngOf(640, 480);
    expect(png.toString('latin1')).toContain('secret-exif-marker');
    const response = await upload(user.cookie, png);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.profileImageUrl).toMatch(new RegExp(`^/api/user/avatar/${user.userId}\\?v=\\d+$`));
    expect(profile.avatarId).toBeNull();

    const { rows } = await ctx.database.pool.query(
      'SELECT bytes, content_type FROM avatars WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0].content_type).toBe('image/webp');
    const meta = await sharp(rows[0].bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(rows[0].bytes).toString('latin1')).not.toContain('secret-exif-marker');

    const image = await ctx.app.inject({ url: profile.profileImageUrl, headers: { cookie: user.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals(Buffer.from(rows[0].bytes))).toBe(true);
  });

  it('refuses a text file named .png with 400 and stores nothing', async () => {
    const user = await signUpUser(ctx.app);
    const response = await upload(user.cookie, Buffer.from('just some text, not an image'), 'fake.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PROFILE_TOASTS.avatarNotImage.title);
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM avatars WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await signUpUser(ctx.app);
    const response = await upload(user.cookie, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(PROFILE_TOASTS.avatarTooLarge.title);
    expect(response.json().error.fields).toEqual({ avatar: PROFILE_TOASTS.avatarTooLarge.description });
    const huge = await upload(user.cookie, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(PROFILE_TOASTS.avatarTooLarge.title);
  });

  it('answers 400 for a form without the avatar field or a non-multipart body', async () => {
    const user = await signUpUser(ctx.app);
    const other = multipart('picture', 'me.png', 'image/png', await pngOf(10, 10));
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...other.headers, cookie: user.cookie },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ avatar: PROFILE_MESSAGES.noAvatarFile });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { cookie: user.cookie },
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(PROFILE_MESSAGES.noAvatarFile);
  });

  it('reads the avatar among other text fields, and refuses a second file with 413', async () => {
    const user = await signUpUser(ctx.app);
    const png = await pngOf(32, 32);
    const post = (parts: Parameters<typeof multipartBody>[0]) => {
      const body = multipartBody(parts);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        headers: { 'content-type': body.contentType, cookie: user.cookie },
        payload: body.payload,
      });
    };
    const withFields = await post([
      { name: 'note', value: 'ignored' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: png },
      { name: 'crop', value: 'ignored too' },
    ]);
    expect(withFields.statusCode, withFields.body).toBe(200);
    const twoFiles = await post([
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: png },
      { name: 'avatar', filename: 'me-too.png', type: 'image/png', data: png },
    ]);
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('answers 400 for an empty file, a body cut short or a form without a boundary, storing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const empty = await upload(user.cookie, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ avatar: PROFILE_MESSAGES.noAvatarFile });
    const body = multipart('avatar', 'me.png', 'image/png', await pngOf(200, 200));
    const send = (payload: Buffer, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        headers: { 'content-type': contentType, cookie: user.cookie },
        payload,
      });
    const cut = await send(body.payload.subarray(0, body.payload.length - 100), body.headers['content-type']);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toBe(PROFILE_MESSAGES.noAvatarFile);
    const noBoundary = await send(body.payload, 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.message).toBe(PROFILE_MESSAGES.noAvatarFile);
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM avatars WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);
  });

  it('chooses an emoji avatar (clearing an uploaded picture) and refuses unknown ids', async () => {
    const user = await signUpUser(ctx.app);
    await upload(user.cookie, await pngOf(300, 300));
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar/emoji',
      headers: { cookie: user.cookie },
      payload: { avatarId: 'lotus' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ avatarId: 'lotus', profileImageUrl: null });
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM avatars WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar/emoji',
      headers: { cookie: user.cookie },
      payload: { avatarId: 'dragon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.avatarId).toBe(PROFILE_MESSAGES.invalidAvatar);
    const profile = await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(profile.json().avatarId).toBe('lotus');
  });

  it("answers 403 for another user's avatar (admins may view it) and 404 when there is none", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await upload(owner.cookie, await pngOf(64, 64));
    const forbidden = await ctx.app.inject({
      url: `/api/user/avatar/${owner.userId}`,
      headers: { cookie: other.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['content-type']).not.toContain('image');

    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const asAdmin = await ctx.app.inject({
      url: `/api/user/avatar/${owner.userId}`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);

    const none = await ctx.app.inject({
      url: `/api/user/avatar/${other.userId}`,
      headers: { cookie: other.cookie },
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('signed out', () => {
  it('answers 401 on every endpoint', async () => {
    const owner = await signUpUser(ctx.app);
    const body = multipart('avatar', 'me.png', 'image/png', await pngOf(10, 10));
    const requests = [
      { method: 'GET' as const, url: '/api/user/profile' },
      { method: 'PATCH' as const, url: '/api/user/profile', payload: validProfile() },
      { method: 'PATCH' as const, url: '/api/user/privacy', payload: { ccpaOptOut: true } },
      { method: 'POST' as const, url: '/api/user/avatar', payload: body.payload, headers: body.headers },
      { method: 'POST' as const, url: '/api/user/avatar/emoji', payload: { avatarId: 'lotus' } },
      { method: 'GET' as const, url: `/api/user/avatar/${owner.userId}` },
      { method: 'GET' as const, url: '/api/user/sessions' },
      { method: 'POST' as const, url: '/api/user/sessions/revoke-others' },
      {
        method: 'POST' as const,
        url: '/api/user/change-password',
        payload: { currentPassword: 'x', newPassword: 'Brand1New2', confirmPassword: 'Brand1New2' },
      },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    // Nothing reached the owner's sessions.
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
  });
});
