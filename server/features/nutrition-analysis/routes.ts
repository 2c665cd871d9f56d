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
import { NEXT_CURSOR_HEADER, ZPageQuery } from '../../../contract/paging';
import { isIanaTimeZone } from '../../../contract/progress';
import { AppError } from '../../lib/errors';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/uploads';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { NutritionAnalysisService } from './service';

const notMultipart = () => new AppError('BAD_REQUEST', 'Please send the form as multipart/form-data.');
/** Analyses per user per minute: OCR and lookups cost CPU; a person never needs more. */
const ANALYSES_PER_MINUTE = 20;

/** `type` (text|image|voice), `input` (the text or transcript), `tz`, and the photo in `file`. */
const ANALYSIS_FORM: UploadForm = {
  file: 'file',
  maxFileBytes: NUTRITION_LIMITS.imageMaxBytes,
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', NUTRITION_MESSAGES.imageTooLarge),
  notMultipart,
  fields: ['type', 'input', 'tz'],
  // A longer `input` is cut by the parser yet still fails the text's own length check.
  maxFieldBytes: 4 * (NUTRITION_LIMITS.textMax + 1),
};
/** The recording in `file`. */
const RECORDING_FORM: UploadForm = {
  file: 'file',
  maxFileBytes: NUTRITION_LIMITS.audioMaxBytes,
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', NUTRITION_MESSAGES.audioTooLarge),
  notMultipart,
};

const invalid = (name: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [name]: message } });

/** The Premium Nutrition Assistant's calls (docs/product/nutrition.md#api). */
export const nutritionAnalysisRoutes: FastifyPluginAsyncZod<{
  service: NutritionAnalysisService;
}> = async (app, { service }) => {
  // Encapsulated: only this plugin's routes read multipart bodies.
  await acceptUploads(app);

  // One allowance for analyses and transcriptions, counted before the upload is read.
  const rateLimit = perUser('nutrition', {
    max: ANALYSES_PER_MINUTE,
    windowSeconds: 60,
    message: 'You are analyzing meals too quickly. Please wait a moment and try again.',
  });

  app.post(
    '/api/nutrition/analyze-premium',
    {
      onRequest: app.guards.user,
      config: { rateLimit, upload: ANALYSIS_FORM },
      schema: { response: { 201: ZNutritionAnalysisResult } },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request);
      const type = ZNutritionInputType.safeParse(fields.type);
      if (!type.success) throw invalid('type', 'Please choose text, image or voice.');
      const tz = fields.tz ?? 'UTC';
      const timeZone = isIanaTimeZone(tz) ? tz : 'UTC';
      const actor = actorOf(request);
      if (type.data === 'image') {
        if (!file) throw invalid('file', NUTRITION_MESSAGES.imageRequired);
        const result = await service.analyse(actor, {
          type: 'image',
          bytes: file.data,
          mime: file.contentType,
          timeZone,
        });
        return reply.status(201).send(result);
      }
      const raw = fields.input;
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
    {
      onRequest: app.guards.user,
      schema: { querystring: ZPageQuery, response: { 200: ZNutritionHistory } },
    },
    async (request, reply) => {
      // Still the array it always was; the next page's cursor is a header (docs/product/journey.md#paging).
      const page = await service.history(actorOf(request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
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
      config: { rateLimit, upload: RECORDING_FORM },
      schema: { response: { 200: ZTranscription } },
    },
    async (request) => {
      const { file } = await readUpload(request);
      if (!file) throw invalid('file', NUTRITION_MESSAGES.recordingRequired);
      const mime = file.contentType;
      if (!/^(audio|video)\//.test(mime)) throw invalid('file', NUTRITION_MESSAGES.recordingRequired);
      return { transcript: await service.transcribe(actorOf(request), file.data, mime) };
    },
  );
};
