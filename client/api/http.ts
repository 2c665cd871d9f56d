import type { QueryFunction } from '@tanstack/react-query';

/**
 * The client's call conventions (docs/product/README.md#rules-that-hold-everywhere): every request
 * carries credentials, writes send JSON
 * only when there is a payload, and any non-OK answer raises an error whose message is
 * `${status}: ${body text or status text}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  /** The server's `error.code` when the body is the API's JSON error shape. */
  readonly code: string | undefined;
  /** Field name → message, for forms. */
  readonly fields: Record<string, string> | undefined;
  /** The server's human-readable `error.message`, for toasts. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    const parsed = parseErrorBody(bodyText);
    this.code = parsed.code;
    this.fields = parsed.fields;
    this.serverMessage = parsed.message;
  }
}

function parseErrorBody(bodyText: string): {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
} {
  if (!bodyText) return {};
  try {
    const body: unknown = JSON.parse(bodyText);
    if (!body || typeof body !== 'object' || !('error' in body)) return {};
    const error = (body as { error: unknown }).error;
    if (!error || typeof error !== 'object') return {};
    const { code, message, fields } = error as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' && message ? message : undefined,
      fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
    };
  } catch {
    return {};
  }
}

/** The message to show a person: the server's own message when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  return undefined;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, bodyText);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the JSON answer (undefined for an empty body). */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A query key's parts joined by '/'; parts after the first are path-encoded. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const [first, ...rest] = queryKey;
  return [String(first), ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
