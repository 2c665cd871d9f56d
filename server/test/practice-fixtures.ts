import { directoryCategories } from '../../common/practice';
import type { TPractitionerProfileInput } from '../../contract/practice';
import type { DbOrTx } from '../db/client';
import { practitionerProfiles, practitioners } from '../db/schema/practitioners';
import { locateZip } from '../features/practitioners/distance';

/**
 * A complete practitioner profile form, valid by default (docs/product/practice.md#profile-and-review):
 * pass only what a test is about.
 */
export function practitionerProfilePayload(
  overrides: Partial<TPractitionerProfileInput> = {},
): TPractitionerProfileInput {
  return {
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@example.com',
    phone: '415-555-0142',
    specialties: ['Functional Medicine', 'Gastroenterology'],
    certifications: ['MD'],
    bio: 'I help people with IBS and long-standing fatigue find the causes behind their symptoms, one step at a time.',
    experience: 12,
    location: '450 Sutter St, San Francisco, CA',
    zipCode: '94108',
    consultationFee: 175.5,
    availableHours: 'Mon-Thu 9am-5pm, Fri 9am-1pm',
    languagesSpoken: ['English', 'Spanish'],
    education: 'MD, University of California San Francisco',
    acceptsInsurance: true,
    telehealth: true,
    website: 'https://priya-natarajan.example.com',
    licenseState: 'CA',
    licenseNumber: 'A123456',
    ...overrides,
  };
}

/**
 * Writes a practitioner's listing and profile straight into the database, the way an approved
 * signup leaves them, for tests that need a practitioner without going through signup and review.
 * `status: 'approved'` lists it in the directory.
 */
export async function insertPractitioner(
  db: DbOrTx,
  userId: string,
  options: { status?: 'draft' | 'pending' | 'approved' | 'rejected'; zipCode?: string; email?: string } = {},
): Promise<{ practitionerId: string; profileId: string }> {
  const status = options.status ?? 'approved';
  const form = practitionerProfilePayload({
    zipCode: options.zipCode ?? '94108',
    ...(options.email ? { email: options.email } : {}),
  });
  const place = locateZip(form.zipCode);
  const approved = status === 'approved';
  const specialties = [...form.specialties];
  const [listing] = await db
    .insert(practitioners)
    .values({
      userId,
      firstName: form.firstName,
      lastName: form.lastName,
      specialty: specialties[0]!,
      specialties,
      categories: directoryCategories(specialties),
      credentials: [...form.certifications],
      consultationFeeCents: Math.round(Number(form.consultationFee) * 100),
      bio: form.bio,
      availableForVideo: Boolean(form.telehealth),
      zipCode: form.zipCode,
      city: place?.city ?? '',
      state: place?.state ?? '',
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      languages: [...form.languagesSpoken],
      location: form.location,
      experienceYears: Number(form.experience),
      education: form.education,
      availableHours: form.availableHours,
      acceptsInsurance: Boolean(form.acceptsInsurance),
      website: form.website,
      isApproved: approved,
      isVerified: approved,
    })
    .returning({ id: practitioners.id });
  const now = new Date();
  const [profile] = await db
    .insert(practitionerProfiles)
    .values({
      userId,
      practitionerId: listing!.id,
      status,
      submittedAt: status === 'draft' ? null : now,
      reviewedAt: approved || status === 'rejected' ? now : null,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      specialties,
      certifications: [...form.certifications],
      bio: form.bio,
      experienceYears: Number(form.experience),
      location: form.location,
      zipCode: form.zipCode,
      consultationFeeCents: Math.round(Number(form.consultationFee) * 100),
      availableHours: form.availableHours,
      languages: [...form.languagesSpoken],
      education: form.education,
      acceptsInsurance: Boolean(form.acceptsInsurance),
      telehealth: Boolean(form.telehealth),
      website: form.website,
      licenseState: form.licenseState,
      licenseNumber: form.licenseNumber,
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + 14 * 86_400_000),
    })
    .returning({ id: practitionerProfiles.id });
  return { practitionerId: listing!.id, profileId: profile!.id };
}
