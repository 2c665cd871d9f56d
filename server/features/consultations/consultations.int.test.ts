import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TConsultationRequest,
  type TConsultationRequestInput,
  type TIncomingConsultationRequest,
} from '../../../contract/practice';
import { checkInPayload, symptomPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';
import { seedDemoPractitioners } from '../practitioners';
import { grantPremium } from '../subscription/testing';

let ctx: TestContext;
type Account = Awaited<ReturnType<typeof signUpUser>>;
type Practice = Account & { practitionerId: string };

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const REASON = 'Migraines twice a week and bloating after every meal';
const TIMES = 'Tuesday or Thursday mornings';

/** A practitioner account with an approved listing (video offered, accepting new patients). */
async function practice(status: 'approved' | 'pending' = 'approved'): Promise<Practice> {
  const account = await signUpUser(ctx.app);
  await ctx.database.pool.query(`UPDATE users SET role = 'practitioner' WHERE id = $1`, [account.userId]);
  ctx.app.services.sessions.forgetUser(account.userId);
  const { practitionerId } = await insertPractitioner(ctx.database.db, account.userId, { status });
  return { ...account, practitionerId };
}

const payload = (overrides: Partial<TConsultationRequestInput> = {}): TConsultationRequestInput => ({
  reason: REASON,
  preferredTimes: TIMES,
  mode: 'video',
  share: { symptoms: false, checkIns: false, insights: false },
  ...overrides,
});

const send = (who: Account, practitionerId: string, body: unknown = payload()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/practitioners/${practitionerId}/consultation-requests`,
    headers: { cookie: who.cookie },
    payload: body as Record<string, unknown>,
  });
const sent = async (who: Account, practitionerId: string, body: unknown = payload()) => {
  const response = await send(who, practitionerId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TConsultationRequest;
};
const get = (who: Account, url: string) => ctx.app.inject({ url, headers: { cookie: who.cookie } });
const post = (who: Account, url: string, body: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload: body });
const incoming = async (who: Account, query = '') => {
  const response = await get(who, `/api/provider/consultation-requests${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TIncomingConsultationRequest[];
};
const own = async (who: Account) => {
  const response = await get(who, '/api/consultation-requests');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TConsultationRequest[];
};
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { message: string } }).error.message;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email);

