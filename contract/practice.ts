import { z } from 'zod';
import { ZNewPassword } from './auth';
import { ZTimeZone } from './progress';

/**
 * The practitioner side (docs/product/practice.md): provider signup, the practitioner's own profile
 * and its review by admins, practice settings, public profiles, consultation requests and reviews.
 * Fees travel as dollars (a number with at most two decimals) and are stored as whole cents.
 */

// ---- vocabularies ------------------------------------------------------------------------------

/** The 20 specialties of the profile form, in the order the pick-list shows them. */
export const PROFILE_SPECIALTIES = [
  'General Medicine',
  'Family Medicine',
  'Internal Medicine',
  'Functional Medicine',
  'Integrative Medicine',
  'Naturopathic Medicine',
  'Nutrition & Dietetics',
  'Acupuncture',
  'Chiropractic',
  'Mental Health Counseling',
  'Psychology',
  'Endocrinology',
  'Gastroenterology',
  'Rheumatology',
  'Neurology',
  'Pain Management',
  'Sleep Medicine',
  'Physical Therapy',
  "Women's Health",
  'Geriatrics',
] as const;
export const ZProfileSpecialty = z.enum(PROFILE_SPECIALTIES, { error: 'Choose a specialty from the list' });
export type TProfileSpecialty = z.infer<typeof ZProfileSpecialty>;

/** The 12 certifications of the profile form. */
export const CERTIFICATIONS = [
  'MD',
  'DO',
  'RN',
  'NP',
  'PA',
  'PharmD',
  'PT',
  'RD',
  'LCSW',
  'PhD',
  'PsyD',
  'Other',
] as const;
export const ZCertification = z.enum(CERTIFICATIONS, { error: 'Choose a certification from the list' });
export type TCertification = z.infer<typeof ZCertification>;

/** Languages a practitioner can list; English is the default. */
export const PRACTICE_LANGUAGES = [
  'English',
  'Spanish',
  'Mandarin',
  'Cantonese',
  'Vietnamese',
  'Tagalog',
  'Korean',
  'Arabic',
  'French',
  'German',
  'Portuguese',
  'Russian',
  'Hindi',
  'Japanese',
  'Italian',
  'Polish',
  'American Sign Language',
] as const;
export const ZPracticeLanguage = z.enum(PRACTICE_LANGUAGES, { error: 'Choose a language from the list' });
export type TPracticeLanguage = z.infer<typeof ZPracticeLanguage>;
export const DEFAULT_LANGUAGE: TPracticeLanguage = 'English';

/** The signup's specialty select: its values and labels, and the profile specialty each one starts. */
export const SIGNUP_SPECIALTIES = [
  { value: 'functional-medicine', label: 'Functional Medicine', profile: 'Functional Medicine' },
  { value: 'naturopathic', label: 'Naturopathic Medicine', profile: 'Naturopathic Medicine' },
  { value: 'integrative-medicine', label: 'Integrative Medicine', profile: 'Integrative Medicine' },
  { value: 'acupuncture', label: 'Acupuncture', profile: 'Acupuncture' },
  { value: 'chiropractic', label: 'Chiropractic', profile: 'Chiropractic' },
  { value: 'nutrition', label: 'Nutrition', profile: 'Nutrition & Dietetics' },
  { value: 'mental-health', label: 'Mental Health', profile: 'Mental Health Counseling' },
  { value: 'other', label: 'Other', profile: null },
] as const satisfies readonly { value: string; label: string; profile: TProfileSpecialty | null }[];
export const SIGNUP_SPECIALTY_VALUES = SIGNUP_SPECIALTIES.map((s) => s.value) as [
  (typeof SIGNUP_SPECIALTIES)[number]['value'],
  ...(typeof SIGNUP_SPECIALTIES)[number]['value'][],
];
export type TSignupSpecialty = (typeof SIGNUP_SPECIALTY_VALUES)[number];

/**
 * The directory's specialty filter (the 7 of contract/practitioners.ts) each profile specialty is
 * listed under; a specialty not named here is found by search and under 'all'.
 */
