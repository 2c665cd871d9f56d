import type { Database } from '../../server/db/client';
import { type SeedDay, seededRandom, seedHistory } from '../../server/features/insights/testing';
import { subscriptionRepository } from '../../server/features/subscription/repository';
import type { FieldCipher } from '../../server/lib/crypto';

/**
 * `GET /api/insights?period=1y` for a Premium member with a year of daily data: 365 check-ins,
 * 1,000 symptoms, 1,000 meals, water every day, some fasts and workouts. Target p95 ≤ 150 ms
 * (docs/product/insights.md#speed), measured one request at a time over HTTP after a warm-up.
 */
export const INSIGHTS_TARGET_P95_MS = 150;
const SYMPTOM_NAMES = ['Headache', 'Fatigue', 'Joint Pain', 'Nausea', 'Bloating', 'Brain Fog', 'Back Pain'];
const MEAL_FOODS = [
  ['2 eggs', 'slice of whole wheat toast', 'coffee with milk'],
  ['grilled chicken breast', 'brown rice', 'steamed broccoli'],
  ['oatmeal with blueberries', 'banana'],
  ['tuna sandwich', 'apple', 'can of coke'],
  ['pasta with tomato sauce', 'glass of red wine'],
  ['greek yogurt', 'honey', 'granola'],
];

/** A year of a person's days: about 2.7 symptoms and 2.7 meals a day. */
export function yearOfData(seed = 1): SeedDay[] {
  const random = seededRandom(seed);
  const score = () => 1 + Math.floor(random() * 10);
  const days: SeedDay[] = [];
  let symptomsLeft = 1000;
  let mealsLeft = 1000;
  for (let daysAgo = 364; daysAgo >= 0; daysAgo--) {
    const daysLeft = daysAgo + 1;
    const symptomsToday = Math.round(symptomsLeft / daysLeft + (random() - 0.5));
    const mealsToday = Math.round(mealsLeft / daysLeft + (random() - 0.5));
    symptomsLeft -= symptomsToday;
    mealsLeft -= mealsToday;
    days.push({
      daysAgo,
      checkIn: {
        mood: score(),
        energy: score(),
        stress: score(),
        fatigueLevel: score(),
        mentalClarity: score(),
        digestion: score(),
        sleepHours: 4 + Math.floor(random() * 10) * 0.5,
      },
      symptoms: Array.from({ length: symptomsToday }, () => ({
        name: SYMPTOM_NAMES[Math.floor(random() * SYMPTOM_NAMES.length)] as string,
        severity: score(),
        hour: Math.floor(random() * 24),
      })),
      meals: Array.from({ length: mealsToday }, (_, i) => ({
        foods: MEAL_FOODS[Math.floor(random() * MEAL_FOODS.length)] as string[],
        calories: 300 + Math.floor(random() * 600),
        protein: 10 + Math.floor(random() * 30),
        hour: 8 + i * 5,
      })),
      waterMl: 500 + Math.floor(random() * 1500),
      fastHours: random() < 0.3 ? 14 + Math.floor(random() * 4) : 0,
      exerciseMinutes: random() < 0.5 ? 15 + Math.floor(random() * 45) : 0,
    });
  }
  return days;
}

export type InsightsTimings = {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  bytes: number;
  /** CPU this process (server and client) spent per request: less sensitive to other work on the machine. */
  cpuMsPerRequest: number;
};

/** Seeds the year for `userId` (made Premium) and times the route `runs` times after 5 warm-ups. */
export async function measureInsights(
  database: Database,
  cipher: FieldCipher,
  baseUrl: string,
  user: { userId: string; cookie: string },
  // With the 5 warm-ups, within the route's 60 requests a minute per person.
  runs = 50,
): Promise<InsightsTimings> {
  await subscriptionRepository.grantPremium(database.db, user.userId, new Date());
  await seedHistory(database.pool, cipher, user.userId, yearOfData(), new Date());
  const url = `${baseUrl}/api/insights?period=1y&tz=Europe/London`;
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie: user.cookie } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET /api/insights answered ${response.status}: ${text}`);
    bytes = text.length;
    return ms;
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) times.push(await once());
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerRequest = Math.round((cpu.user + cpu.system) / runs / 100) / 10;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { runs, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), bytes, cpuMsPerRequest };
}

export function formatInsights(t: InsightsTimings): string {
  const met = t.p95Ms <= INSIGHTS_TARGET_P95_MS ? 'met' : 'missed';
  return `GET /api/insights?period=1y (365 check-ins, 1,000 symptoms, 1,000 meals; ${t.runs} requests one at a time, ${Math.round(t.bytes / 1024)} KB): p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms, max ${t.maxMs} ms, Node CPU ${t.cpuMsPerRequest} ms/request — target p95 ≤ ${INSIGHTS_TARGET_P95_MS} ms (${met})`;
}
