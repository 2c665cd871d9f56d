import { PRICE_CATALOGUE, type TPlanCode } from '../contract/billing';
import {
  DIRECTORY_CATEGORY_OF,
  type TApplicationStatus,
  type TBillingCycle,
  type TPractitionerProfile,
  type TProfileSpecialty,
  type TProviderPlanType,
} from '../contract/practice';

/** Pure rules of the practice side (docs/product/practice.md). */

/** The directory categories of a list of profile specialties, without repeats, in order. */
export function directoryCategories(specialties: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of specialties) {
    const category = DIRECTORY_CATEGORY_OF[s as TProfileSpecialty];
    if (category && !out.includes(category)) out.push(category);
  }
  return out;
}

/** Whole cents from a dollar amount that has at most two decimals. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The catalogue's plan code of a practice plan and cycle. */
export function practicePlanCode(plan: TProviderPlanType, cycle: TBillingCycle): TPlanCode {
  return `${plan}_${cycle}` as TPlanCode;
}

/** The prices of a practice plan from the one catalogue, in cents. */
export function practicePlanPrices(plan: TProviderPlanType) {
  return {
    monthlyCents: PRICE_CATALOGUE[practicePlanCode(plan, 'monthly')].amountCents,
    yearlyCents: PRICE_CATALOGUE[practicePlanCode(plan, 'yearly')].amountCents,
  };
}

/**
 * Where a practitioner's photo is served, by its storage key (docs/product/practice.md#profile-and-review):
 * the working copy's photo for its owner and admins, and for everyone once it is a listing's image.
 */
export function practitionerPhotoUrl(key: string): string {
  return `/api/practitioner-photos/${encodeURIComponent(key)}`;
}

/** The stored working copy of a practitioner's profile, as the server reads it (fee in cents). */
export type WorkingCopy = {
  practitionerId: string;
  status: string;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialties: string[];
  certifications: string[];
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
  website: string;
  licenseState: string | null;
  licenseNumber: string | null;
  photoKey: string | null;
};

/** What the listing adds to a working copy's view: whether it is live, verified, and its figures. */
export type ListingFigures = Pick<
  TPractitionerProfile,
  'isLive' | 'isVerified' | 'rating' | 'reviewCount' | 'totalConsultations'
>;

/**
 * The working copy as its screens read it (the practitioner's own and the admins' review): one
 * mapping, so both show the same profile, the photo included (docs/product/practice.md#records).
 */
export function workingCopyView(row: WorkingCopy, listing: ListingFigures): TPractitionerProfile {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    practitionerId: row.practitionerId,
    status: row.status as TApplicationStatus,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    rejectionReason: row.rejectionReason,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    specialties: row.specialties,
    certifications: row.certifications,
    bio: row.bio,
    experience: row.experienceYears,
    location: row.location,
    zipCode: row.zipCode,
    consultationFee: row.consultationFeeCents === null ? null : centsToDollars(row.consultationFeeCents),
    availableHours: row.availableHours,
    languagesSpoken: row.languages,
    education: row.education,
    acceptsInsurance: row.acceptsInsurance,
    insurance: row.insurance,
    telehealth: row.telehealth,
    website: row.website,
    licenseState: row.licenseState,
    licenseNumber: row.licenseNumber,
    profileImage: row.photoKey ? practitionerPhotoUrl(row.photoKey) : null,
    ...listing,
  };
}
