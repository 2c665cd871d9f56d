import { z } from 'zod';

/**
 * The progress checklist (/progress, docs/product/home.md#progress-checklist): 8 items, 3 required,
 * completed from the browser's flags AND from the server's facts (a symptom on record counts even on a
 * new device). `GET /api/progress/checklist` returns the facts; `checklistItems` in common/checklist.ts
 * merges them.
 */

export const CHECKLIST_CATEGORIES = ['onboarding', 'profile', 'features', 'premium'] as const;
export type TChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

/** The category groups in the order /progress shows them. */
export const CHECKLIST_CATEGORY_TITLES: Record<TChecklistCategory, string> = {
  onboarding: 'Getting Started',
  profile: 'Profile Setup',
  features: 'Core Features',
  premium: 'Premium Features',
};

export const CHECKLIST_ITEM_IDS = [
  'onboarding_tour',
  'profile_setup',
  'log_symptoms',
  'explore_community',
  'find_practitioners',
  'ai_chat',
  'premium_nutrition',
  'wellness_journey',
] as const;
export type TChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

export type TChecklistDefinition = {
  id: TChecklistItemId;
  title: string;
  description: string;
  route: string;
  required: boolean;
  category: TChecklistCategory;
};

export const CHECKLIST_DEFINITIONS: readonly TChecklistDefinition[] = [
  {
    id: 'onboarding_tour',
    title: 'Complete your health assessment',
    description: 'Answer a few questions so we can personalise your experience.',
    route: '/onboarding-tour',
    required: true,
    category: 'onboarding',
  },
  {
    id: 'profile_setup',
    title: 'Set up your profile',
    description: 'Add your name, ZIP code and date of birth.',
    route: '/profile',
    required: true,
    category: 'profile',
  },
  {
    id: 'log_symptoms',
    title: 'Log your first symptom',
    description: 'Track how you feel to spot patterns over time.',
    route: '/symptoms',
    required: true,
    category: 'features',
  },
  {
    id: 'explore_community',
    title: 'Explore the community',
    description: 'Read and share experiences with people like you.',
    route: '/community',
    required: false,
    category: 'features',
  },
  {
    id: 'find_practitioners',
    title: 'Find practitioners',
    description: 'Browse practitioners near you by specialty and distance.',
    route: '/practitioners',
    required: false,
    category: 'features',
  },
  {
    id: 'ai_chat',
    title: 'Chat with the AI assistant',
    description: 'Ask questions about your symptoms and wellness.',
    route: '/chat',
    required: false,
    category: 'features',
  },
  {
    id: 'premium_nutrition',
    title: 'Try premium nutrition',
    description: 'Personalised nutrition analysis with Premium.',
    route: '/nutrition-premium',
    required: false,
    category: 'premium',
  },
  {
    id: 'wellness_journey',
    title: 'Start your wellness journey',
    description: 'Follow a guided plan toward your goals.',
    route: '/wellness-journey',
    required: false,
    category: 'features',
  },
];

/** GET /api/progress/checklist: what the database knows about the caller. */
export const ZChecklistFacts = z.object({
  hasSymptoms: z.boolean(),
  /** At least one community post or comment. */
  hasPosted: z.boolean(),
  hasOnboardingAnswers: z.boolean(),
  hasCheckIns: z.boolean(),
  /** First name, ZIP code and date of birth on the profile (signup alone gives only the first two). */
  profileCompleted: z.boolean(),
  hasPractitionerRequests: z.boolean(),
});
export type TChecklistFacts = z.infer<typeof ZChecklistFacts>;

export const NEXT_STEPS_MAX = 2;
