import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_DEFINITIONS,
  checklistItems,
  type TChecklistFacts,
  type TChecklistFlags,
} from './checklist';

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
  it('has the 8 checklist items, 3 of them required, with their routes', () => {
    expect(CHECKLIST_DEFINITIONS.map((d) => [d.id, d.route, d.required, d.category])).toEqual([
      ['onboarding_tour', '/onboarding-tour', true, 'onboarding'],
      ['profile_setup', '/profile', true, 'profile'],
      ['log_symptoms', '/symptoms', true, 'features'],
      ['explore_community', '/community', false, 'features'],
      ['find_practitioners', '/practitioners', false, 'features'],
      ['ai_chat', '/chat', false, 'features'],
      ['premium_nutrition', '/nutrition-premium', false, 'premium'],
      ['wellness_journey', '/wellness-journey', false, 'features'],
    ]);
  });

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
