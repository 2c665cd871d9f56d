import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_DISCLAIMER, CRISIS_REPLY, EMERGENCY_REPLY } from '../../../contract/assistant';
import { communityPostPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { seedDemoPractitioners } from '../practitioners';

let ctx: TestContext;
let cookie: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await signUpUser(ctx.app);
  cookie = user.cookie;
  userId = user.userId;
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const chat = (message: string, chatHistory: { role: string; content: string }[] = []) =>
  post('/api/ai/health-chat', { message, chatHistory, stage: 'health_collection' });

const hypothyroid = {
  personalInfo: {
    age: 42,
    gender: 'female',
    location: { city: 'San Francisco', state: 'CA', zipCode: '94110' },
  },
  healthHistory: {
    chronicConditions: [],
    currentMedications: [],
    allergies: [],
    familyHistory: ['Thyroid Issues'],
    previousSurgeries: [],
  },
  currentSymptoms: {
    primarySymptoms: ['Fatigue', 'Memory Issues'],
    symptomDescription:
      'Always tired and cold, gaining weight without eating more, dry skin, constipation and brain fog',
    severity: 6,
    duration: '3 months',
    triggers: [],
    improvingFactors: [],
    worseningFactors: ['cold weather'],
  },
};

describe('health chat', () => {
  it('understands symptoms, severity, duration and worsening factors, then asks or guides', async () => {
    const response = await chat("I've had a throbbing headache for 3 days, 7/10, worse with bright light");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isEmergency).toBe(false);
    expect(body.disclaimer).toBe(ASSISTANT_DISCLAIMER);
    expect(body.extractedData).toMatchObject({
      primarySymptoms: ['Headache'],
      severity: 7,
      duration: '3 days',
      durationDays: 3,
    });
    expect(body.extractedData.worseningFactors.join(' ')).toContain('bright light');
    // With what it needs known, it asks the next question or moves on to guidance.
    expect(body.response).toMatch(/\?|doctor|helps/);
    expect(body.response.toLowerCase()).toContain('headache');
  });

  it('answers a heart-attack description with the fixed 911 reply and audits it', async () => {
    const response = await chat('I have crushing chest pain spreading to my left arm');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isEmergency).toBe(true);
    expect(body.response).toBe(EMERGENCY_REPLY);
    expect(body.response).toContain('911');
    // Nothing is stored, so the row names no record, and never the words or the kind of emergency.
    const audit = await ctx.database.pool.query<{ resource_id: string | null }>(
      `SELECT resource_id FROM audit_log WHERE actor_user_id = $1 AND action = 'emergency_shown' AND resource = 'assistant_message'`,
      [userId],
    );
    expect(audit.rowCount).toBeGreaterThanOrEqual(1);
    expect(audit.rows[0]!.resource_id).toBeNull();
  });

  it('answers suicidal thoughts with the 988 reply', async () => {
    const body = (await chat('I want to end my life')).json();
    expect(body.isEmergency).toBe(true);
    expect(body.response).toBe(CRISIS_REPLY);
    expect(body.response).toContain('988');
  });

  it('does not treat a denied red flag as an emergency', async () => {
    const body = (await chat('no chest pain, just tired')).json();
    expect(body.isEmergency).toBe(false);
    expect(body.extractedData.primarySymptoms).toContain('Fatigue');
    expect(body.extractedData.primarySymptoms ?? []).not.toContain('Chest Pain');
  });

  it('rejects an empty message with 400 and a field message', async () => {
    const response = await chat('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.message).toBeTruthy();
  });

  it('requires a session', async () => {
    const response = await post('/api/ai/health-chat', { message: 'hello', chatHistory: [] }, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('guided onboarding analysis', () => {
  it('analyzes a hypothyroid-like profile', async () => {
    const response = await post('/api/health/analyze-symptoms', hypothyroid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.disclaimer).toBe(ASSISTANT_DISCLAIMER);
    expect(body.potentialConditions.length).toBeGreaterThan(0);
    for (const c of body.potentialConditions) {
      expect(c.likelihood).toBeGreaterThanOrEqual(0);
      expect(c.likelihood).toBeLessThanOrEqual(100);
    }
    expect(body.potentialConditions.map((c: { name: string }) => c.name).join(' ')).toMatch(/thyroid/i);
    expect(['low', 'moderate', 'high']).toContain(body.riskLevel);
  });

  it('forces an emergency when the description carries a red flag', async () => {
    const body = (
      await post('/api/health/analyze-symptoms', {
        ...hypothyroid,
        currentSymptoms: {
          ...hypothyroid.currentSymptoms,
          symptomDescription: 'crushing chest pain spreading to my left arm',
        },
      })
    ).json();
    expect(['emergency_ambulance', 'emergency']).toContain(body.triage);
    expect(body.riskLevel).toBe('high');
    expect(body.recommendations[0]).toBe(EMERGENCY_REPLY);
  });

  it('recommends tests with an estimated cost', async () => {
    const response = await post('/api/health/recommended-tests', hypothyroid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tests.length).toBeGreaterThan(0);
    for (const t of body.tests) expect(t.estimatedCost).toEqual(expect.any(String));
    expect(body.disclaimer).toBe(ASSISTANT_DISCLAIMER);
  });

  it('finds seeded practitioners nearest first from a ZIP code', async () => {
    await seedDemoPractitioners(ctx.database.db);
    const response = await post('/api/health/find-doctors', {
      location: { zipCode: '94110' },
      specialties: ['Endocrinologist', 'Functional Medicine Physician'],
    });
    expect(response.statusCode).toBe(200);
    const doctors = response.json().doctors as { distance: number | null; name: string }[];
    expect(doctors.length).toBeGreaterThan(0);
    expect(doctors.length).toBeLessThanOrEqual(6);
    const distances = doctors.map((d) => d.distance ?? Number.POSITIVE_INFINITY);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('reads a specialty named like an object property as unknown, not as a function', async () => {
    await seedDemoPractitioners(ctx.database.db);
    const response = await post('/api/health/find-doctors', {
      location: { zipCode: '94110' },
      specialties: ['constructor', 'toString', '__proto__'],
    });
    expect(response.statusCode).toBe(200);
    // Nothing recognised: the nearest of every specialty, as for an empty list.
    const unknown = response.json().doctors as { id: string }[];
    const all = await post('/api/health/find-doctors', { location: { zipCode: '94110' }, specialties: [] });
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.map((d) => d.id)).toEqual((all.json().doctors as { id: string }[]).map((d) => d.id));
  });

  it('rejects find-doctors without a valid ZIP code', async () => {
    const response = await post('/api/health/find-doctors', {
      location: { zipCode: 'abc' },
      specialties: [],
    });
    expect(response.statusCode).toBe(400);
  });

  it('recommends Fatigue Support for fatigue, with General Discussion as a fallback', async () => {
    await post('/api/community', communityPostPayload());
    const response = await post('/api/health/recommend-communities', hypothyroid);
    expect(response.statusCode).toBe(200);
    const communities = response.json().communities as {
      name: string;
      memberCount: number;
      activity: string;
    }[];
    const fatigue = communities.find((c) => c.name === 'Fatigue Support');
    expect(fatigue).toBeDefined();
    expect(fatigue?.memberCount).toBeGreaterThanOrEqual(1);
    expect(fatigue?.activity).toMatch(/posts? this week/);
    expect(communities.at(-1)?.name).toBe('General Discussion');
  });

  it('requires a session for the guided calls', async () => {
    const response = await post('/api/health/analyze-symptoms', hypothyroid, {});
    expect(response.statusCode).toBe(401);
  });
});
