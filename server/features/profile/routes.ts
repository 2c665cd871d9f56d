import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONFIRM_EMAIL_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZEmojiAvatarRequest,
  ZPrivacySettings,
  ZProfile,
  ZSessionList,
  ZUpdatePrivacyRequest,
  ZUpdateProfileRequest,
} from '../../../contract/profile';
import { AppError } from '../../lib/errors';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/uploads';
import { actorOf } from '../../plugins/auth';
import { perIp, perUser } from '../../plugins/rate-limit';
import type { ProfileService } from './service';

const ZRevoked = z.object({ revoked: z.number().int() });
const AVATAR_FORM: UploadForm = {
  file: 'avatar',
  maxFileBytes: PROFILE_LIMITS.avatarMaxBytes,
  tooLarge: () =>
    new AppError('PAYLOAD_TOO_LARGE', PROFILE_TOASTS.avatarTooLarge.title, {
      fields: { avatar: PROFILE_TOASTS.avatarTooLarge.description },
    }),
  notMultipart: () => new AppError('BAD_REQUEST', PROFILE_MESSAGES.noAvatarFile),
};

/**
 * GET/PATCH /api/user/profile, POST /api/user/confirm-email, PATCH /api/user/privacy, POST /api/user/avatar
 * (multipart, field `avatar`), POST /api/user/avatar/emoji; and the Privacy & Security tab's
 * sessions and password change (docs/product/profile.md#api).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  // Encapsulated: only this plugin's routes accept multipart bodies.
  await acceptUploads(app);

  app.get(
    '/api/user/profile',
    { onRequest: app.guards.user, schema: { response: { 200: ZProfile } } },
    async (request) => service.get(actorOf(request)),
  );

  app.patch(
    '/api/user/profile',
    { onRequest: app.guards.user, schema: { body: ZUpdateProfileRequest, response: { 200: ZProfile } } },
    async (request) => service.update(actorOf(request), request.body),
  );

  // The link mailed to a new address lands on /confirm-email, which posts its token here; it may be
  // opened in a browser that is not signed in (docs/product/accounts.md#changing-the-email).
  app.post(
    '/api/user/confirm-email',
    {
      onRequest: app.guards.session,
      // Counted per IP before anything else: the link's code cannot be guessed in practice, and this
      // keeps anyone from trying.
      config: {
        rateLimit: perIp('confirm-email', {
          max: PROFILE_LIMITS.confirmEmailPerIpPer15Min,
          windowSeconds: 15 * 60,
          message: CONFIRM_EMAIL_MESSAGES.rateLimited,
        }),
      },
      schema: { body: ZConfirmEmailRequest, response: { 200: ZConfirmEmailResponse } },
    },
    async (request) =>
      service.confirmEmailChange(request.body.token, {
        sessionId: request.session?.sessionId ?? null,
        requestId: request.id,
        ip: request.ip,
      }),
  );

  app.patch(
    '/api/user/privacy',
    {
      onRequest: app.guards.user,
      schema: { body: ZUpdatePrivacyRequest, response: { 200: ZPrivacySettings } },
    },
    async (request) => service.updatePrivacy(actorOf(request), request.body),
  );

  app.post(
    '/api/user/avatar',
    { onRequest: app.guards.user, config: { upload: AVATAR_FORM }, schema: { response: { 200: ZProfile } } },
    async (request) => {
      const { file } = await readUpload(request);
      if (!file) {
        throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.noAvatarFile, {
          fields: { avatar: PROFILE_MESSAGES.noAvatarFile },
        });
      }
      return service.uploadAvatar(actorOf(request), file.data);
    },
  );

  app.post(
    '/api/user/avatar/emoji',
    { onRequest: app.guards.user, schema: { body: ZEmojiAvatarRequest, response: { 200: ZProfile } } },
    async (request) => service.chooseEmojiAvatar(actorOf(request), request.body.avatarId),
  );

  app.get(
    '/api/user/avatar/:userId',
    { onRequest: app.guards.user, schema: { params: z.object({ userId: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const avatar = await service.avatarImage(actorOf(request), request.params.userId);
      // The URL carries ?v=<updated ms>, so a new picture is a new URL; private: it needs the session.
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.bytes);
    },
  );

  app.get(
    '/api/user/sessions',
    { onRequest: app.guards.user, schema: { response: { 200: ZSessionList } } },
    async (request) => service.listSessions(actorOf(request)),
  );

  app.post(
    '/api/user/sessions/revoke-others',
    { onRequest: app.guards.user, schema: { response: { 200: ZRevoked } } },
    async (request) => service.revokeOtherSessions(actorOf(request)),
  );

  app.post(
    '/api/user/change-password',
    {
      onRequest: app.guards.user,
      config: {
        rateLimit: perUser('change-password', {
          max: PROFILE_LIMITS.changePasswordPerHour,
          windowSeconds: 60 * 60,
          message: PROFILE_MESSAGES.changePasswordRateLimited,
        }),
      },
      schema: { body: ZChangePasswordRequest, response: { 200: ZRevoked } },
    },
    async (request) => service.changePassword(actorOf(request), request.body),
  );
};
