import type { Bundle } from '@medplum/fhirtypes';

/**
 * The data export archive (docs/product/data-rights.md): everything the user owns, as JSON, plus a
 * copy of the FHIR R4 Bundle that is also downloaded on its own (docs/fhir-export.md). Pure: the
 * service gathers and decrypts the rows, this shapes them.
 */
export const ARCHIVE_FORMAT = 'infinite-wellness-export';
export const ARCHIVE_VERSION = 1;

type Iso = string;
export type ArchiveInput = {
  generatedAt: Iso;
  account: {
    id: string;
    email: string;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    name: string;
    zipCode: string | null;
    phoneNumber: string | null;
    dateOfBirth: string | null;
    role: string;
    createdAt: Iso;
    updatedAt: Iso;
  };
  signInMethods: { providerId: string; createdAt: Iso }[];
  consents: Record<string, boolean | Iso | null>;
  sessions: {
    createdAt: Iso;
    lastActiveAt: Iso;
    expiresAt: Iso;
    rememberMe: boolean;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
  healthProfile: {
    medicalConditions: string[];
    medications: string[];
    allergies: string[];
    updatedAt: Iso;
  } | null;
  onboarding: { answers: unknown; completedAt: Iso; updatedAt: Iso } | null;
  /** The guided tour's saved place while it is under way (its answers and conversation). */
  onboardingTourProgress: {
    step: number;
    answers: unknown;
    mode: unknown;
    chat: unknown;
    updatedAt: Iso;
  } | null;
  avatar: {
    emojiAvatarId: string | null;
    upload: { contentType: string; bytes: number; updatedAt: Iso } | null;
  };
  symptoms: {
    id: string;
    symptomName: string;
    severity: number;
    description: string | null;
    triggers: string[] | null;
    timestamp: Iso;
  }[];
  checkIns: {
    id: string;
    createdAt: Iso;
    mood: number;
    energy: number;
    stress: number;
    fatigueLevel: number;
    mentalClarity: number;
    digestion: number;
    sleepHours: number;
    note: string | null;
  }[];
  /** Workouts completed (docs/product/exercise.md), the note decrypted. */
  exerciseCompletions: {
    id: string;
    workoutId: string;
    workoutTitle: string;
    workoutType: string;
    durationMinutes: number;
    calories: number | null;
    feeling: number | null;
    note: string | null;
    completedAt: Iso;
  }[];
  /** Wellness challenges joined (docs/product/challenges.md), each with the days ticked, oldest first. */
  wellnessChallenges: {
    challengeId: string;
    title: string | null;
    startDate: string;
    timeZone: string;
    joinedAt: Iso;
    leftAt: Iso | null;
    status: string;
    tasksCompleted: { day: number; completedAt: Iso }[];
  }[];
  /** 'Request Custom Challenge' requests, decrypted. */
  challengeRequests: {
    id: string;
    focus: string;
    goal: string;
    days: number;
    note: string;
    createdAt: Iso;
  }[];
  recommendationsTried: { recommendationId: string; triedOn: string; triedAt: Iso }[];
  communityPosts: { id: string; topic: string; content: string; createdAt: Iso }[];
  communityComments: { id: string; postId: string; content: string; createdAt: Iso }[];
  likes: { postId: string; createdAt: Iso }[];
  /** The community topics the person follows. */
  followedTopics: { topic: string; createdAt: Iso }[];
  /** The community posts the person reported to the moderators, why, and when a moderator decided. */
  communityReports: {
    postId: string;
    reason: string;
    detail: string | null;
    createdAt: Iso;
    resolvedAt: Iso | null;
  }[];
  /** The person's success stories (any status), decrypted, oldest first. */
  successStories: {
    id: string;
    title: string;
    condition: string;
    beforeSymptoms: string;
    afterImprovement: string;
    treatmentProtocol: string;
    timeline: string;
    isAnonymous: boolean;
    status: string;
    reviewNote: string | null;
    likes: number;
    createdAt: Iso;
    publishedAt: Iso | null;
  }[];
  /** The success stories the person likes. */
  successStoryLikes: { storyId: string; createdAt: Iso }[];
  /** The success stories the person reported, and why. */
  successStoryReports: { storyId: string; reason: string; createdAt: Iso }[];
  feedback: Record<string, unknown>[];
  /** The feedback prompt's counters: visits counted, the last one, the visit it was last closed on. */
  feedbackPrompt: { visitCount: number; lastVisitAt: Iso | null; lastPromptVisit: number | null } | null;
  practitionerTypeRequests: {
    id: string;
    specialty: string;
    note: string | null;
    zipCode: string | null;
    createdAt: Iso;
  }[];
  /** The assistant conversations (/chat, /ai-assistant), oldest first, decrypted. */
  chatMessages: {
    id: string;
    sessionId: string;
    role: 'user' | 'assistant';
    content: string;
    timestamp: Iso;
    triage: string | null;
    isEmergency: boolean;
    /** The fixed safety reply given (emergency, crisis…) and the help lines it offered. */
    replyKind: string | null;
    help: string[];
    suggestions: string[];
    actions: { kind: string; label: string; href: string }[];
    extractedData: Record<string, unknown> | null;
    provider: string | null;
  }[];
  premium: PremiumArchive;
  /**
   * Payments, saved cards (brand, last four digits and expiry only; never a number) and invoices
   * (docs/product/payments.md).
   */
  billing: {
    payments: {
      id: string;
      provider: string;
      purpose: string;
      plan: string;
      amountCents: number;
      currency: string;
      status: string;
      testMode: boolean;
      failureMessage: string | null;
      createdAt: Iso;
      paidAt: Iso | null;
    }[];
    paymentMethods: {
      provider: string;
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
      createdAt: Iso;
      detachedAt: Iso | null;
    }[];
    invoices: {
      number: string;
      plan: string;
      description: string;
      amountCents: number;
      currency: string;
      periodStart: Iso;
      periodEnd: Iso;
      cardLast4: string | null;
      issuedAt: Iso;
    }[];
  };
  /**
   * The consultation requests the person sent to practitioners, newest first, decrypted, with the
   * records they shared with each.
   */
  consultationRequests: {
    id: string;
    practitionerId: string;
    practitionerName: string;
    mode: string;
    status: string;
    priority: boolean;
    reason: string;
    preferredTimes: string;
    proposedTime: Iso | null;
    practitionerNote: string | null;
    createdAt: Iso;
    respondedAt: Iso | null;
    canReview: boolean;
    sharedRecords: Record<string, unknown>;
  }[];
  /** The person's own listing in the practitioner directory (provider signup), or null. */
  practitionerProfile: {
    id: string;
    firstName: string;
    lastName: string;
    specialty: string;
    credentials: string[];
    profileImageUrl: string | null;
    rating: string;
    reviewCount: number;
    consultationFeeCents: number;
    bio: string;
    conditionsTreated: string[];
    availableForVideo: boolean;
    zipCode: string;
    city: string;
    state: string;
    isApproved: boolean;
    createdAt: Iso;
    updatedAt: Iso;
  } | null;
  /**
   * The practitioner's working copy of their profile (provider signup, the profile form): what they
   * wrote, its review state, the licence, the practice plan and its trial; null for members.
   */
  practiceProfile: {
    id: string;
    practitionerId: string;
    status: string;
    submittedAt: Iso | null;
    reviewedAt: Iso | null;
    rejectionReason: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    specialties: string[];
    certifications: string[];
    credentialsText: string;
    bio: string;
    experienceYears: number | null;
    location: string;
    zipCode: string;
    consultationFeeCents: number | null;
    availableHours: string;
    languages: string[];
    education: string;
    acceptsInsurance: boolean;
    insurance: string;
    telehealth: boolean;
    acceptingNewPatients: boolean;
    website: string;
    licenseState: string | null;
    licenseNumber: string | null;
    hasPhoto: boolean;
    planCode: string;
    trialStartedAt: Iso | null;
    trialEndsAt: Iso | null;
    createdAt: Iso;
    updatedAt: Iso;
  } | null;
  /** The photos of the person's practitioner profile (the working copy's and the listing's), described. */
  practitionerPhotos: { key: string; contentType: string; bytes: number; createdAt: Iso }[];
  /** The reviews the person wrote of practitioners, oldest first. */
  practitionerReviews: {
    id: string;
    practitionerId: string;
    practitionerName: string;
    rating: number;
    text: string;
    createdAt: Iso;
  }[];
  /** Usage analytics linked to the person (only while they opted in to usage analytics), oldest first. */
  analyticsEvents: {
    kind: string;
    name: string;
    properties: Record<string, string | number | boolean | null>;
    clientSessionId: string | null;
    createdAt: Iso;
  }[];
  /**
   * A/B experiments (docs/product/ab-testing.md): the variants the person was shown, their recorded
   * conversions, and the experiments an admin created.
   */
  experiments: {
    assignments: { experimentKey: string; variantId: string; assignedAt: Iso }[];
    conversions: {
      experimentKey: string;
      variantId: string;
      value: number | null;
      metadata: Record<string, string | number | boolean | null>;
      createdAt: Iso;
    }[];
    created: { key: string; name: string; createdAt: Iso }[];
  };
  /** Achievements earned, streak freezes used, weekly challenges completed and share links made. */
  achievements: {
    earned: { achievementId: string; earnedAt: Iso }[];
    streakFreezes: { streakType: string; frozenDay: string; usedAt: Iso }[];
    weeklyChallenges: { weekStart: string; xp: number; completedAt: Iso }[];
    shareLinks: {
      achievementId: string;
      message: string | null;
      showName: boolean;
      createdAt: Iso;
      revokedAt: Iso | null;
    }[];
  };
  /** An admin's second factor: when it was set up and confirmed, recovery codes left (never the secret). */
  adminSecondFactor: { createdAt: Iso; confirmedAt: Iso | null; unusedRecoveryCodes: number } | null;
  /** Addresses the person, as an admin, put on the daily report's list, oldest first. */
  dailyReportAddresses: { email: string; addedAt: Iso }[];
  /** The exports the person asked for (this one included), oldest first; the archives themselves are not repeated. */
  dataExports: {
    id: string;
    status: string;
    createdAt: Iso;
    readyAt: Iso | null;
    expiresAt: Iso | null;
  }[];
};

export type PremiumArchive = {
  subscription: {
    plan: string;
    /** What the plan is when the archive is made: a trial past its end is 'free' again. */
    status: 'free' | 'trial' | 'premium';
    trialUsed: boolean;
    trialStartedAt: Iso | null;
    trialEndsAt: Iso | null;
    premiumSince: Iso | null;
    trialUsage: Record<string, number>;
    /** The paid subscription: none, active, past_due or ended, with the period paid for. */
    billingState: string;
    billingPlan: string | null;
    currentPeriodStart: Iso | null;
    currentPeriodEnd: Iso | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  waterGoalMl: number | null;
  waterEntries: {
    id: string;
    kind: string;
    amountMl: number;
    enteredAmount: number;
    unit: string;
    createdAt: Iso;
  }[];
  fasts: { id: string; protocol: string; targetHours: number; startedAt: Iso; endedAt: Iso | null }[];
  fastingNoteAcknowledgedAt: Iso | null;
  /** The nutrition assistant's analyses, decrypted (what was eaten, totals, foods). */
  nutritionAnalyses: Record<string, unknown>[];
  /** The days a trial's predictive insights were counted (one per day and period), oldest first. */
  insightTrialUses: { day: string; period: string; countedAt: Iso }[];
};

/** The archive's sections: everything but the time it was made. */
export type ArchiveSections = Omit<ArchiveInput, 'generatedAt'>;

/** Sections that several areas fill together, each with its own keys. */
type SharedSection = 'consents' | 'premium';

/**
 * One area's contribution (its `exportForUser`): whole sections of its own, and its keys of the
 * shared sections (the consents of the account and of the settings; the Premium features).
 */
export type ArchivePart = Partial<Omit<ArchiveSections, SharedSection>> & {
  [K in SharedSection]?: Partial<ArchiveSections[K]>;
};

/** The archive's sections in the order they are written. */
const SECTIONS = [
  'account',
  'signInMethods',
  'consents',
  'sessions',
  'healthProfile',
  'onboarding',
  'onboardingTourProgress',
  'avatar',
  'symptoms',
  'checkIns',
  'exerciseCompletions',
  'wellnessChallenges',
  'challengeRequests',
  'recommendationsTried',
  'communityPosts',
  'communityComments',
  'likes',
  'followedTopics',
  'communityReports',
  'successStories',
  'successStoryLikes',
  'successStoryReports',
  'feedback',
  'feedbackPrompt',
  'practitionerTypeRequests',
  'chatMessages',
  'premium',
  'billing',
  'practitionerProfile',
  'practiceProfile',
  'practitionerPhotos',
  'practitionerReviews',
  'consultationRequests',
  'analyticsEvents',
  'experiments',
  'achievements',
  'adminSecondFactor',
  'dailyReportAddresses',
  'dataExports',
] as const satisfies readonly (keyof ArchiveSections)[];

const PREMIUM_SECTIONS = [
  'subscription',
  'waterGoalMl',
  'waterEntries',
  'fasts',
  'fastingNoteAcknowledgedAt',
  'nutritionAnalyses',
  'insightTrialUses',
] as const satisfies readonly (keyof PremiumArchive)[];

// Every section is listed above: a section added to the type but not to the list fails here.
type Unlisted = Exclude<keyof ArchiveSections, (typeof SECTIONS)[number]>;
type UnlistedPremium = Exclude<keyof PremiumArchive, (typeof PREMIUM_SECTIONS)[number]>;
const everySectionListed: [Unlisted, UnlistedPremium] extends [never, never] ? true : never = true;
void everySectionListed;

const isShared = (key: string): key is SharedSection => key === 'consents' || key === 'premium';

/**
 * Puts the areas' parts together. Two areas writing the same section (or the same key of a shared
 * one), or a section nobody wrote, is a mistake in the registry: it throws rather than export a
 * partial or ambiguous archive.
 */
export function assembleArchiveInput(generatedAt: Iso, parts: readonly ArchivePart[]): ArchiveInput {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      if (isShared(key)) {
        const into = (merged[key] ?? {}) as Record<string, unknown>;
        for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
          if (inner in into) throw new Error(`Two areas export ${key}.${inner}`);
          into[inner] = innerValue;
        }
        merged[key] = into;
      } else {
        if (key in merged) throw new Error(`Two areas export ${key}`);
        merged[key] = value;
      }
    }
  }
  const unknown = Object.keys(merged).filter((key) => !(SECTIONS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`Unknown archive sections: ${unknown.join(', ')}`);
  const missing = SECTIONS.filter((key) => !(key in merged));
  if (missing.length > 0) throw new Error(`No area exports ${missing.join(', ')}`);
  const premium = merged.premium as Record<string, unknown>;
  const missingPremium = PREMIUM_SECTIONS.filter((key) => !(key in premium));
  if (missingPremium.length > 0)
    throw new Error(`No area exports premium.${missingPremium.join(', premium.')}`);
  return {
    generatedAt,
    ...Object.fromEntries(SECTIONS.map((key) => [key, merged[key]])),
    premium: Object.fromEntries(PREMIUM_SECTIONS.map((key) => [key, premium[key]])),
  } as ArchiveInput;
}

export type Archive = {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  generatedAt: Iso;
  notes: string[];
  data: Omit<ArchiveInput, 'generatedAt'>;
  fhir: Bundle;
};

/**
 * The archive of `input`, with `fhir`, the Bundle built from the same input. The archive keeps its
 * copy so that the one file the emailed link leads to is complete on its own, and so that both
 * downloads are served from one stored, encrypted snapshot with one expiry.
 */
export function buildArchive(input: ArchiveInput, fhir: Bundle): Archive {
  const { generatedAt, ...data } = input;
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    generatedAt,
    notes: [
      '`data` holds everything Infinite Wellness stores about you, decrypted; `fhir` is the same health data as a FHIR R4 Bundle (type collection) for other health apps, also offered as a download of its own.',
      'Sign-in secrets (password hash, tokens) are not included. Uploaded avatar images are described, not included.',
      'Community posts and comments are public to members; they are listed here because you wrote them.',
    ],
    data,
    fhir,
  };
}

/** The download's file name: infinite-wellness-export-YYYY-MM-DD.json (the day it was ready). */
export function archiveFileName(readyAt: Date): string {
  return `infinite-wellness-export-${readyAt.toISOString().slice(0, 10)}.json`;
}
