import { FASTING_LIMITS, PROTOCOL_HOURS } from '../contract/fasting';

/**
 * Fasting logic shared by the server and the client (docs/product/premium.md#fasting): a protocol's
 * target, the outcome of a fast, and how durations read.
 */

/** The target of a fast in hours, or null when the input does not name a valid protocol. */
export function targetHoursFor(protocol: string, customHours?: number | null): number | null {
  if (protocol === 'custom') {
    if (typeof customHours !== 'number' || !Number.isInteger(customHours)) return null;
    return customHours >= FASTING_LIMITS.customMinHours && customHours <= FASTING_LIMITS.customMaxHours
      ? customHours
      : null;
  }
  return Object.hasOwn(PROTOCOL_HOURS, protocol)
    ? PROTOCOL_HOURS[protocol as keyof typeof PROTOCOL_HOURS]
    : null;
}

const MINUTE_MS = 60_000;

/** Whole minutes fasted and whether the target was reached, at `endedAt` or `now` while in progress. */
export function fastOutcome(
  startedAt: Date,
  endedAt: Date | null,
  targetHours: number,
  now: Date,
): { durationMinutes: number; targetReached: boolean } {
  const end = endedAt ?? now;
  const elapsedMs = Math.max(0, end.getTime() - startedAt.getTime());
  return {
    durationMinutes: Math.floor(elapsedMs / MINUTE_MS),
    targetReached: elapsedMs >= targetHours * 60 * MINUTE_MS,
  };
}

/** 'H:MM:SS' for the live timer (hours may exceed 24). */
export function formatClock(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** '16 h 5 min', '45 min', '0 min': for history rows and screen-reader summaries. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
