import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn, queryKeyToPath } from './http';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function queryContext(queryKey: unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as Parameters<
    ReturnType<typeof getQueryFn>
  >[0];
}

describe('apiRequest', () => {
  it("raises an error whose message is 'status: body' and exposes the server's error fields", async () => {
    const body = JSON.stringify({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
        fields: { email: 'x' },
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 400, statusText: 'Bad Request' }));

    const error = await apiRequest('POST', '/api/auth/signin', { email: 'nope' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.serverMessage).toBe('Please enter a valid email address');
    expect(apiError.fields).toEqual({ email: 'x' });
    expect(errorMessage(apiError)).toBe('Please enter a valid email address');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await apiRequest('GET', '/api/version').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error)).toBeUndefined();
  });

  it('keeps a non-JSON body as text and has no server message', async () => {
    fetchMock.mockResolvedValue(
      new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await apiRequest('GET', '/api/version').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream timed out');
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('sends JSON with a content type only when there is a payload, always with credentials', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));

    await apiRequest('POST', '/api/symptoms', { symptomName: 'Headache', severity: 5 });
    const [url, withBody] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/symptoms');
    expect(withBody).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(withBody?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(withBody?.body))).toEqual({ symptomName: 'Headache', severity: 5 });

    await apiRequest('POST', '/api/auth/signout');
    const withoutBody = fetchMock.mock.calls[1]?.[1];
    expect(withoutBody).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(withoutBody?.headers).toEqual({});
    expect(withoutBody?.body).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('reads the path made by joining the query key with slashes', async () => {
    fetchMock.mockResolvedValue(Response.json([{ id: 's1' }]));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/symptoms/user', 'user-42']));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/symptoms/user/user-42');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(data).toEqual([{ id: 's1' }]);
  });

  it('encodes key parts after the first so an id cannot change the path', () => {
    expect(queryKeyToPath(['/auth/status'])).toBe('/auth/status');
    expect(queryKeyToPath(['/api/practitioners', 'Naturopathic Doctor', 25])).toBe(
      '/api/practitioners/Naturopathic%20Doctor/25',
    );
    expect(queryKeyToPath(['/api/symptoms/user', '../admin'])).toBe('/api/symptoms/user/..%2Fadmin');
  });

  it('returns null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/auth/status']))).resolves.toBeNull();
  });

  it('raises on 401 by default, and on other errors even when 401 returns null', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(
      getQueryFn({ on401: 'throw' })(queryContext(['/api/symptoms/user', 'u1'])),
    ).rejects.toMatchObject({
      status: 401,
      message: '401: Unauthorized',
    });

    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/auth/status']))).rejects.toMatchObject({
      status: 500,
    });
  });
});
