import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '../../contract/errors';
import { AppError } from '../lib/errors';

/**
 * One error handler (docs/conventions.md#one-error-type): every failure answers `{ error: { code, message,
 * fields? } }`. Validation errors carry the contract's own messages; 500s are logged with the request id and
 * never expose a stack or an internal message.
 */
const errorCodes = new WeakMap<FastifyRequest, string>();

/** The code of the error a request was answered with (`FORBIDDEN`, `INVALID_CREDENTIALS`…), if any. */
export function errorCodeOf(request: FastifyRequest): string | undefined {
  return errorCodes.get(request);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (status: number, body: TErrorResponse) => {
      errorCodes.set(request, body.error.code);
      return reply.status(status).send(body);
    };

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.status, {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.upgradeUrl ? { upgradeUrl: error.upgradeUrl } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = String(issue.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.');
        const name = key || 'body';
        if (!fields[name]) fields[name] = issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return send(400, { error: { code: 'VALIDATION_FAILED', message: first, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, requestId: request.id }, 'response did not match its schema');
      return send(500, {
        error: { code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: request.id },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
    }
    if (status === 429) {
      return send(429, { error: { code: 'RATE_LIMITED', message: error.message } });
    }
    if (status >= 400 && status < 500) {
      return send(status, {
        error: { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: publicClientMessage(error) },
      });
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return send(500, {
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
        requestId: request.id,
      },
    });
  });
}

function publicClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message.length < 200 ? error.message : 'Bad request.';
  }
}
