import { memoryAdapter } from 'better-auth/adapters/memory';
import { describe, expect, it } from 'vitest';
import { sessionTokenKey } from '../../lib/session-store';
import { withHashedSessionTokens } from './session-token-adapter';

const session = (token: string, userId = 'u1') => ({
  token,
  userId,
  expiresAt: new Date(Date.now() + 60_000),
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('session tokens stored hashed', () => {
  it('stores the key, answers with the token it was given, and finds the session by its token', async () => {
    const db: Record<string, Record<string, unknown>[]> = {
      user: [],
      session: [],
      account: [],
      verification: [],
    };
    const adapter = withHashedSessionTokens(memoryAdapter(db))({});
    const created = await adapter.create<Record<string, unknown>>({
      model: 'session',
      data: session('raw-token-1'),
    });
    expect(created.token).toBe('raw-token-1');
    expect(db.session?.map((row) => row.token)).toEqual([sessionTokenKey('raw-token-1')]);

    const found = await adapter.findOne<{ token: string }>({
      model: 'session',
      where: [{ field: 'token', value: 'raw-token-1' }],
    });
    expect(found?.token).toBe('raw-token-1');
    expect(
      await adapter.findOne({ model: 'session', where: [{ field: 'token', value: 'other' }] }),
    ).toBeNull();
  });

  it('never hashes a stored key again: sessions listed by user can be deleted by their keys', async () => {
    const db: Record<string, Record<string, unknown>[]> = {
      user: [],
      session: [],
      account: [],
      verification: [],
    };
    const adapter = withHashedSessionTokens(memoryAdapter(db))({});
    await adapter.create({ model: 'session', data: session('raw-a') });
    await adapter.create({ model: 'session', data: session('raw-b') });
    const listed = await adapter.findMany<{ token: string }>({
      model: 'session',
      where: [{ field: 'userId', value: 'u1' }],
    });
    expect(listed.map((row) => row.token).sort()).toEqual(
      [sessionTokenKey('raw-a'), sessionTokenKey('raw-b')].sort(),
    );

    const deleted = await adapter.deleteMany({
      model: 'session',
      where: [{ field: 'token', value: [listed[0]?.token ?? '', 'raw-b'], operator: 'in' }],
    });
    expect(deleted).toBe(2);
    expect(db.session).toHaveLength(0);
  });
});
