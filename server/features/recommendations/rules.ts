import type { TRecommendation } from '../../../contract/recommendations';
import { addDays, daysBetween } from '../../lib/calendar';

/**
 * The home recommendations (docs/product/home.md#recommendations): rules over the user's own recent data,
 * each with a stable id and a reason that cites that data. Pure: the service gathers the facts, in the user's
 * time zone.
 */

/** One check-in, newest first in the input; `localDate` is its calendar day in the user's zone. */
export type CheckInFact = {
  localDate: string;
  sleepHours: number;
  stress: number;
  energy: number;
  digestion: number;
};

export type SymptomFact = { symptomName: string; severity: number; localDate: string };

export type RecommendationDraft = Omit<TRecommendation, 'triedToday'>;

export const RULE_THRESHOLDS = {
  /** Sleep under this many hours is a short night; three in a row → sleep hygiene. */
  shortSleepHours: 6,
  shortNightsInARow: 3,
  /** Stress at or above this on `highStressCount` of the last `highStressWindow` check-ins. */
  highStress: 7,
  highStressCount: 3,
  highStressWindow: 5,
  /** The same symptom this many times within `symptomWindowDays` days. */
  repeatedSymptomCount: 3,
  symptomWindowDays: 7,
  /** Severity counted as severe (7–10 Severe), twice among the repeats → see a practitioner. */
  severe: 7,
  severeRepeats: 2,
  /** Average energy of the last `lowEnergyWindow` check-ins at or below this → gentle movement. */
  lowEnergy: 4,
  lowEnergyWindow: 3,
  /** Digestion at or below this on the latest check-in → food diary. */
  poorDigestion: 4,
  /** Check-ins older than this many days do not drive the score rules. */
  recentDays: 7,
} as const;

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The latest check-in of each day, newest day first. */
function latestPerDay(checkIns: CheckInFact[]): CheckInFact[] {
  const seen = new Set<string>();
  return checkIns.filter((checkIn) => {
    if (seen.has(checkIn.localDate)) return false;
    seen.add(checkIn.localDate);
    return true;
  });
}

function sleepRule(today: string, checkIns: CheckInFact[]): RecommendationDraft | null {
  const { shortSleepHours, shortNightsInARow } = RULE_THRESHOLDS;
  const nights = latestPerDay(checkIns).slice(0, shortNightsInARow);
  if (nights.length < shortNightsInARow) return null;
  const newest = nights[0]!;
  if (daysBetween(newest.localDate, today) > 1) return null;
  const consecutive = nights.every((night, index) => night.localDate === addDays(newest.localDate, -index));
  if (!consecutive || !nights.every((night) => night.sleepHours < shortSleepHours)) return null;
  const hours = nights
    .slice()
    .reverse()
    .map((night) => number(night.sleepHours));
  return {
    id: 'sleep-hygiene',
    title: 'Try a sleep hygiene routine',
    reason: `You slept ${listOf(hours)} hours over your last ${shortNightsInARow} nights, each under ${shortSleepHours}. A regular bedtime, a dark cool room and no screens for the last hour can help.`,
    category: 'sleep',
    actionLabel: 'Read about better sleep',
    actionRoute: '/wellness-library',
  };
}

function stressRule(recent: CheckInFact[]): RecommendationDraft | null {
  const { highStress, highStressCount, highStressWindow } = RULE_THRESHOLDS;
  const window = recent.slice(0, highStressWindow);
  const high = window.filter((checkIn) => checkIn.stress >= highStress).length;
  if (high < highStressCount) return null;
  return {
    id: 'breathing-relaxation',
    title: 'Take 5 minutes for slow breathing',
    reason: `Your stress was ${highStress} or higher in ${high} of your last ${window.length} check-ins. Slow breathing (in for 4, out for 6) calms the body's stress response.`,
    category: 'stress',
    actionLabel: 'Open relaxation guides',
    actionRoute: '/wellness-library',
  };
}

