import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A small multipart/form-data reader for the app's bounded uploads (avatar, nutrition photo and voice).
 * Neither @fastify/multipart nor @fastify/busboy is installed (docs/decisions.md#platform), and one
 * bounded file needs no streaming: the body is read up to `maxBytes` (413 beyond), then split on
 * its boundary.
 */
export type MultipartFile = {
  fieldName: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
};

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Reads the raw body, refusing (413, `tooLargeMessage`) as soon as it passes `maxBytes`. */
export function readBody(
  stream: IncomingMessage,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  const declared = Number(stream.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        stream.resume();
        reject(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks));
      }
    });
    stream.on('error', (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
  });
}

/** The parts of a multipart body; a malformed body gives an empty list. */
export function parseMultipart(body: Buffer, boundary: string): MultipartFile[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartFile[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // "--" right after the delimiter closes the body.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) break;
    const headerStart = afterDelimiter + 2; // CRLF
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd === -1) break;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next === -1) break;
    const headers = body.subarray(headerStart, headerEnd).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const fieldName = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (fieldName !== undefined) {
      parts.push({
        fieldName,
        filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
        contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? null,
        data: body.subarray(headerEnd + 4, next),
      });
    }
    start = next + 2;
  }
  return parts;
}

/**
 * Lets the routes of one (encapsulated) Fastify plugin accept multipart/form-data: the body is read
 * up to `maxBytes` and split into parts, which `multipartParts(request)` returns to the handler.
 * `tooLarge` is the error for a body over the limit; `notMultipart` the message for a content type
 * without a boundary.
 */
export function acceptMultipart(
  app: FastifyInstance,
  options: { maxBytes: number; tooLarge: () => AppError; notMultipart: string },
): void {
  app.addContentTypeParser(
    'multipart/form-data',
    async (request: FastifyRequest, payload: IncomingMessage) => {
      const boundary = boundaryOf(String(request.headers['content-type'] ?? ''));
      if (!boundary) throw new AppError('BAD_REQUEST', options.notMultipart);
      const body = await readBody(payload, options.maxBytes, options.tooLarge().message).catch(
        (error: unknown) => {
          throw error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE' ? options.tooLarge() : error;
        },
      );
      return { parts: parseMultipart(body, boundary) };
    },
  );
}

/** The parts `acceptMultipart` parsed, or null when the request was not multipart. */
export function multipartParts(request: FastifyRequest): MultipartFile[] | null {
  return (request.body as { parts?: MultipartFile[] } | undefined)?.parts ?? null;
}