export const DIRECTORY_CATEGORY_OF: Partial<Record<TProfileSpecialty, string>> = {
  'Functional Medicine': 'Functional Medicine Physician',
  'Naturopathic Medicine': 'Naturopathic Doctor',
  'Integrative Medicine': 'Integrative Medicine',
  'Nutrition & Dietetics': 'Nutrition Specialist',
  Acupuncture: 'Acupuncturist',
  Chiropractic: 'Chiropractor',
  'Mental Health Counseling': 'Mental Health Counselor',
  Psychology: 'Mental Health Counselor',
};

/** US states and DC, for the licence state. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const ZUsState = z.enum(US_STATES, { error: 'Choose the state that issued your licence' });

// ---- numbers and messages ----------------------------------------------------------------------

export const PRACTICE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 30,
  bioMin: 50,
  bioMax: 2000,
  experienceMax: 70,
  locationMin: 5,
  locationMax: 200,
  availableHoursMin: 10,
  availableHoursMax: 300,
  educationMin: 10,
  educationMax: 500,
  websiteMax: 300,
  credentialsMax: 100,
  licenseNumberMin: 3,
  licenseNumberMax: 30,
  insuranceMax: 300,
  /** Highest fee, in dollars. */
  feeMaxDollars: 10_000,
  /** The practice trial, in days (the catalogue's practice plans say the same). */
  trialDays: 14,
  /** Review of an application, in business days, as the screens say. */
  reviewBusinessDays: '3-5',
  rejectionReasonMin: 10,
  rejectionReasonMax: 1000,
  requestReasonMin: 10,
  requestReasonMax: 1000,
  requestTimesMin: 3,
  requestTimesMax: 300,
  requestNoteMax: 1000,
  /** Consultation requests one patient may send per day, across practitioners. */
  requestsPerDay: 5,
  reviewTextMin: 10,
  reviewTextMax: 2000,
  /** Window of the dashboard's counts, in days. */
  dashboardWindowDays: 30,
} as const;

