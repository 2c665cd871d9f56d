/**
 * Browser-storage flags (docs/product/accounts.md#stored-data-and-access). They drive the client's own
 * behaviour only (onboarding prompts, checklist ticks); authority lives on the server
 * (docs/decisions.md#product-wide).
 */
export const STORAGE_KEYS = {
  userId: 'userId',
  userEmail: 'userEmail',
  profileCompleted: 'profileCompleted',
  hasSeenOnboarding: 'hasSeenOnboarding',
  /** The guided onboarding marks onboarding 'seen and completed'. */
  onboardingCompleted: 'onboardingCompleted',
  symptomsLogged: 'symptomsLogged',
  premiumActive: 'premiumActive',
  completedSteps: 'completedSteps',
  isAdmin: 'isAdmin',
  adminLoginTime: 'adminLoginTime',
  isAdminAuthenticated: 'isAdminAuthenticated',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be missing (server render) or throw (private mode, blocked cookies); flags are best effort.
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readFlag(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeFlag(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Best effort: a full or blocked storage must not break the flow that sets the flag.
  }
}

export function removeFlag(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Best effort.
  }
}

/** Called on sign-out: identity and admin flags belong to the account that just left. */
export function clearAccountFlags(): void {
  for (const key of [
    STORAGE_KEYS.userId,
    STORAGE_KEYS.userEmail,
    STORAGE_KEYS.isAdmin,
    STORAGE_KEYS.adminLoginTime,
    STORAGE_KEYS.isAdminAuthenticated,
  ]) {
    removeFlag(key);
  }
}

/**
 * The entries of the local list of completed steps that tick checklist items
 * (docs/product/home.md#progress-checklist).
 */
export const COMPLETED_STEPS = [
  'community_visited',
  'practitioners_viewed',
  'ai_chat_used',
  'journey_started',
] as const;
export type CompletedStep = (typeof COMPLETED_STEPS)[number];

/** The local list of completed steps (a JSON array under `completedSteps`); unreadable → empty. */
export function readCompletedSteps(): string[] {
  try {
    const parsed: unknown = JSON.parse(readFlag(STORAGE_KEYS.completedSteps) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((step): step is string => typeof step === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a step to the completed-steps list once (visiting /community adds `community_visited`). */
export function markStepCompleted(step: CompletedStep): void {
  const steps = readCompletedSteps();
  if (!steps.includes(step)) writeFlag(STORAGE_KEYS.completedSteps, JSON.stringify([...steps, step]));
}
