import type { App } from '../../app';
import { cookieHeader } from '../../test/harness';
import { totpCode } from './second-factor';

export { totpCode };

/**
 * Signs an admin in through `POST /api/admin/login` as a person would (docs/product/admin.md#sign-in):
 * on the first sign-in, enrols the offered secret with its current code. Answers the session cookie
 * and the secret. For tests of admin accounts made by `ensureAdmin`; other tests get an admin with
 * `makeAdmin` (server/test/harness.ts).
 */
export async function signInAdmin(
  app: App,
  email: string,
  password: string,
  options: { secret?: string; remoteAddress?: string } = {},
): Promise<{ userId: string; cookie: string; secret: string }> {
  const send = (payload: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: email, password, ...payload },
      remoteAddress: options.remoteAddress,
    });
  let secret = options.secret;
  if (!secret) {
    const offer = await send({});
    const body = offer.json() as { status: string; secret?: string };
    if (offer.statusCode !== 200 || body.status !== 'enroll' || !body.secret) {
      throw new Error(`admin sign-in offered no enrolment: ${offer.statusCode} ${offer.body}`);
    }
    secret = body.secret;
  }
  const done = await send({ code: totpCode(secret) });
  if (done.statusCode !== 200) throw new Error(`admin sign-in failed: ${done.statusCode} ${done.body}`);
  const { userId } = done.json() as { userId: string };
  return { userId, cookie: cookieHeader(done.headers['set-cookie']), secret };
}