export const PRACTICE_MESSAGES = {
  // Profile form (the first three as the form has always said them).
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  email: 'Invalid email address',
  phoneMin: 'Phone number must be at least 10 characters',
  specialtiesMin: 'Select at least one specialty',
  certificationsMin: 'Select at least one certification',
  languagesMin: 'Select at least one language',
  bioMin: 'Bio must be at least 50 characters',
  bioMax: 'Bio must be 2,000 characters or less',
  experience: 'Experience must be positive',
  experienceMax: 'Experience must be 70 years or less',
  locationMin: 'Location must be at least 5 characters',
  zipCode: 'Enter the 5-digit ZIP code of your practice',
  unknownZip: "We couldn't find this ZIP code. Check the ZIP code of your practice.",
  fee: 'Consultation fee must be a positive amount',
  feeCents: 'Consultation fee can have at most two decimals',
  feeMax: 'Consultation fee must be $10,000 or less',
  availableHoursMin: 'Available hours must be at least 10 characters',
  educationMin: 'Education must be at least 10 characters',
  website: 'Website must be a valid URL (https://…) or empty',
  licenseNumber: 'Licence number must be 3 to 30 letters, digits or dashes',
  // Toasts of the profile screen.
  profileCreated: 'Profile Created',
  profileCreatedDescription: 'Your profile has been submitted for review.',
  profileUpdated: 'Profile Updated',
  profileUpdatedDescription: 'Your changes have been submitted for review.',
  profileCreateFailed: 'Failed to Create Profile',
  profileUpdateFailed: 'Failed to Update Profile',
  profileExists: 'Your profile already exists. Edit it instead.',
  noProfile: 'You have no practitioner profile yet.',
  photoMissing: 'Choose a photo to upload.',
  underReview: 'Your application is under review',
  reviewTime: 'Review takes 3-5 business days.',
  // Practice settings.
  settingsUpdated: 'Settings Updated',
  settingsUpdatedDescription: 'Your practice settings have been saved successfully.',
  settingsFailedTitle: 'Error',
  settingsFailed: 'Failed to update settings. Please try again.',
  // Provider signup.
  missingInfoTitle: 'Missing Information',
  missingInfo: 'Please fill in all required fields.',
  passwordMismatchTitle: 'Password Mismatch',
  passwordMismatch: 'Passwords do not match',
  professionalRequiredTitle: 'Professional Information Required',
  professionalRequired: 'Please provide your specialty and credentials.',
  agreementTitle: 'Agreement Required',
  agreement: 'Please agree to the terms and privacy policy.',
  signupSucceeded: 'Account Created Successfully!',
  signupSucceededDescription: 'Welcome to Infinite Wellness. Your 14-day free trial has started.',
  signupFailedTitle: 'Error',
  signupFailed: 'Failed to create account. Please try again.',
  // Provider sign-in.
  notAPractitioner:
    'This account is a member account. Sign in on the member sign-in page, or create a provider account.',
  // Admin review.
  rejectionReason: 'Give a reason of at least 10 characters; the practitioner will read it',
  notPending: 'This application is not waiting for review.',
  applicationApproved: 'Application Approved',
  applicationApprovedDescription:
    'The profile is live in the directory and the practitioner has been emailed.',
  applicationRejected: 'Application Rejected',
  applicationRejectedDescription: 'The practitioner has been emailed your reason.',
  decisionFailed: 'Decision Not Saved',
  noApplications: 'No applications waiting',
  // Consultation requests.
  requestReason: 'Tell the practitioner in at least 10 characters what you would like help with',
  requestTimes: 'Tell the practitioner when you could meet',
  requestSent: 'Request Sent',
  requestSentDescription: 'The practitioner will answer by email and on this page.',
  requestFailed: 'Request Not Sent',
  requestDemo: 'This is a demo listing: it cannot receive consultation requests.',
  requestNotAccepting: 'This practitioner is not accepting new patients right now.',
  requestNoVideo: 'This practitioner does not offer video consultations.',
  requestPending: 'You already have a request waiting with this practitioner.',
  requestRateLimited: "You've sent several consultation requests today. Please try again tomorrow.",
  proposedTime: 'Propose a time in the future',
  requestAnswered: 'This request has already been answered.',
  requestNotFound: 'Consultation request not found',
  requestNotPending: 'Only a request waiting for an answer can be cancelled.',
  requestOwnListing: 'You cannot request a consultation with your own practice.',
  sharedInsightsNone: 'No insights yet: too few days logged in the last 30 days.',
  // Reviews.
  reviewRating: 'Choose a rating from 1 to 5 stars',
  reviewText: 'Write at least 10 characters',
  reviewNotAllowed: 'You can review a practitioner after they accept one of your consultation requests.',
  reviewExists: 'You have already reviewed this practitioner.',
  reviewDemo: 'This is a demo listing: it cannot receive reviews.',
  reviewOwn: 'You cannot review your own practice.',
  reviewPosted: 'Review Posted',
  reviewPostedDescription: 'Thank you. Your review now shows on this profile.',
  reviewFailed: 'Review Not Posted',
  reviewRemoved: 'Review Removed',
  notFound: 'Practitioner not found',
} as const;

// ---- money -------------------------------------------------------------------------------------

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A fee in dollars: a number from 0 to 10,000 with at most two decimals ('150', '150.5', 150.25). */
export const ZFeeDollars = z.coerce
  .number({ error: PRACTICE_MESSAGES.fee })
  .refine(Number.isFinite, PRACTICE_MESSAGES.fee)
  .refine((v) => v >= 0, PRACTICE_MESSAGES.fee)
  .refine((v) => v <= PRACTICE_LIMITS.feeMaxDollars, PRACTICE_MESSAGES.feeMax)
  .refine(hasAtMostTwoDecimals, PRACTICE_MESSAGES.feeCents);

/** An optional fee: '' or null means none set. */
export const ZOptionalFeeDollars = z.union([z.literal('').transform(() => null), z.null(), ZFeeDollars]);

// ---- plans -------------------------------------------------------------------------------------

export const PROVIDER_PLAN_TYPES = ['starter', 'professional'] as const;
export const ZProviderPlanType = z.enum(PROVIDER_PLAN_TYPES);
export type TProviderPlanType = z.infer<typeof ZProviderPlanType>;
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const ZBillingCycle = z.enum(BILLING_CYCLES);
export type TBillingCycle = z.infer<typeof ZBillingCycle>;

/** What each practice plan offers (the pricing cards of the landing and the signup's step 4). */
export const PROVIDER_PLAN_FEATURES: Record<
  TProviderPlanType,
  { name: string; features: string[]; popular: boolean }