function symptomRules(today: string, symptoms: SymptomFact[]): RecommendationDraft[] {
  const { repeatedSymptomCount, symptomWindowDays, severe, severeRepeats } = RULE_THRESHOLDS;
  const from = addDays(today, -(symptomWindowDays - 1));
  const groups = new Map<string, { name: string; count: number; severe: number }>();
  for (const symptom of symptoms) {
    if (symptom.localDate < from || symptom.localDate > today) continue;
    const key = symptom.symptomName.trim().toLowerCase();
    const group = groups.get(key) ?? { name: symptom.symptomName.trim(), count: 0, severe: 0 };
    group.count += 1;
    if (symptom.severity >= severe) group.severe += 1;
    groups.set(key, group);
  }
  // The most frequent repeated symptom (the more severe one on a tie).
  const repeated = [...groups.values()]
    .filter((group) => group.count >= repeatedSymptomCount)
    .sort((a, b) => b.count - a.count || b.severe - a.severe)[0];
  if (!repeated) return [];
  const drafts: RecommendationDraft[] = [];
  if (repeated.severe >= severeRepeats) {
    drafts.push({
      id: 'talk-to-practitioner',
      title: `Talk to a practitioner about ${repeated.name}`,
      reason: `You logged ${repeated.name} ${repeated.count} times in the last ${symptomWindowDays} days, ${repeated.severe} of them severe (${severe} or higher). A practitioner can help find the cause.`,
      category: 'symptoms',
      actionLabel: 'Find a practitioner',
      actionRoute: '/practitioners',
    });
  }
  drafts.push({
    id: 'track-triggers',
    title: `Track what triggers your ${repeated.name}`,
    reason: `You logged ${repeated.name} ${repeated.count} times in the last ${symptomWindowDays} days. Noting food, sleep and stress as triggers each time shows what sets it off.`,
    category: 'symptoms',
    actionLabel: 'Log it with triggers',
    actionRoute: '/symptoms',
  });
  return drafts;
}

function energyRule(recent: CheckInFact[]): RecommendationDraft | null {
  const { lowEnergy, lowEnergyWindow } = RULE_THRESHOLDS;
  const window = recent.slice(0, lowEnergyWindow);
  if (window.length === 0) return null;
  const average = window.reduce((sum, checkIn) => sum + checkIn.energy, 0) / window.length;
  if (average > lowEnergy) return null;
  const cited =
    window.length === 1
      ? `Your latest check-in rated your energy ${window[0]!.energy}/10.`
      : `Your energy averaged ${number(Math.round(average * 10) / 10)}/10 over your last ${window.length} check-ins.`;
  return {
    id: 'gentle-movement',
    title: 'Try some gentle movement',
    reason: `${cited} A 10-minute walk or light stretching can lift energy without wearing you out.`,
    category: 'activity',
    actionLabel: 'See gentle exercise plans',
    actionRoute: '/exercise-plans',
  };
}

function digestionRule(recent: CheckInFact[]): RecommendationDraft | null {
  const latest = recent[0];
  if (!latest || latest.digestion > RULE_THRESHOLDS.poorDigestion) return null;
  return {
    id: 'food-diary',
    title: 'Keep a simple food diary',
    reason: `Your latest check-in rated your digestion ${latest.digestion}/10. Writing down what you eat and how you feel afterwards helps spot foods that disagree with you.`,
    category: 'nutrition',
    actionLabel: 'Log meals as triggers',
    actionRoute: '/symptoms',
  };
}

function checkInRule(today: string, checkIns: CheckInFact[]): RecommendationDraft | null {
  const latest = checkIns[0];
  if (latest && latest.localDate === today) return null;
  let reason = "You haven't done a check-in yet. It takes a minute and every insight here builds on it.";
  if (latest) {
    const ago = daysBetween(latest.localDate, today);
    reason =
      ago === 1
        ? "You haven't checked in today; your last check-in was yesterday."
        : `You haven't checked in today; your last check-in was ${ago} days ago.`;
  }
  return {
    id: 'daily-check-in',
    title: 'Do your daily check-in',
    reason,
    category: 'check-in',
    actionLabel: 'Check in now',
    actionRoute: '/#daily-check-in',
  };
}

/**
 * Every rule that applies, most specific first. `checkIns` are the last 14 days or more, newest first;
 * `symptoms` at least the last 7 days.
 */
export function evaluateRecommendations(input: {
  today: string;
  checkIns: CheckInFact[];
  symptoms: SymptomFact[];
}): RecommendationDraft[] {
  const { today, checkIns, symptoms } = input;
  const oldest = addDays(today, -(RULE_THRESHOLDS.recentDays - 1));
  const recent = checkIns.filter((checkIn) => checkIn.localDate >= oldest && checkIn.localDate <= today);
  return [
    sleepRule(today, checkIns),
    stressRule(recent),
    ...symptomRules(today, symptoms),
    energyRule(recent),
    digestionRule(recent),
    checkInRule(today, checkIns),
  ].filter((draft): draft is RecommendationDraft => draft !== null);
}
