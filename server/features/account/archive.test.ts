import { describe, expect, it } from 'vitest';
import { fhirBundleProblems } from '../../test/fhir-validation';
import {
  type ArchiveInput,
  type ArchivePart,
  archiveFileName,
  assembleArchiveInput,
  buildArchive,
} from './archive';
import { buildFhirBundle, fhirBundleFileName } from './fhir';
import { WELLNESS_CODE_SYSTEM } from './fhir-codes';
import { exportState } from './policy';

const input: ArchiveInput = {
  generatedAt: '2026-11-21T08:00:00.000Z',
  account: {
    id: 'u1',
    email: 'maya@example.com',
    emailVerified: true,
    firstName: 'Maya',
    lastName: 'Rivera',
    name: 'Maya Rivera',
    zipCode: '94110',
    phoneNumber: null,
    dateOfBirth: null,
    role: 'user',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  signInMethods: [{ providerId: 'credential', createdAt: '2026-11-01T00:00:00.000Z' }],
  consents: { marketingConsent: false },
  sessions: [],
  healthProfile: {
    medicalConditions: ['Migraine'],
    medications: [],
    allergies: ['Pollen'],
    updatedAt: '2026-11-02T00:00:00.000Z',
  },
  onboarding: null,
  onboardingTourProgress: null,
  avatar: { emojiAvatarId: 'lotus', upload: null },
  symptoms: [
    {
      id: 's1',
      symptomName: 'Headache',
      severity: 6,
      description: 'Dull',
      triggers: ['Screens'],
      timestamp: '2026-11-20T10:00:00.000Z',
    },
  ],
  checkIns: [],
  exerciseCompletions: [],
  wellnessChallenges: [],
  challengeRequests: [],
  recommendationsTried: [],
  communityPosts: [],
  communityComments: [],
  likes: [],
  followedTopics: [],
  communityReports: [],
  successStories: [],
  successStoryLikes: [],
  successStoryReports: [],
  feedback: [],
  feedbackPrompt: null,
  practitionerTypeRequests: [],
  chatMessages: [],
  premium: {
    subscription: null,
    waterGoalMl: null,
    waterEntries: [],
    fasts: [],
    fastingNoteAcknowledgedAt: null,
    nutritionAnalyses: [],
    insightTrialUses: [],
  },
  billing: { payments: [], paymentMethods: [], invoices: [] },
  practitionerProfile: null,
  practiceProfile: null,
  practitionerPhotos: [],
  practitionerReviews: [],
  consultationRequests: [],
  analyticsEvents: [],
  experiments: { assignments: [], conversions: [], created: [] },
  achievements: { earned: [], streakFreezes: [], weeklyChallenges: [], shareLinks: [] },
  adminSecondFactor: null,
  dailyReportAddresses: [],
  dataExports: [],
};

describe('buildArchive', () => {
  it('holds the data as given plus the FHIR Bundle built from it', () => {
    const fhir = buildFhirBundle(input);
    const archive = buildArchive(input, fhir);
    expect(archive.format).toBe('infinite-wellness-export');
    expect(archive.version).toBe(1);
    expect(archive.generatedAt).toBe(input.generatedAt);
    expect(archive.data.symptoms).toEqual(input.symptoms);
    expect(archive.data.healthProfile?.allergies).toEqual(['Pollen']);
    expect(archive.data).not.toHaveProperty('generatedAt');
    expect(archive.fhir).toBe(fhir);
    expect(fhirBundleProblems(archive.fhir, { codeSystems: [WELLNESS_CODE_SYSTEM] })).toEqual([]);
    const conditions = (archive.fhir.entry ?? []).filter((e) => e.resource?.resourceType === 'Condition');
    expect(conditions).toHaveLength(1);
    expect(conditions[0]!.resource).toMatchObject({
      code: { coding: [{ system: 'http://snomed.info/sct', code: '37796009' }], text: 'Migraine' },
      recordedDate: '2026-11-02T00:00:00.000Z',
    });
    // Survives a JSON round trip (what the download sends).
    expect(JSON.parse(JSON.stringify(archive))).toEqual(archive);
  });

  it('has no Conditions without a health profile', () => {
    const fhir = buildFhirBundle({ ...input, healthProfile: null });
    expect((fhir.entry ?? []).some((e) => e.resource?.resourceType === 'Condition')).toBe(false);
  });

  it('names the files after the day they were ready', () => {
    expect(archiveFileName(new Date('2026-11-21T23:59:00Z'))).toBe(
      'infinite-wellness-export-2026-11-21.json',
    );
    expect(fhirBundleFileName(new Date('2026-11-21T23:59:00Z'))).toBe(
      'infinite-wellness-fhir-bundle-2026-11-21.json',
    );
  });
});

describe('assembleArchiveInput', () => {
  const { generatedAt, consents: _consents, premium, ...rest } = input;
  const {
    subscription,
    waterGoalMl,
    waterEntries,
    fasts,
    fastingNoteAcknowledgedAt,
    nutritionAnalyses,
    insightTrialUses,
  } = premium;
  // As the areas give them: whole sections, and their keys of the shared ones.
  const parts: ArchivePart[] = [
    { ...rest, consents: { marketingConsent: false } },
    { consents: { analyticsConsent: null } },
    { premium: { nutritionAnalyses } },
    { premium: { subscription } },
    { premium: { waterGoalMl, waterEntries } },
    { premium: { fasts, fastingNoteAcknowledgedAt } },
    { premium: { insightTrialUses } },
  ];

  it('puts the parts together, shared sections merged, in the archive order', () => {
    const assembled = assembleArchiveInput(generatedAt, parts);
    expect(assembled).toEqual({ ...input, consents: { marketingConsent: false, analyticsConsent: null } });
    // The fixture lists the sections in the archive's order.
    expect(Object.keys(assembled)).toEqual(Object.keys(input));
    expect(Object.keys(assembled.premium)).toEqual([
      'subscription',
      'waterGoalMl',
      'waterEntries',
      'fasts',
      'fastingNoteAcknowledgedAt',
      'nutritionAnalyses',
      'insightTrialUses',
    ]);
  });

  it('refuses a section or a shared key given twice, a missing one, and an unknown one', () => {
    expect(() => assembleArchiveInput(generatedAt, [...parts, { symptoms: [] }])).toThrow(
      'Two areas export symptoms',
    );
    expect(() => assembleArchiveInput(generatedAt, [...parts, { premium: { waterGoalMl: 2000 } }])).toThrow(
      'Two areas export premium.waterGoalMl',
    );
    expect(() => assembleArchiveInput(generatedAt, parts.slice(0, 5))).toThrow(
      'No area exports premium.fasts, premium.fastingNoteAcknowledgedAt',
    );
    const { likes: _likes, ...withoutLikes } = rest;
    expect(() =>
      assembleArchiveInput(generatedAt, [{ ...withoutLikes, consents: {} }, ...parts.slice(1)]),
    ).toThrow('No area exports likes');
    expect(() =>
      assembleArchiveInput(generatedAt, [...parts, { surprise: [] } as unknown as ArchivePart]),
    ).toThrow('Unknown archive sections: surprise');
  });
});

describe('exportState', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const later = new Date('2026-11-28T12:00:00Z');
  it('is downloadable only while ready, kept and not expired', () => {
    expect(exportState({ status: 'queued', archiveEnc: null, expiresAt: null }, now)).toBe('queued');
    expect(exportState({ status: 'failed', archiveEnc: null, expiresAt: null }, now)).toBe('failed');
    expect(exportState({ status: 'ready', archiveEnc: 'x', expiresAt: later }, now)).toBe('downloadable');
    expect(exportState({ status: 'ready', archiveEnc: 'x', expiresAt: now }, now)).toBe('expired');
    expect(exportState({ status: 'ready', archiveEnc: null, expiresAt: later }, now)).toBe('expired');
  });
});
