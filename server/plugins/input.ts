import type { FastifyInstance } from 'fastify';
import { NUL_CHARACTER_MESSAGE } from '../../contract/errors';
import { AppError } from '../lib/errors';

/**
 * Refuses, with 400 before validation, a request whose body, query string or path holds the NUL
 * character (U+0000) in a value or a key: PostgreSQL's text cannot store it and answers an error that
 * would otherwise surface as a 500 (docs/conventions.md#one-error-type). The field names the place.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const sources = { params: request.params, query: request.query, body: request.body } as const;
    for (const [source, value] of Object.entries(sources)) {
      const at = nulAt(value, []);
      if (at) {
        const field = source === 'body' ? at.join('.') || 'body' : [source, ...at].join('.');
        throw new AppError('VALIDATION_FAILED', NUL_CHARACTER_MESSAGE, {
          fields: { [field]: NUL_CHARACTER_MESSAGE },
        });
      }
    }
  });
}

/** The path to the first string (value or key) holding U+0000, or null. Iterative: bodies may nest deeply. */
function nulAt(root: unknown, rootPath: string[]): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: rootPath }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push({ value: item, path: [...path, String(i)] });
      });
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