> = {
  starter: {
    name: 'Starter',
    features: ['Up to 50 patients', 'Video consultations', 'Basic analytics'],
    popular: true,
  },
  professional: {
    name: 'Professional',
    features: ['Unlimited patients', 'Video consultations', 'Advanced analytics', 'Priority support'],
    popular: false,
  },
};

// ---- provider signup ---------------------------------------------------------------------------

const trimmedName = z.string().trim().max(PRACTICE_LIMITS.nameMax);
const ZLicenseNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{3,30}$/, PRACTICE_MESSAGES.licenseNumber);

const ZProviderAccountFields = z.object({
  firstName: trimmedName.min(PRACTICE_LIMITS.nameMin, PRACTICE_MESSAGES.firstNameMin),
  lastName: trimmedName.min(PRACTICE_LIMITS.nameMin, PRACTICE_MESSAGES.lastNameMin),
  email: z.string().trim().toLowerCase().max(254).email(PRACTICE_MESSAGES.email),
  password: ZNewPassword,
  confirmPassword: z.string(),
});

/** Step 1: the account. */
export const ZProviderSignupAccount = ZProviderAccountFields.refine((v) => v.password === v.confirmPassword, {
  message: PRACTICE_MESSAGES.passwordMismatch,
  path: ['confirmPassword'],
});

/** Step 2: professional details. Specialty and credentials are required. */
export const ZProviderSignupProfessional = z.object({
  specialty: z.enum(SIGNUP_SPECIALTY_VALUES, { error: PRACTICE_MESSAGES.professionalRequired }),
  credentials: z
    .string()
    .trim()
    .min(1, PRACTICE_MESSAGES.professionalRequired)
    .max(PRACTICE_LIMITS.credentialsMax),
  yearsExperience: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z.coerce
      .number({ error: PRACTICE_MESSAGES.experience })
      .int(PRACTICE_MESSAGES.experience)
      .min(0, PRACTICE_MESSAGES.experience)
      .max(PRACTICE_LIMITS.experienceMax, PRACTICE_MESSAGES.experienceMax),
  ]),
  licenseState: z.union([z.literal('').transform(() => null), z.null(), ZUsState]),
  licenseNumber: z.union([z.literal('').transform(() => null), z.null(), ZLicenseNumber]),
  bio: z.string().trim().max(PRACTICE_LIMITS.bioMax, PRACTICE_MESSAGES.bioMax).default(''),
});

/** Step 3: the practice. No field is required. */
export const ZProviderSignupPractice = z.object({
  consultationFee: ZOptionalFeeDollars.default(null),
  availableForVideo: z.boolean().default(false),
  acceptingNewPatients: z.boolean().default(true),
  languages: z.array(ZPracticeLanguage).max(PRACTICE_LANGUAGES.length).default([DEFAULT_LANGUAGE]),
  insurance: z.string().trim().max(PRACTICE_LIMITS.insuranceMax).default(''),
});

/** Step 4: plan and agreements. */
export const ZProviderSignupPlan = z.object({
  planType: ZProviderPlanType.default('starter'),
  billingCycle: ZBillingCycle.default('monthly'),
  agreeToTerms: z.boolean().refine((v) => v === true, PRACTICE_MESSAGES.agreement),
  agreeToPrivacy: z.boolean().refine((v) => v === true, PRACTICE_MESSAGES.agreement),
});

/** `POST /api/providers/signup`: the four steps together. */
export const ZProviderSignupRequest = z
  .object({
    ...ZProviderAccountFields.shape,
    ...ZProviderSignupProfessional.shape,
    ...ZProviderSignupPractice.shape,
    ...ZProviderSignupPlan.shape,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PRACTICE_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type TProviderSignupRequest = z.input<typeof ZProviderSignupRequest>;

export const ZProviderSignupResponse = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  role: z.literal('practitioner'),
  practitionerId: z.string(),
  plan: z.string(),
  trialEndsAt: z.string(),
});
export type TProviderSignupResponse = z.infer<typeof ZProviderSignupResponse>;

// ---- the practitioner's own profile --------------------------------------------------------------

export const APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

const uniqueList = <T extends z.ZodTypeAny>(item: T, min: number, message: string, max: number) =>
  z
    .array(item)
    .min(min, message)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'Each entry can be chosen once');