describe('sending a consultation request', () => {
  it('stores it encrypted, shares only what the patient ticked, and emails the practitioner without health details', async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app, { firstName: 'Maya', lastName: 'rivera' });
    for (const [name, severity] of [
      ['Migraine', 8],
      ['Migraine', 6],
      ['Bloating', 4],
    ] as const) {
      const logged = await post(patient, '/api/symptoms', symptomPayload({ symptomName: name, severity }));
      expect(logged.statusCode, logged.body).toBe(201);
    }
    for (const mood of [4, 8]) {
      const checked = await post(patient, '/api/health-metrics', checkInPayload({ mood }));
      expect(checked.statusCode, checked.body).toBe(201);
    }

    const created = await sent(
      patient,
      doctor.practitionerId,
      payload({ share: { symptoms: true, checkIns: true, insights: false } }),
    );
    expect(created).toMatchObject({
      practitionerId: doctor.practitionerId,
      practitionerName: 'Priya Natarajan',
      mode: 'video',
      status: 'pending',
      priority: false,
      reason: REASON,
      preferredTimes: TIMES,
      proposedTime: null,
      canReview: false,
    });

    // At rest: no reason, times or symptom name in the row.
    const raw = await ctx.database.pool.query('SELECT * FROM consultation_requests WHERE id = $1', [
      created.id,
    ]);
    const stored = JSON.stringify(raw.rows[0]);
    expect(raw.rows).toHaveLength(1);
    for (const secret of [REASON, TIMES, 'Migraine', 'Bloating']) expect(stored).not.toContain(secret);

    // The practitioner reads the shared records: symptoms and check-ins, no insights.
    const [request] = await incoming(doctor);
    expect(request).toMatchObject({ id: created.id, patientName: 'Maya R.', reason: REASON });
    expect(request!.shared.symptoms).toEqual({
      days: 30,
      entries: 3,
      top: [
        { name: 'Migraine', count: 2, averageSeverity: 7 },
        { name: 'Bloating', count: 1, averageSeverity: 4 },
      ],
    });
    expect(request!.shared.checkIns).toMatchObject({ days: 30, count: 2, averages: { mood: 6, energy: 6 } });
    expect(request!.shared.insights).toBeNull();

    // The share and the practitioner's read are on the audit log.
    const audit = await ctx.database.pool.query<{ actor_user_id: string; action: string; resource: string }>(
      `SELECT actor_user_id, action, resource FROM audit_log WHERE resource_id = $1 ORDER BY id`,
      [created.id],
    );
    expect(audit.rows).toEqual(
      expect.arrayContaining([
        { actor_user_id: patient.userId, action: 'create', resource: 'consultation_request' },
        { actor_user_id: patient.userId, action: 'export', resource: 'consultation_shared_records' },
        { actor_user_id: doctor.userId, action: 'read', resource: 'consultation_request' },
      ]),
    );

    await ctx.app.services.background.drain();
    const [mail] = mailsTo(doctor.email);
    expect(mail?.text).toContain('/provider-dashboard');
    for (const secret of [REASON, TIMES, 'Migraine', 'Bloating', 'Maya']) {
      expect(mail?.text).not.toContain(secret);
      expect(mail?.subject).not.toContain(secret);
    }
  });

  it('shares nothing unticked, and an insights summary when asked', async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app);
    await post(patient, '/api/symptoms', symptomPayload({ symptomName: 'Nausea' }));
    await sent(
      patient,
      doctor.practitionerId,
      payload({ share: { symptoms: false, checkIns: false, insights: true } }),
    );
    const [request] = await incoming(doctor);
    expect(request!.shared.symptoms).toBeNull();
    expect(request!.shared.checkIns).toBeNull();
    expect(request!.shared.insights?.summary.length).toBeGreaterThan(0);
    expect(JSON.stringify(request!.shared)).not.toContain('Nausea');
  });

  it('refuses demo listings, unlisted ones, a practice not taking patients, video without video, and a second pending request', async () => {
    await seedDemoPractitioners(ctx.database.db);
    const demo = await ctx.database.pool.query<{ id: string }>(
      'SELECT id FROM practitioners WHERE is_demo LIMIT 1',
    );
    const patient = await signUpUser(ctx.app);

    const demoAnswer = await send(patient, demo.rows[0]!.id);
    expect(demoAnswer.statusCode).toBe(403);
    expect(errorOf(demoAnswer)).toBe(PRACTICE_MESSAGES.requestDemo);

    const unlisted = await practice('pending');
    expect((await send(patient, unlisted.practitionerId)).statusCode).toBe(404);
    expect((await send(patient, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const closed = await practice();
    await ctx.database.pool.query('UPDATE practitioners SET accepting_new_patients = false WHERE id = $1', [
      closed.practitionerId,
    ]);
    const notAccepting = await send(patient, closed.practitionerId);
    expect(notAccepting.statusCode).toBe(409);
    expect(errorOf(notAccepting)).toBe(PRACTICE_MESSAGES.requestNotAccepting);

    const inPersonOnly = await practice();
    await ctx.database.pool.query('UPDATE practitioners SET available_for_video = false WHERE id = $1', [
      inPersonOnly.practitionerId,
    ]);
    const noVideo = await send(patient, inPersonOnly.practitionerId, payload({ mode: 'video' }));
    expect(noVideo.statusCode).toBe(409);
    expect(errorOf(noVideo)).toBe(PRACTICE_MESSAGES.requestNoVideo);
    await sent(patient, inPersonOnly.practitionerId, payload({ mode: 'in_person' }));

    const twice = await send(patient, inPersonOnly.practitionerId, payload({ mode: 'in_person' }));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(PRACTICE_MESSAGES.requestPending);

    // The practitioner cannot ask themself.
    const self = await send(inPersonOnly, inPersonOnly.practitionerId, payload({ mode: 'in_person' }));
    expect(self.statusCode).toBe(403);
  });

  it('checks the form with its messages', async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app);
    const short = await send(patient, doctor.practitionerId, payload({ reason: 'help', preferredTimes: '' }));
    expect(short.statusCode).toBe(400);
    const fields = (short.json() as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields.reason).toBe(PRACTICE_MESSAGES.requestReason);
    expect(fields.preferredTimes).toBe(PRACTICE_MESSAGES.requestTimes);
  });

  it(`lets a patient send ${PRACTICE_LIMITS.requestsPerDay} a day; refused ones do not count`, async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app);
    for (let i = 0; i < PRACTICE_LIMITS.requestsPerDay; i++) {
      const created = await sent(patient, doctor.practitionerId);
      // A refused second one (pending) uses up nothing.
      expect((await send(patient, doctor.practitionerId)).statusCode).toBe(409);
      expect((await post(patient, `/api/consultation-requests/${created.id}/cancel`)).statusCode).toBe(200);
    }
    const over = await send(patient, doctor.practitionerId);
    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toBe(PRACTICE_MESSAGES.requestRateLimited);
  });

  it('marks a Premium member’s request priority and lists pending priority requests first', async () => {
    const doctor = await practice();
    const free = await signUpUser(ctx.app);
    const premium = await signUpUser(ctx.app);
    await grantPremium(ctx.database.db, premium.userId, new Date());
    const older = await sent(free, doctor.practitionerId);
    const first = await sent(premium, doctor.practitionerId);
    expect(first.priority).toBe(true);
    expect(older.priority).toBe(false);
    const answered = await signUpUser(ctx.app);
    const done = await sent(answered, doctor.practitionerId);
    expect(
      (await post(doctor, `/api/provider/consultation-requests/${done.id}/decline`, {})).statusCode,
    ).toBe(200);
    const newest = await sent(await signUpUser(ctx.app), doctor.practitionerId);

    expect((await incoming(doctor)).map((r) => r.id)).toEqual([first.id, newest.id, older.id, done.id]);
    expect((await incoming(doctor, '?status=declined')).map((r) => r.id)).toEqual([done.id]);
  });
});

