import type { TAssistantContext } from './conversation/dialogue';

/**
 * The person's records the assistant answers trend questions from
 * (docs/assistant-knowledge.md#context-from-the-persons-records): symptoms logged and check-ins of
 * the last 14 days and the chronic conditions in their profile. Each source is another area's
 * service method, passed in by server/app.ts; the assistant never reads their tables.
 */
export type TAssistantContextSources = {
  /** The symptoms service's `recentSince`. */
  recentSymptoms: (
    userId: string,
    since: Date,
  ) => Promise<readonly { symptomName: string; severity: number; createdAt: Date }[]>;
  /** The health-metrics service's `scoresSince` (scores and times, never the note). */
  recentCheckIns: (
    userId: string,
    since: Date,
  ) => Promise<
    readonly { createdAt: Date; sleepHours: number; mood: number; energy: number; stress: number }[]
  >;
  /** The profile service's `chronicConditions`. */
  chronicConditions: (userId: string) => Promise<readonly string[]>;
};

/** How far back the assistant looks in the logs and check-ins. */
export const CONTEXT_DAYS = 14;
const DAY_MS = 86_400_000;

/** The context for one message: the three lookups run side by side. */
export async function loadAssistantContext(
  sources: TAssistantContextSources,
  userId: string,
  now: Date,
): Promise<TAssistantContext> {
  const since = new Date(now.getTime() - CONTEXT_DAYS * DAY_MS);
  const [symptoms, checkIns, conditions] = await Promise.all([
    sources.recentSymptoms(userId, since),
    sources.recentCheckIns(userId, since),
    sources.chronicConditions(userId),
  ]);
  return {
    symptomLogs: symptoms.map((s) => ({ name: s.symptomName, severity: s.severity, loggedAt: s.createdAt })),
    checkIns: checkIns.map((c) => ({
      date: c.createdAt,
      sleepHours: c.sleepHours,
      mood: c.mood,
      energy: c.energy,
      stress: c.stress,
    })),
    chronicConditions: [...conditions],
  };
}