/** `POST` and `PUT /api/practitioners/profile`: the profile form's fields. */
export const ZPractitionerProfileInput = z.object({
  firstName: trimmedName.min(PRACTICE_LIMITS.nameMin, PRACTICE_MESSAGES.firstNameMin),
  lastName: trimmedName.min(PRACTICE_LIMITS.nameMin, PRACTICE_MESSAGES.lastNameMin),
  email: z.string().trim().toLowerCase().max(254).email(PRACTICE_MESSAGES.email),
  phone: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.phoneMin, PRACTICE_MESSAGES.phoneMin)
    .max(PRACTICE_LIMITS.phoneMax),
  specialties: uniqueList(ZProfileSpecialty, 1, PRACTICE_MESSAGES.specialtiesMin, PROFILE_SPECIALTIES.length),
  certifications: uniqueList(ZCertification, 1, PRACTICE_MESSAGES.certificationsMin, CERTIFICATIONS.length),
  bio: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.bioMin, PRACTICE_MESSAGES.bioMin)
    .max(PRACTICE_LIMITS.bioMax, PRACTICE_MESSAGES.bioMax),
  experience: z.coerce
    .number({ error: PRACTICE_MESSAGES.experience })
    .int(PRACTICE_MESSAGES.experience)
    .min(0, PRACTICE_MESSAGES.experience)
    .max(PRACTICE_LIMITS.experienceMax, PRACTICE_MESSAGES.experienceMax),
  location: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.locationMin, PRACTICE_MESSAGES.locationMin)
    .max(PRACTICE_LIMITS.locationMax),
  /** The practice's ZIP code: where the directory measures distances from. */
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, PRACTICE_MESSAGES.zipCode),
  consultationFee: ZFeeDollars,
  availableHours: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.availableHoursMin, PRACTICE_MESSAGES.availableHoursMin)
    .max(PRACTICE_LIMITS.availableHoursMax),
  languagesSpoken: uniqueList(
    ZPracticeLanguage,
    1,
    PRACTICE_MESSAGES.languagesMin,
    PRACTICE_LANGUAGES.length,
  ),
  education: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.educationMin, PRACTICE_MESSAGES.educationMin)
    .max(PRACTICE_LIMITS.educationMax),
  acceptsInsurance: z.boolean().default(false),
  telehealth: z.boolean().default(false),
  website: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(PRACTICE_LIMITS.websiteMax, PRACTICE_MESSAGES.website)
      .url(PRACTICE_MESSAGES.website)
      .refine((v) => /^https?:\/\//i.test(v), PRACTICE_MESSAGES.website),
  ]),
  licenseState: ZUsState,
  licenseNumber: ZLicenseNumber,
});
export type TPractitionerProfileInput = z.input<typeof ZPractitionerProfileInput>;

/** `GET /api/practitioners/profile`: the working copy, its review state and the read-only figures. */
export const ZPractitionerProfile = z.object({
  practitionerId: z.string(),
  status: ZApplicationStatus,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** True once an approved version is listed in the directory (it stays listed while edits are reviewed). */
  isLive: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  specialties: z.array(z.string()),
  certifications: z.array(z.string()),
  bio: z.string(),
  experience: z.number().int().nullable(),
  location: z.string(),
  zipCode: z.string(),
  /** Dollars; null when not set yet. */
  consultationFee: z.number().nullable(),
  availableHours: z.string(),
  languagesSpoken: z.array(z.string()),
  education: z.string(),
  acceptsInsurance: z.boolean(),
  insurance: z.string(),
  telehealth: z.boolean(),
  website: z.string(),
  licenseState: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.string(),
  reviewCount: z.number().int(),
  totalConsultations: z.number().int(),
});
export type TPractitionerProfile = z.infer<typeof ZPractitionerProfile>;

/** `GET /api/practitioners/application-status`. */
export const ZApplicationStatusResponse = z.object({
  status: z.union([ZApplicationStatus, z.literal('none')]),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponse>;

// ---- admin review ------------------------------------------------------------------------------

export const ZPractitionerApplication = ZPractitionerProfile.extend({
  id: z.string(),
  userId: z.string(),
  accountEmail: z.string(),
  createdAt: z.string(),
});
export type TPractitionerApplication = z.infer<typeof ZPractitionerApplication>;
export const ZPractitionerApplicationList = z.array(ZPractitionerApplication);

export const ZRejectApplicationRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.rejectionReasonMin, PRACTICE_MESSAGES.rejectionReason)
    .max(PRACTICE_LIMITS.rejectionReasonMax),
});

