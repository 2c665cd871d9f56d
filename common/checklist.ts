import {
  CHECKLIST_DEFINITIONS,
  NEXT_STEPS_MAX,
  type TChecklistDefinition,
  type TChecklistFacts,
  type TChecklistItemId,
} from '../contract/checklist';

/**
 * The progress checklist's items, merged from the browser's flags and the server's facts
 * (docs/product/home.md#progress-checklist).
 */

/** The browser flags the checklist reads. */
export type TChecklistFlags = {
  hasSeenOnboarding: boolean;
  profileCompleted: boolean;
  symptomsLogged: boolean;
  premiumActive: boolean;
  completedSteps: readonly string[];
};

export type TChecklistItem = TChecklistDefinition & { completed: boolean };

export type TChecklistSummary = {
  items: TChecklistItem[];
  requiredTotal: number;
  requiredDone: number;
  optionalTotal: number;
  optionalDone: number;
  /** Whole percent of all items complete. */
  percent: number;
  allRequiredDone: boolean;
  /** At most 2 incomplete required items, in checklist order. */
  nextSteps: TChecklistItem[];
};

/**
 * Flags ∪ facts → items. Each item is complete when its browser flag says so, or when the
 * server has the matching record (facts are null while loading or when the call failed: flags only).
 */
export function checklistItems(flags: TChecklistFlags, facts: TChecklistFacts | null): TChecklistSummary {
  const steps = new Set(flags.completedSteps);
  const done: Record<TChecklistItemId, boolean> = {
    onboarding_tour: flags.hasSeenOnboarding || Boolean(facts?.hasOnboardingAnswers),
    profile_setup: flags.profileCompleted || Boolean(facts?.profileCompleted),
    log_symptoms: flags.symptomsLogged || Boolean(facts?.hasSymptoms),
    explore_community: steps.has('community_visited') || Boolean(facts?.hasPosted),
    find_practitioners: steps.has('practitioners_viewed') || Boolean(facts?.hasPractitionerRequests),
    ai_chat: steps.has('ai_chat_used'),
    premium_nutrition: flags.premiumActive,
    wellness_journey: steps.has('journey_started'),
  };
  const items = CHECKLIST_DEFINITIONS.map((definition) => ({
    ...definition,
    completed: done[definition.id],
  }));
  const required = items.filter((item) => item.required);
  const optional = items.filter((item) => !item.required);
  const requiredDone = required.filter((item) => item.completed).length;
  const optionalDone = optional.filter((item) => item.completed).length;
  return {
    items,
    requiredTotal: required.length,
    requiredDone,
    optionalTotal: optional.length,
    optionalDone,
    percent: Math.round(((requiredDone + optionalDone) / items.length) * 100),
    allRequiredDone: requiredDone === required.length,
    nextSteps: required.filter((item) => !item.completed).slice(0, NEXT_STEPS_MAX),
  };
}