describe('the patient’s requests', () => {
  it('lists their own, newest first, cancels only their own pending ones, and may review after an acceptance', async () => {
    const a = await practice();
    const b = await practice();
    const patient = await signUpUser(ctx.app);
    const stranger = await signUpUser(ctx.app);
    const toA = await sent(patient, a.practitionerId);
    const toB = await sent(patient, b.practitionerId);
    await sent(stranger, a.practitionerId);

    expect((await own(patient)).map((r) => r.id)).toEqual([toB.id, toA.id]);
    expect((await own(stranger)).map((r) => r.id)).not.toContain(toA.id);
    const reads = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log
        WHERE actor_user_id = $1 AND subject_user_id = $1 AND action = 'read' AND resource = 'consultation_request'`,
      [patient.userId],
    );
    expect(reads.rows[0]!.n).toBe(1);

    expect((await post(stranger, `/api/consultation-requests/${toB.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await post(patient, `/api/consultation-requests/${toB.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as TConsultationRequest).status).toBe('cancelled');
    const again = await post(patient, `/api/consultation-requests/${toB.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(PRACTICE_MESSAGES.requestNotPending);

    const accepted = await post(a, `/api/provider/consultation-requests/${toA.id}/accept`, {
      proposedTime: inDays(3),
      note: 'Bring your symptom diary',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [mine] = (await own(patient)).filter((r) => r.id === toA.id);
    expect(mine).toMatchObject({
      status: 'accepted',
      practitionerNote: 'Bring your symptom diary',
      canReview: true,
    });
    expect((await post(patient, `/api/consultation-requests/${toA.id}/cancel`)).statusCode).toBe(409);

    await ctx.database.pool.query(
      `INSERT INTO practitioner_reviews (practitioner_id, user_id, rating, text) VALUES ($1, $2, 5, 'Very helpful visit')`,
      [a.practitionerId, patient.userId],
    );
    expect((await own(patient)).find((r) => r.id === toA.id)?.canReview).toBe(false);
  });
});

describe('answering requests', () => {
  it('keeps each practitioner to their own requests, and members out', async () => {
    const a = await practice();
    const b = await practice();
    const patient = await signUpUser(ctx.app);
    const toA = await sent(patient, a.practitionerId);

    expect((await incoming(b)).map((r) => r.id)).not.toContain(toA.id);
    const accept = { proposedTime: inDays(2), note: '' };
    expect((await post(b, `/api/provider/consultation-requests/${toA.id}/accept`, accept)).statusCode).toBe(
      404,
    );
    expect((await post(b, `/api/provider/consultation-requests/${toA.id}/decline`, {})).statusCode).toBe(404);
    expect((await get(patient, '/api/provider/consultation-requests')).statusCode).toBe(403);
    expect(
      (await post(patient, `/api/provider/consultation-requests/${toA.id}/accept`, accept)).statusCode,
    ).toBe(403);
    expect((await incoming(a)).find((r) => r.id === toA.id)?.status).toBe('pending');
  });

  it('accepts with a time in the future only, once, and emails the patient the time and note without health details', async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app, { firstName: 'Jon', lastName: 'Baker' });
    const request = await sent(
      patient,
      doctor.practitionerId,
      payload({ share: { symptoms: true, checkIns: false, insights: false } }),
    );
    const url = `/api/provider/consultation-requests/${request.id}/accept`;

    const past = await post(doctor, url, { proposedTime: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toBe(PRACTICE_MESSAGES.proposedTime);
    expect((await post(doctor, url, { proposedTime: 'next week' })).statusCode).toBe(400);

    const time = '2099-03-04T10:30:00-08:00';
    const accepted = await post(doctor, url, {
      proposedTime: time,
      note: 'We will start with a video call.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      proposedTime: new Date(time).toISOString(),
      practitionerNote: 'We will start with a video call.',
    });
    const twice = await post(doctor, `/api/provider/consultation-requests/${request.id}/decline`, {
      note: '',
    });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(PRACTICE_MESSAGES.requestAnswered);

    const raw = await ctx.database.pool.query(
      'SELECT practitioner_note_enc FROM consultation_requests WHERE id = $1',
      [request.id],
    );
    expect(JSON.stringify(raw.rows)).not.toContain('video call');

    await ctx.app.services.background.drain();
    const [mail] = mailsTo(patient.email);
    expect(mail?.subject).toContain('accepted');
    expect(mail?.text).toContain('Wednesday, March 4, 2099 at 10:30 AM (UTC-08:00)');
    expect(mail?.text).toContain('We will start with a video call.');
    expect(mail?.text).not.toContain(REASON);
    expect(mail?.text).not.toContain(TIMES);
  });

  it('declines with a note the patient reads', async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app);
    const request = await sent(patient, doctor.practitionerId);
    const declined = await post(doctor, `/api/provider/consultation-requests/${request.id}/decline`, {
      note: 'I am not the right fit; a neurologist would be.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await own(patient))[0]).toMatchObject({
      status: 'declined',
      practitionerNote: 'I am not the right fit; a neurologist would be.',
      canReview: false,
    });
    await ctx.app.services.background.drain();
    expect(mailsTo(patient.email)[0]?.text).toContain('declined');
  });
});

describe('the patient’s data rights', () => {
  it('exports the patient’s requests decrypted and erases them; a practitioner’s erasure takes requests sent to them', async () => {
    const doctor = await practice();
    const patient = await signUpUser(ctx.app);
    const request = await sent(
      patient,
      doctor.practitionerId,
      payload({ share: { symptoms: true, checkIns: false, insights: false } }),
    );
    const area = ctx.app.services.userData.find((entry) => entry.area === 'consultations')!;
    expect(area.tables).toEqual(['consultation_requests']);
    const exported = (await area.exportForUser(patient.userId)) as {
      consultationRequests: (TConsultationRequest & { sharedRecords: unknown })[];
    };
    expect(exported.consultationRequests).toHaveLength(1);
    expect(exported.consultationRequests[0]).toMatchObject({
      id: request.id,
      reason: REASON,
      preferredTimes: TIMES,
    });
    expect(exported.consultationRequests[0]!.sharedRecords).toMatchObject({ symptoms: { days: 30 } });

    const count = async (column: 'user_id' | 'practitioner_id', id: string) =>
      (
        await ctx.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM consultation_requests WHERE ${column} = $1`,
          [id],
        )
      ).rows[0]!.n;
    await ctx.database.db.transaction((tx) => area.eraseForUser(tx, patient.userId));
    expect(await count('user_id', patient.userId)).toBe(0);

    const other = await signUpUser(ctx.app);
    await sent(other, doctor.practitionerId);
    expect(await count('practitioner_id', doctor.practitionerId)).toBe(1);
    await ctx.database.pool.query('DELETE FROM users WHERE id = $1', [doctor.userId]);
    expect(await count('practitioner_id', doctor.practitionerId)).toBe(0);
    expect(await count('user_id', other.userId)).toBe(0);
  });
});