// ---- practice settings -------------------------------------------------------------------------

/** `GET /api/practitioners/{id}/settings`. */
export const ZPracticeSettings = z.object({
  availableForVideo: z.boolean(),
  /** Dollars per hour; null when none is set. */
  consultationFee: z.number().nullable(),
  acceptingNewPatients: z.boolean(),
});
export type TPracticeSettings = z.infer<typeof ZPracticeSettings>;

/** `PUT /api/practitioners/{id}/settings`: the fee as a number or a string ('' clears it). */
export const ZPracticeSettingsInput = z.object({
  availableForVideo: z.boolean(),
  consultationFee: ZOptionalFeeDollars,
  acceptingNewPatients: z.boolean(),
});
export type TPracticeSettingsInput = z.input<typeof ZPracticeSettingsInput>;

/** `GET /api/practitioners/me`: the signed-in practitioner's own listing id (the id the practice screens use). */
export const ZOwnPractice = z.object({ practitionerId: z.string() });
export type TOwnPractice = z.infer<typeof ZOwnPractice>;

// ---- public profile and reviews ----------------------------------------------------------------

export const ZPractitionerReview = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** First name and last initial ('Maya R.'). */
  authorName: z.string(),
  createdAt: z.string(),
});
export type TPractitionerReview = z.infer<typeof ZPractitionerReview>;

export const ZReviewInput = z.object({
  rating: z.coerce
    .number({ error: PRACTICE_MESSAGES.reviewRating })
    .int(PRACTICE_MESSAGES.reviewRating)
    .min(1, PRACTICE_MESSAGES.reviewRating)
    .max(5, PRACTICE_MESSAGES.reviewRating),
  text: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.reviewTextMin, PRACTICE_MESSAGES.reviewText)
    .max(PRACTICE_LIMITS.reviewTextMax),
});
export type TReviewInput = z.input<typeof ZReviewInput>;

/** `GET /api/practitioner-profiles/{id}`: an approved listing as patients see it. */
export const ZPublicPractitionerProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.string(),
  specialties: z.array(z.string()),
  credentials: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  bio: z.string(),
  experience: z.number().int().nullable(),
  education: z.string(),
  languages: z.array(z.string()),
  conditionsTreated: z.array(z.string()),
  /** Dollars per session. */
  consultationFee: z.number(),
  availableForVideo: z.boolean(),
  acceptingNewPatients: z.boolean(),
  availableHours: z.string(),
  acceptsInsurance: z.boolean(),
  insurance: z.string(),
  website: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  isVerified: z.boolean(),
  isDemo: z.boolean(),
  rating: z.string(),
  reviewCount: z.number().int(),
  reviews: z.array(ZPractitionerReview),
  /** The signed-in viewer's own review of this practitioner, wherever it sits in the list; null otherwise. */
  myReview: ZPractitionerReview.nullable(),
  /** Miles from the signed-in viewer's ZIP code; null signed out or when unknown. */
  distance: z.number().nullable(),
});
export type TPublicPractitionerProfile = z.infer<typeof ZPublicPractitionerProfile>;

// ---- consultation requests ---------------------------------------------------------------------

export const CONSULTATION_MODES = ['video', 'in_person'] as const;
export const ZConsultationMode = z.enum(CONSULTATION_MODES);
export const CONSULTATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export const ZConsultationStatus = z.enum(CONSULTATION_STATUSES);
export type TConsultationStatus = z.infer<typeof ZConsultationStatus>;

/** The records a patient may choose to share with a request. */
export const ZConsultationShare = z.object({
  symptoms: z.boolean().default(false),
  checkIns: z.boolean().default(false),
  insights: z.boolean().default(false),
});

/** `POST /api/practitioners/{id}/consultation-requests`. */
export const ZConsultationRequestInput = z.object({
  reason: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.requestReasonMin, PRACTICE_MESSAGES.requestReason)
    .max(PRACTICE_LIMITS.requestReasonMax),
  preferredTimes: z
    .string()
    .trim()
    .min(PRACTICE_LIMITS.requestTimesMin, PRACTICE_MESSAGES.requestTimes)
    .max(PRACTICE_LIMITS.requestTimesMax),
  mode: ZConsultationMode,
  share: ZConsultationShare.default({ symptoms: false, checkIns: false, insights: false }),
  /** The patient's IANA time zone: the shared records' 30 days are their calendar days. */
  timeZone: ZTimeZone.default('UTC'),
});
export type TConsultationRequestInput = z.input<typeof ZConsultationRequestInput>;

