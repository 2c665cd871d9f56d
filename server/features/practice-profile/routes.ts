import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRACTICE_MESSAGES,
  ZApplicationStatusResponse,
  ZPractitionerProfile,
  ZPractitionerProfileInput,
} from '../../../contract/practice';
import { PROFILE_LIMITS, PROFILE_TOASTS } from '../../../contract/profile';
import { AppError } from '../../lib/errors';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/uploads';
import { actorOf } from '../../plugins/auth';
import type { PracticeProfileService } from './service';

const NO_PHOTO = PRACTICE_MESSAGES.photoMissing;
/** The same form limits as profile avatars: one image up to 5 MB. */
const PHOTO_FORM: UploadForm = {
  file: 'photo',
  maxFileBytes: PROFILE_LIMITS.avatarMaxBytes,
  tooLarge: () =>
    new AppError('PAYLOAD_TOO_LARGE', PROFILE_TOASTS.avatarTooLarge.title, {
      fields: { photo: PROFILE_TOASTS.avatarTooLarge.description },
    }),
  notMultipart: () => new AppError('BAD_REQUEST', NO_PHOTO, { fields: { photo: NO_PHOTO } }),
};

/**
 * The practitioner's own profile (docs/product/practice.md#profile-and-review):
 * GET/POST/PUT /api/practitioners/profile, GET /api/practitioners/application-status,
 * POST/DELETE /api/practitioners/profile/photo (multipart, field `photo`), and
 * GET /api/practitioner-photos/{key} which serves a photo.
 */
export const practiceProfileRoutes: FastifyPluginAsyncZod<{ service: PracticeProfileService }> = async (
  app,
  { service },
) => {
  // Encapsulated: only this plugin's routes accept multipart bodies.
  await acceptUploads(app);
  const practitioner = app.guards.role('practitioner');

  app.get(
    '/api/practitioners/profile',
    { onRequest: practitioner, schema: { response: { 200: ZPractitionerProfile } } },
    async (request) => service.get(actorOf(request)),
  );

  app.get(
    '/api/practitioners/application-status',
    { onRequest: practitioner, schema: { response: { 200: ZApplicationStatusResponse } } },
    async (request) => service.applicationStatus(actorOf(request)),
  );

  app.post(
    '/api/practitioners/profile',
    {
      onRequest: practitioner,
      schema: { body: ZPractitionerProfileInput, response: { 201: ZPractitionerProfile } },
    },
    async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/practitioners/profile',
    {
      onRequest: practitioner,
      schema: { body: ZPractitionerProfileInput, response: { 200: ZPractitionerProfile } },
    },
    async (request) => service.update(actorOf(request), request.body),
  );

  app.post(
    '/api/practitioners/profile/photo',
    {
      onRequest: practitioner,
      config: { upload: PHOTO_FORM },
      schema: { response: { 200: ZPractitionerProfile } },
    },
    async (request) => {
      const { file } = await readUpload(request);
      if (!file) throw new AppError('BAD_REQUEST', NO_PHOTO, { fields: { photo: NO_PHOTO } });
      return service.uploadPhoto(actorOf(request), file.data);
    },
  );

  app.delete(
    '/api/practitioners/profile/photo',
    { onRequest: practitioner, schema: { response: { 200: ZPractitionerProfile } } },
    async (request) => service.deletePhoto(actorOf(request)),
  );

  app.get(
    '/api/practitioner-photos/:key',
    { onRequest: app.guards.session, schema: { params: z.object({ key: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const photo = await service.photo(request.actor, request.params.key);
      // A key is never reused: a new photo is a new URL, so the bytes can be kept for long.
      return reply
        .type(photo.contentType)
        .header('cache-control', `${photo.isPublic ? 'public' : 'private'}, max-age=86400`)
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
};
