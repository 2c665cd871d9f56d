import { describe, expect, it } from 'vitest';
import { type ArchiveInput, archiveFileName, buildArchive } from './archive';
import { validateR4Bundle } from './fhir';
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
  recommendationsTried: [],
  communityPosts: [],
  communityComments: [],
  likes: [],
  feedback: [],
  practitionerTypeRequests: [],
  chatMessages: [],
  premium: {
    subscription: null,
    waterGoalMl: null,
    waterEntries: [],
    fasts: [],
    fastingNoteAcknowledgedAt: null,
    nutritionAnalyses: [],
  },
};

describe('buildArchive', () => {
  it('holds the data as given plus a valid FHIR Bundle built from it', () => {
    const archive = buildArchive(input);
    expect(archive.format).toBe('infinite-wellness-export');
    expect(archive.version).toBe(1);
    expect(archive.generatedAt).toBe(input.generatedAt);
    expect(archive.data.symptoms).toEqual(input.symptoms);
    expect(archive.data.healthProfile?.allergies).toEqual(['Pollen']);
    expect(archive.data).not.toHaveProperty('generatedAt');
    expect(validateR4Bundle(archive.fhir)).toEqual([]);
    const conditions = archive.fhir.entry.filter((e) => e.resource.resourceType === 'Condition');
    expect(conditions).toHaveLength(1);
    expect(conditions[0]!.resource).toMatchObject({
      code: { text: 'Migraine' },
      recordedDate: '2026-11-02T00:00:00.000Z',
    });
    // Survives a JSON round trip (what the download sends).
    expect(JSON.parse(JSON.stringify(archive))).toEqual(archive);
  });

  it('has no Conditions without a health profile', () => {
    const archive = buildArchive({ ...input, healthProfile: null });
    expect(archive.fhir.entry.some((e) => e.resource.resourceType === 'Condition')).toBe(false);
  });

  it('names the file after the day it was ready', () => {
    expect(archiveFileName(new Date('2026-11-21T23:59:00Z'))).toBe(
      'infinite-wellness-export-2026-11-21.json',
    );
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
