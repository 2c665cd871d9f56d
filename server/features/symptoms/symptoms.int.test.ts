import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES } from '../../../contract/paging';
import { SYMPTOM_MESSAGES } from '../../../contract/symptoms';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const logSymptom = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/symptoms', headers: { cookie }, payload });

describe('symptoms API', () => {
  it('creates a symptom for the signed-in user and lists it newest first', async () => {
    const user = await signUpUser(ctx.app);
    const first = await logSymptom(user.cookie, { symptomName: 'Fatigue', severity: 4 });
    expect(first.statusCode).toBe(201);
    const second = await logSymptom(user.cookie, {
      symptomName: 'Headache',
      severity: 8,
      description: 'Throbbing behind the eyes',
      triggers: ['bright light', 'skipped lunch'],
      userId: 1,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      userId: user.userId,
      symptomName: 'Headache',
      severity: 8,
      description: 'Throbbing behind the eyes',
      triggers: ['bright light', 'skipped lunch'],
    });

    const list = await ctx.app.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const items = list.json() as { symptomName: string; severity: number }[];
    expect(items.map((s) => s.symptomName)).toEqual(['Headache', 'Fatigue']);
  });

  it('lists each symptom exactly as its create answer gave it (same fields, same timestamp)', async () => {
    const user = await signUpUser(ctx.app);
    const created = [];
    for (const [i, name] of ['Nausea', 'Dizziness', 'Fatigue'].entries()) {
      const response = await logSymptom(user.cookie, {
        symptomName: name,
        severity: i + 2,
        description: i === 1 ? null : `note ${i}`,
        triggers: i === 2 ? ['heat'] : undefined,
      });
      created.push(response.json());
    }
    const list = await ctx.app.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    expect(list.json()).toEqual(created.reverse());
    for (const item of list.json() as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(
        ['description', 'id', 'severity', 'symptomName', 'timestamp', 'triggers', 'userId'].sort(),
      );
      expect(item.timestamp).toBe(new Date(String(item.timestamp)).toISOString());
    }
  });

  it('defaults severity to 5', async () => {
    const user = await signUpUser(ctx.app);
    const response = await logSymptom(user.cookie, { symptomName: 'Nausea' });
    expect(response.statusCode).toBe(201);
    expect(response.json().severity).toBe(5);
  });

  it("answers 400 with the contract's message when the name is missing, and stores nothing", async () => {
    const user = await signUpUser(ctx.app);
    const response = await logSymptom(user.cookie, { symptomName: '   ', severity: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: SYMPTOM_MESSAGES.nameRequired,
        fields: { symptomName: SYMPTOM_MESSAGES.nameRequired },
      },
    });
    const rows = await ctx.database.pool.query('SELECT count(*)::int AS n FROM symptoms WHERE user_id = $1', [
      user.userId,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('answers 400 for a severity outside 1–10', async () => {
    const user = await signUpUser(ctx.app);
    for (const severity of [0, 11, 4.5]) {
      const response = await logSymptom(user.cookie, { symptomName: 'Dizziness', severity });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.severity).toBe(SYMPTOM_MESSAGES.severityRange);
    }
  });

  it('answers 401 when signed out', async () => {
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      payload: { symptomName: 'Fatigue' },
    });
    expect(create.statusCode).toBe(401);
    const list = await ctx.app.inject({ url: '/api/symptoms/user/anyone' });
    expect(list.statusCode).toBe(401);
  });

  it('answers 403 when reading another user’s symptoms', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await logSymptom(owner.cookie, { symptomName: 'Joint Pain', severity: 6, description: 'left knee' });
    const response = await ctx.app.inject({
      url: `/api/symptoms/user/${owner.userId}`,
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('left knee');
  });

  it('lets an admin read any user’s symptoms', async () => {
    const owner = await signUpUser(ctx.app);
    await logSymptom(owner.cookie, { symptomName: 'Back Pain', severity: 2 });
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);
    const response = await ctx.app.inject({
      url: `/api/symptoms/user/${owner.userId}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
  });

  it('encrypts the name, description and triggers at rest', async () => {
    const user = await signUpUser(ctx.app);
    const created = await logSymptom(user.cookie, {
      symptomName: 'Stomach Pain',
      severity: 5,
      description: 'cramping after dairy',
      triggers: ['milk'],
    });
    const { rows } = await ctx.database.pool.query(
      'SELECT symptom_name, symptom_name_enc, severity, description_enc, triggers_enc FROM symptoms WHERE id = $1',
      [created.json().id],
    );
    const row = rows[0];
    expect(row.symptom_name).toBeNull();
    expect(row.symptom_name_enc).toMatch(/^v2:/);
    expect(row.symptom_name_enc).not.toContain('Stomach');
    expect(row.severity).toBe(5);
    expect(row.description_enc).toMatch(/^v2:/);
    expect(row.description_enc).not.toContain('cramping');
    expect(row.triggers_enc).toMatch(/^v2:/);
    expect(row.triggers_enc).not.toContain('milk');
  });

  it('refuses a description copied into another person’s symptom, listing the rest', async () => {
    const victim = await signUpUser(ctx.app);
    const copier = await signUpUser(ctx.app);
    const secret = await logSymptom(victim.cookie, {
      symptomName: 'Chest Pain',
      severity: 7,
      description: 'pressure when climbing stairs',
    });
    await logSymptom(copier.cookie, { symptomName: 'Fatigue', severity: 3, description: 'after lunch' });
    const target = await logSymptom(copier.cookie, {
      symptomName: 'Headache',
      severity: 4,
      description: 'mine',
    });
    // Someone with write access to the database moves the ciphertext into their own record.
    await ctx.database.pool.query(
      'UPDATE symptoms SET description_enc = (SELECT description_enc FROM symptoms WHERE id = $1) WHERE id = $2',
      [secret.json().id, target.json().id],
    );

    const list = await ctx.app.inject({
      url: `/api/symptoms/user/${copier.userId}`,
      headers: { cookie: copier.cookie },
    });
    expect(list.statusCode).toBe(200);
    const items = list.json() as { id: string; description: string | null }[];
    expect(items.map((s) => s.description)).toEqual(['after lunch']);
    expect(list.body).not.toContain('pressure when climbing stairs');
    // The owner's own record still reads.
    const own = await ctx.app.inject({
      url: `/api/symptoms/user/${victim.userId}`,
      headers: { cookie: victim.cookie },
    });
    expect((own.json() as { description: string }[]).map((s) => s.description)).toEqual([
      'pressure when climbing stairs',
    ]);
  });

  it('still reads a name stored in clear before names were encrypted', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.pool.query(
      `INSERT INTO symptoms (user_id, symptom_name, severity) VALUES ($1, 'Back Pain', 6)`,
      [user.userId],
    );
    await logSymptom(user.cookie, { symptomName: 'Dizziness', severity: 2 });
    const list = await ctx.app.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    expect((list.json() as { symptomName: string }[]).map((s) => s.symptomName).sort()).toEqual([
      'Back Pain',
      'Dizziness',
    ]);
  });

  it('writes an audit row for every write and read', async () => {
    const user = await signUpUser(ctx.app);
    const created = await logSymptom(user.cookie, { symptomName: 'Anxiety', severity: 3 });
    await ctx.app.inject({ url: `/api/symptoms/user/${user.userId}`, headers: { cookie: user.cookie } });
    const { rows } = await ctx.database.pool.query(
      'SELECT action, resource, resource_id, actor_user_id, request_id FROM audit_log WHERE subject_user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(rows.map((r) => `${r.action}:${r.resource}`)).toEqual(['create:symptom', 'read:symptom']);
    expect(rows[0].resource_id).toBe(created.json().id);
    expect(rows[0].actor_user_id).toBe(user.userId);
    expect(rows[0].request_id).toMatch(/[0-9a-f-]{36}/);
  });
});

describe('symptoms history paging', () => {
  /**
   * 450 symptoms in clear (as rows written before names were encrypted): every third shares its time
   * with the two before it, and some are a microsecond apart (a JavaScript Date cannot tell those).
   */
  const seed = async (userId: string, count: number) => {
    await ctx.database.pool.query(
      `INSERT INTO symptoms (user_id, symptom_name, severity, created_at)
       SELECT $1, 'Symptom ' || i, 1 + i % 10,
              timestamptz '2026-01-01T00:00:00Z' + (i / 3) * interval '1 minute'
                + CASE WHEN i % 7 = 0 THEN interval '1 microsecond' ELSE interval '0' END
         FROM generate_series(1, $2::int) AS i`,
      [userId, count],
    );
    const { rows } = await ctx.database.pool.query(
      'SELECT id FROM symptoms WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [userId],
    );
    return rows.map((r) => String(r.id));
  };
  const list = (cookie: string, userId: string, query = '') =>
    ctx.app.inject({ url: `/api/symptoms/user/${userId}${query}`, headers: { cookie } });

  it('returns every one of 450 entries exactly once, newest first, across pages', async () => {
    const user = await signUpUser(ctx.app);
    const expected = await seed(user.userId, 450);
    expect(expected).toHaveLength(450);

    // The plain call: the newest 200, the same array as before, and the next page's cursor in a header.
    const first = await list(user.cookie, user.userId);
    expect(first.statusCode).toBe(200);
    const firstItems = first.json() as { id: string }[];
    expect(firstItems.map((s) => s.id)).toEqual(expected.slice(0, 200));
    const firstCursor = first.headers['x-next-cursor'];
    expect(typeof firstCursor).toBe('string');

    // Smaller pages of 37 from there on, until the header is gone.
    const seen = firstItems.map((s) => s.id);
    let cursor = String(firstCursor);
    let pages = 0;
    while (cursor) {
      const page = await list(user.cookie, user.userId, `?before=${cursor}&limit=37`);
      expect(page.statusCode).toBe(200);
      const items = page.json() as { id: string }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(37);
      seen.push(...items.map((s) => s.id));
      cursor = page.headers['x-next-cursor'] ? String(page.headers['x-next-cursor']) : '';
      pages += 1;
      expect(pages).toBeLessThan(20);
    }
    expect(pages).toBe(Math.ceil(250 / 37));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(450);
  });

  it('gives no cursor when everything fits in the page', async () => {
    const user = await signUpUser(ctx.app);
    await seed(user.userId, 5);
    const all = await list(user.cookie, user.userId, '?limit=5');
    expect(all.json()).toHaveLength(5);
    expect(all.headers['x-next-cursor']).toBeUndefined();
    const some = await list(user.cookie, user.userId, '?limit=4');
    expect(some.json()).toHaveLength(4);
    expect(some.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it('answers 400 with a clear message for a cursor it did not make and for a limit outside 1–200', async () => {
    const user = await signUpUser(ctx.app);
    await seed(user.userId, 3);
    for (const before of [
      'not-a-cursor',
      Buffer.from('c1|12|not-an-id').toString('base64url'),
      Buffer.from('c2|1767225600000000|00000000-0000-0000-0000-000000000000').toString('base64url'),
      'bad cursor!',
    ]) {
      const response = await list(user.cookie, user.userId, `?before=${encodeURIComponent(before)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PAGING_MESSAGES.invalidCursor);
    }
    for (const limit of ['0', '201', '2.5', 'ten']) {
      const response = await list(user.cookie, user.userId, `?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PAGING_MESSAGES.invalidLimit);
    }
  });

  it("pages only the owner's own symptoms: another user's cursor reads nothing of theirs", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await seed(owner.userId, 10);
    const ownIds = await seed(other.userId, 10);
    const ownerPage = await list(owner.cookie, owner.userId, '?limit=3');
    const ownerCursor = String(ownerPage.headers['x-next-cursor']);
    // The other user cannot read the owner's list, with or without the owner's cursor …
    expect((await list(other.cookie, owner.userId, `?before=${ownerCursor}`)).statusCode).toBe(403);
    // … and the owner's cursor on their own list gives only their own rows.
    const theirs = await list(other.cookie, other.userId, `?before=${ownerCursor}&limit=200`);
    expect(theirs.statusCode).toBe(200);
    for (const item of theirs.json() as { id: string; userId: string }[]) {
      expect(item.userId).toBe(other.userId);
      expect(ownIds).toContain(item.id);
    }
  });
});
