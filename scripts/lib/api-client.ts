import { signupPayload } from '../../server/test/factories';

/**
 * A signed-in user of a running server, over real HTTP (fetch), for the crash test and the soak run.
 * The session cookie is kept by hand, so it survives a restart of the server on the same address.
 */
export type ApiUser = {
  userId: string;
  email: string;
  cookie: string;
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer>;
};

export type ApiAnswer = { status: number; body: unknown; text: string };

export async function apiRequest(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<ApiAnswer & { setCookie: string[] }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let payload: FormData | string | undefined;
  if (options.body instanceof FormData) payload = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: payload,
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body, text, setCookie: response.headers.getSetCookie() };
}

function cookieOf(setCookie: string[]): string {
  return setCookie
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

/** Signs up a new user (and starts their Premium trial, which water tracking needs). */
export async function signUpApiUser(baseUrl: string, prefix = 'crash'): Promise<ApiUser> {
  const payload = signupPayload({
    email: `${prefix}.${Date.now()}.${Math.random().toString(16).slice(2)}@example.com`,
  });
  const answer = await apiRequest(baseUrl, 'POST', '/api/auth/signup', { body: payload });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`);
  const { userId, email } = answer.body as { userId: string; email: string };
  const cookie = cookieOf(answer.setCookie);
  const user: ApiUser = {
    userId,
    email,
    cookie,
    request: async (method, url, body, headers) => {
      const { status, body: json, text } = await apiRequest(baseUrl, method, url, { body, cookie, headers });
      return { status, body: json, text };
    },
  };
  const trial = await user.request('POST', '/api/premium/start-trial', {});
  if (trial.status >= 300) throw new Error(`starting the trial failed: ${trial.status} ${trial.text}`);
  return user;
}
