import { buildFhirBundle, type FhirBundle, type FhirInput } from './fhir';

/**
 * The data export archive (DECISIONS 17): everything the user owns, as JSON, plus a FHIR R4 Bundle.
 * Pure: the service gathers and decrypts the rows, this shapes them.
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
  checkIns: (FhirInput['checkIns'][number] & { id: string; note: string | null })[];
  recommendationsTried: { recommendationId: string; triedOn: string; triedAt: Iso }[];
  communityPosts: { id: string; topic: string; content: string; createdAt: Iso }[];
  communityComments: { id: string; postId: string; content: string; createdAt: Iso }[];
  likes: { postId: string; createdAt: Iso }[];
  feedback: Record<string, unknown>[];
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
    suggestions: string[];
    actions: { kind: string; label: string; href: string }[];
    extractedData: Record<string, unknown> | null;
    provider: string | null;
  }[];
  premium: PremiumArchive;
};

export type PremiumArchive = {
  subscription: {
    plan: string;
    trialUsed: boolean;
    trialStartedAt: Iso | null;
    trialEndsAt: Iso | null;
    premiumSince: Iso | null;
    trialUsage: Record<string, number>;
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
};

export type Archive = {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  generatedAt: Iso;
  notes: string[];
  data: Omit<ArchiveInput, 'generatedAt'>;
  fhir: FhirBundle;
};

export function buildArchive(input: ArchiveInput, uuid?: () => string): Archive {
  const { generatedAt, ...data } = input;
  const fhir = buildFhirBundle(
    {
      generatedAt,
      person: {
        firstName: input.account.firstName,
        lastName: input.account.lastName,
        email: input.account.email,
        phoneNumber: input.account.phoneNumber,
        dateOfBirth: input.account.dateOfBirth,
        zipCode: input.account.zipCode,
      },
      checkIns: input.checkIns,
      symptoms: input.symptoms,
      medicalConditions: (input.healthProfile?.medicalConditions ?? []).map((text) => ({
        text,
        recordedAt: input.healthProfile?.updatedAt ?? null,
      })),
    },
    uuid,
  );
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    generatedAt,
    notes: [
      '`data` holds everything Infinite Wellness stores about you, decrypted; `fhir` is the same health data as a FHIR R4 Bundle (type collection) for other health apps.',
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
