import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerServerErrors, type ServerErrorRecord, UNROUTED } from './server-errors';

async function appWith(record: (entry: ServerErrorRecord) => Promise<void>) {
  const app = Fastify({ logger: false });
  registerServerErrors(app, { record });
  app.get('/items/:id', async (request) => {
    if ((request.params as { id: string }).id === 'broken') throw new Error('boom');
    return { ok: true };
  });
  app.setNotFoundHandler(async (_request, reply) => reply.status(502).send({ error: 'upstream' }));
  await app.ready();
  return app;
}

describe('registerServerErrors', () => {
  it('records the method, route pattern, status and request id of a 500, not the URL', async () => {
    const seen: ServerErrorRecord[] = [];
    const app = await appWith(async (entry) => {
      seen.push(entry);
    });
    const response = await app.inject({ url: '/items/broken?token=secret' });
    expect(response.statusCode).toBe(500);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({
      method: 'GET',
      route: '/items/:id',
      statusCode: 500,
      requestId: expect.any(String),
    });
    expect(JSON.stringify(seen)).not.toContain('secret');
    await app.close();
  });

  it('records an answer no route matched under a placeholder route', async () => {
    const seen: ServerErrorRecord[] = [];
    const app = await appWith(async (entry) => {
      seen.push(entry);
    });
    expect((await app.inject({ url: '/nowhere/42' })).statusCode).toBe(502);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toMatchObject({ route: UNROUTED, statusCode: 502 });
    await app.close();
  });

  it('records nothing below 500', async () => {
    const seen: ServerErrorRecord[] = [];
    const app = await appWith(async (entry) => {
      seen.push(entry);
    });
    expect((await app.inject({ url: '/items/fine' })).statusCode).toBe(200);
    await app.close();
    expect(seen).toEqual([]);
  });

  it('answers as usual when the record cannot be written', async () => {
    let tried = 0;
    const app = await appWith(async () => {
      tried += 1;
      throw new Error('database down');
    });
    const broken = await app.inject({ url: '/items/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ message: 'boom' });
    await expect.poll(() => tried).toBe(1);
    expect((await app.inject({ url: '/items/fine' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
