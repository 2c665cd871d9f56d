import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The app's upload forms (avatar, nutrition photo and voice) through @fastify/multipart: the body is
 * parsed as a stream, the one file a form names is collected up to its limit (the parser stops
 * keeping bytes past it), text fields are bounded in number and size, and anything else is skipped.
 */
export type UploadForm = {
  /** The form field holding the file. */
  file: string;
  maxFileBytes: number;
  /** The answer for a file over `maxFileBytes` (413, the area's own message). */
  tooLarge: () => AppError;
  /** The answer for a body that is not a readable multipart form (400). */
  notMultipart: () => AppError;
  /** Text fields the route reads; others are ignored. */
  fields?: readonly string[];
  /**
   * Largest text field in bytes (1 KB by default). A longer value is cut here, so pick a size whose cut
   * still fails the field's own validation (a field of N characters: 4 × (N + 1) bytes).
   */
  maxFieldBytes?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form the route reads with `readUpload` (the API reference documents it). */
    upload?: UploadForm;
  }
}

export type UploadedFile = { data: Buffer; filename: string; contentType: string };
export type Upload = { fields: Partial<Record<string, string>>; file: UploadedFile | null };

/** Each form carries one file; room for a few text fields besides the ones a route reads. */
const MAX_FILES = 1;
const MAX_FIELDS = 8;
/** Part headers and boundaries around the file and fields: a larger declared body is refused unread. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const DEFAULT_FIELD_BYTES = 1024;

/**
 * Lets the routes of one (encapsulated) plugin accept multipart/form-data; others keep answering 415.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { files: MAX_FILES, fields: MAX_FIELDS, parts: MAX_FILES + MAX_FIELDS },
  });
}

/**
 * Reads the form the route declares (`config: { upload }`): its text fields (first value of each) and
 * its file (null when the field is missing or empty). Limits passed answer 413; a body that is not
 * multipart, or is malformed or cut short, answers `form.notMultipart()`.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const form = request.routeOptions.config.upload;
  if (!form) throw new Error(`${request.routeOptions.url} declares no upload form`);
  if (!request.isMultipart()) throw form.notMultipart();
  const fieldBytes = form.maxFieldBytes ?? DEFAULT_FIELD_BYTES;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > form.maxFileBytes + FORM_OVERHEAD_BYTES) throw form.tooLarge();

  const fields: Partial<Record<string, string>> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: form.maxFileBytes,
        files: MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: fieldBytes,
        parts: MAX_FILES + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const name = part.fieldname;
        if (form.fields?.includes(name) && fields[name] === undefined) fields[name] = String(part.value);
      } else if (part.fieldname === form.file && file === null) {
        const data = await part.toBuffer();
        if (data.length > 0) file = { data, filename: part.filename, contentType: part.mimetype };
      } else {
        // A file the form does not name: let it flow past (the size limit still applies).
        part.file.resume();
      }
    }
  } catch (error) {
    throw uploadError(error, form);
  }
  return { fields, file };
}

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

function uploadError(error: unknown, form: UploadForm): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return form.tooLarge();
  if (typeof code === 'string' && LIMIT_ERRORS.has(code)) {
    return new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  }
  // The parser's own errors: no boundary, a malformed part, a body that ends early.
  return form.notMultipart();
}