/** What the patient sees of their own request. */
export const ZConsultationRequest = z.object({
  id: z.string(),
  practitionerId: z.string(),
  practitionerName: z.string(),
  mode: ZConsultationMode,
  status: ZConsultationStatus,
  priority: z.boolean(),
  reason: z.string(),
  preferredTimes: z.string(),
  proposedTime: z.string().nullable(),
  practitionerNote: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  /** True when the patient may still review this practitioner (accepted, not reviewed yet). */
  canReview: z.boolean(),
});
export type TConsultationRequest = z.infer<typeof ZConsultationRequest>;
export const ZConsultationRequestList = z.array(ZConsultationRequest);

/** The records shared with a request, as taken when it was sent. */
export const ZSharedRecords = z.object({
  symptoms: z
    .object({
      days: z.number().int(),
      entries: z.number().int(),
      top: z.array(z.object({ name: z.string(), count: z.number().int(), averageSeverity: z.number() })),
    })
    .nullable(),
  checkIns: z
    .object({
      days: z.number().int(),
      count: z.number().int(),
      averages: z.record(z.string(), z.number()),
    })
    .nullable(),
  insights: z.object({ summary: z.string() }).nullable(),
});
export type TSharedRecords = z.infer<typeof ZSharedRecords>;

/** What the practitioner sees of a request sent to them. */
export const ZIncomingConsultationRequest = ZConsultationRequest.omit({
  practitionerId: true,
  practitionerName: true,
  canReview: true,
}).extend({
  patientName: z.string(),
  shared: ZSharedRecords,
});
export type TIncomingConsultationRequest = z.infer<typeof ZIncomingConsultationRequest>;
export const ZIncomingConsultationRequestList = z.array(ZIncomingConsultationRequest);

export const ZAcceptConsultationRequest = z.object({
  proposedTime: z.string().datetime({ offset: true, error: PRACTICE_MESSAGES.proposedTime }),
  note: z.string().trim().max(PRACTICE_LIMITS.requestNoteMax).default(''),
});
export const ZDeclineConsultationRequest = z.object({
  note: z.string().trim().max(PRACTICE_LIMITS.requestNoteMax).default(''),
});

// ---- the provider dashboard --------------------------------------------------------------------

/** `GET /api/provider/dashboard`. */
export const ZProviderDashboard = z.object({
  practitionerId: z.string(),
  firstName: z.string(),
  status: ZApplicationStatus,
  isLive: z.boolean(),
  rejectionReason: z.string().nullable(),
  planType: ZProviderPlanType,
  billingCycle: ZBillingCycle,
  planName: z.string(),
  trialEndsAt: z.string().nullable(),
  /** Whole days left in the trial (0 on its last day's end); null when no trial runs. */
  trialDaysLeft: z.number().int().nullable(),
  /** Whether the practice plan is paid (after the trial, through the checkout). */
  planPaid: z.boolean(),
  profileViews30d: z.number().int(),
  requests30d: z.number().int(),
  pendingRequests: z.number().int(),
  acceptingNewPatients: z.boolean(),
  availableForVideo: z.boolean(),
});
export type TProviderDashboard = z.infer<typeof ZProviderDashboard>;

// ---- the provider landing ----------------------------------------------------------------------

/**
 * The provider landing shows a figure only once it is large enough to mean something; below, the
 * figure is left out (docs/product/practice.md#provider-landing-and-signup).
 */
export const PROVIDER_STATS_MINIMUMS = { members: 1000, practitioners: 25 } as const;

/** `GET /api/providers/stats`: real counts rounded down to a friendly figure, null below the minimum. */
export const ZProviderStats = z.object({
  /** Member accounts. */
  members: z.number().int().nullable(),
  /** Practitioners listed in the directory after review (demo listings not counted). */
  practitioners: z.number().int().nullable(),
});
export type TProviderStats = z.infer<typeof ZProviderStats>;
