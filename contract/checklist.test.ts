import { describe, expect, it } from 'vitest';
import { CHECKLIST_DEFINITIONS } from './checklist';

describe('checklist definitions', () => {
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
});
