import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NUTRITION_LIMITS,
  NUTRITION_MESSAGES,
  ZNutritionAnalysisResult,
  ZNutritionCapabilities,
  ZNutritionHistory,
  ZNutritionInputType,
  ZNutritionTextInput,
  ZTranscription,
} from '../../../contract/nutrition-analysis';
import { isIanaTimeZone } from '../../../contract/progress';
import { AppError } from '../../lib/errors';
import { acceptMultipart, type MultipartFile, multipartParts } from '../../lib/multipart';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { NutritionAnalysisService } from './service';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const NOT_MULTIPART = 'Please send the form as multipart/form-data.';
const BODY_MAX =
  Math.max(NUTRITION_LIMITS.imageMaxBytes, NUTRITION_LIMITS.audioMaxBytes) + MULTIPART_OVERHEAD_BYTES;
/** Analyses per user per minute: OCR and lookups cost CPU; a person never needs more. */
const ANALYSES_PER_MINUTE = 20;

const field = (parts: MultipartFile[], name: string) => {
  const part = parts.find((p) => p.fieldName === name && p.filename === null);
  return part ? part.data.toString('utf8') : undefined;
};
const fileOf = (parts: MultipartFile[], name: string) =>
  parts.find((p) => p.fieldName === name && p.data.length > 0 && p.filename !== null);

const invalid = (name: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [name]: message } });

/** Spec 002 §7: the Premium Nutrition Assistant's calls (issue 5 §2). */
export const nutritionAnalysisRoutes: FastifyPluginAsyncZod<{
  service: NutritionAnalysisService;
}> = async (app, { service }) => {
  // Encapsulated: only this plugin's routes read multipart bodies, bounded before parsing.
  acceptMultipart(app, {
    maxBytes: BODY_MAX,
    tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', NUTRITION_MESSAGES.imageTooLarge),
    notMultipart: NOT_MULTIPART,
  });

  // One allowance for analyses and transcriptions, counted before the upload is read.
  const rateLimit = perUser('nutrition', {
    max: ANALYSES_PER_MINUTE,
    windowSeconds: 60,
    message: 'You are analyzing meals too quickly. Please wait a moment and try again.',
  });

  const partsOf = (request: FastifyRequest) => {
    const parts = multipartParts(request);
    if (!parts) throw new AppError('BAD_REQUEST', NOT_MULTIPART);
    return parts;
  };

  app.post(
    '/api/nutrition/analyze-premium',
    {
      onRequest: app.guards.user,
      config: { rateLimit },
      bodyLimit: BODY_MAX,
      schema: { response: { 201: ZNutritionAnalysisResult } },
    },
    async (request, reply) => {
      const parts = partsOf(request);
      const type = ZNutritionInputType.safeParse(field(parts, 'type'));
      if (!type.success) throw invalid('type', 'Please choose text, image or voice.');
      const tz = field(parts, 'tz') ?? 'UTC';
      const timeZone = isIanaTimeZone(tz) ? tz : 'UTC';
      const actor = actorOf(request);
      if (type.data === 'image') {
        const file = fileOf(parts, 'file');
        if (!file) throw invalid('file', NUTRITION_MESSAGES.imageRequired);
        if (file.data.length > NUTRITION_LIMITS.imageMaxBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', NUTRITION_MESSAGES.imageTooLarge);
        }
        const result = await service.analyse(actor, {
          type: 'image',
          bytes: file.data,
          mime: file.contentType ?? 'application/octet-stream',
          timeZone,
        });
        return reply.status(201).send(result);
      }
      const raw = field(parts, 'input');
      if (type.data === 'voice' && (raw === undefined || raw.trim() === '')) {
        throw invalid('input', NUTRITION_MESSAGES.recordingRequired);
      }
      const input = ZNutritionTextInput.safeParse(raw ?? '');
      if (!input.success)
        throw invalid('input', input.error.issues[0]?.message ?? NUTRITION_MESSAGES.inputRequired);
      const result = await service.analyse(actor, { type: type.data, input: input.data, timeZone });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/nutrition/history',
    { onRequest: app.guards.user, schema: { response: { 200: ZNutritionHistory } } },
    async (request) => service.history(actorOf(request)),
  );

  app.get(
    '/api/nutrition/capabilities',
    { onRequest: app.guards.user, schema: { response: { 200: ZNutritionCapabilities } } },
    async (request) => service.capabilities(actorOf(request)),
  );

  app.post(
    '/api/nutrition/transcribe',
    {
      onRequest: app.guards.user,
      config: { rateLimit },
      bodyLimit: BODY_MAX,
      schema: { response: { 200: ZTranscription } },
    },
    async (request) => {
      const file = fileOf(partsOf(request), 'file');
      if (!file) throw invalid('file', NUTRITION_MESSAGES.recordingRequired);
      if (file.data.length > NUTRITION_LIMITS.audioMaxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', NUTRITION_MESSAGES.audioTooLarge);
      }
      const mime = file.contentType ?? 'application/octet-stream';
      if (!/^(audio|video)\//.test(mime)) throw invalid('file', NUTRITION_MESSAGES.recordingRequired);
      return { transcript: await service.transcribe(actorOf(request), file.data, mime) };
    },
  );
};
