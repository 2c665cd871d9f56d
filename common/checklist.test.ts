import { describe, expect, it } from 'vitest';
import type { TChecklistFacts } from '../contract/checklist';
import { checklistItems, type TChecklistFlags } from './checklist';

const NO_FLAGS: TChecklistFlags = {
  hasSeenOnboarding: false,
  profileCompleted: false,
  symptomsLogged: false,
  premiumActive: false,
  completedSteps: [],
};
const NO_FACTS: TChecklistFacts = {
  hasSymptoms: false,
  hasPosted: false,
  hasOnboardingAnswers: false,
  hasCheckIns: false,
  profileCompleted: false,
  hasPractitionerRequests: false,
};
const done = (summary: ReturnType<typeof checklistItems>) =>
  summary.items.filter((item) => item.completed).map((item) => item.id);

describe('checklistItems', () => {
  it('starts at 0 with the first two required items as next steps', () => {
    const summary = checklistItems(NO_FLAGS, NO_FACTS);
    expect(summary).toMatchObject({
      requiredDone: 0,
      requiredTotal: 3,
      optionalDone: 0,
      optionalTotal: 5,
      percent: 0,
      allRequiredDone: false,
    });
    expect(summary.nextSteps.map((item) => item.id)).toEqual(['onboarding_tour', 'profile_setup']);
  });

  it('completes items from their browser flags', () => {
    const summary = checklistItems(
      {
        hasSeenOnboarding: true,
        profileCompleted: true,
        symptomsLogged: true,
        premiumActive: true,
        completedSteps: ['community_visited', 'practitioners_viewed', 'ai_chat_used', 'journey_started'],
      },
      null,
    );
    expect(summary.percent).toBe(100);
    expect(summary.allRequiredDone).toBe(true);
    expect(summary.nextSteps).toEqual([]);
  });

  it('completes items from the server facts alone (a new device)', () => {
    const summary = checklistItems(NO_FLAGS, {
      ...NO_FACTS,
      hasSymptoms: true,
      hasPosted: true,
      hasOnboardingAnswers: true,
      hasPractitionerRequests: true,
    });
    expect(done(summary)).toEqual([
      'onboarding_tour',
      'log_symptoms',
      'explore_community',
      'find_practitioners',
    ]);
    expect(summary.requiredDone).toBe(2);
    expect(summary.optionalDone).toBe(2);
    expect(summary.percent).toBe(50);
    expect(summary.nextSteps.map((item) => item.id)).toEqual(['profile_setup']);
  });

  it('merges flags and facts (either counts) and ignores unknown steps', () => {
    const summary = checklistItems(
      { ...NO_FLAGS, symptomsLogged: true, completedSteps: ['ai_chat_used', 'something_else'] },
      { ...NO_FACTS, profileCompleted: true, hasCheckIns: true },
    );
    expect(done(summary)).toEqual(['profile_setup', 'log_symptoms', 'ai_chat']);
    expect(summary.percent).toBe(38);
    expect(summary.nextSteps.map((item) => item.id)).toEqual(['onboarding_tour']);
  });

  it('shows all-done when the 3 required items are complete, whatever the optional ones', () => {
    const summary = checklistItems(
      { ...NO_FLAGS, hasSeenOnboarding: true },
      {
        ...NO_FACTS,
        hasSymptoms: true,
        profileCompleted: true,
      },
    );
    expect(summary.allRequiredDone).toBe(true);
    expect(summary.optionalDone).toBe(0);
  });
});
