import type { FastifyInstance } from 'fastify';
import { INVALID_TEXT_MESSAGE } from '../../contract/errors';
import { AppError } from '../lib/errors';

/**
 * Refuses, with 400 before validation, a request whose body, query string or path holds, in a value
 * or a key, the NUL character (U+0000) or an unpaired surrogate (`"\ud83d"` alone, which JSON can
 * spell but Unicode text cannot hold): PostgreSQL's text cannot store the first and its jsonb refuses
 * the second, errors that would otherwise surface as a 500 (docs/conventions.md#one-error-type). The
 * field names the place.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const sources = { params: request.params, query: request.query, body: request.body } as const;
    for (const [source, value] of Object.entries(sources)) {
      const at = nulAt(value, []);
      if (at) {
        const field = source === 'body' ? at.join('.') || 'body' : [source, ...at].join('.');
        throw new AppError('VALIDATION_FAILED', INVALID_TEXT_MESSAGE, {
          fields: { [field]: INVALID_TEXT_MESSAGE },
        });
      }
    }
  });
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored: no U+0000, no unpaired surrogate. */
function storable(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** The path to the first string (value or key) that cannot be stored, or null. Iterative: bodies may nest deeply. */
function nulAt(root: unknown, rootPath: string[]): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: rootPath }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!storable(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push({ value: item, path: [...path, String(i)] });
      });
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!storable(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
