import {
  DEFAULT_LANGUAGE,
  PRACTICE_MESSAGES,
  type TPractitionerProfile,
  type TPractitionerProfileInput,
  ZFeeDollars,
  ZPractitionerProfileInput,
} from '@contract/practice';
import { z } from 'zod';

/**
 * The profile form's rules (docs/product/practice.md#profile-and-review): the contract's schema with
 * the two numbers typed as text (an empty box is an error, not 0), the four tabs and which fields each
 * holds, and the pick-lists' remaining options.
 */

/** A number typed in a box, checked by the contract's schema; an empty box is an error, not 0. */
const typedNumber = (schema: z.ZodType<number, unknown>, emptyMessage: string) =>
  z
    .string()
    .trim()
    .min(1, emptyMessage)
    .transform((text, ctx) => {
      const parsed = schema.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

export const ZProfileForm = ZPractitionerProfileInput.extend({
  experience: typedNumber(ZPractitionerProfileInput.shape.experience, PRACTICE_MESSAGES.experience),
  consultationFee: typedNumber(ZFeeDollars, PRACTICE_MESSAGES.fee),
  licenseState: z.string().pipe(ZPractitionerProfileInput.shape.licenseState),
  acceptsInsurance: z.boolean(),
  telehealth: z.boolean(),
});
export type ProfileFormInput = z.input<typeof ZProfileForm>;
export type ProfileFormValues = z.output<typeof ZProfileForm>;
export type ProfileFieldName = keyof ProfileFormInput;

export const PROFILE_TABS = [
  { id: 'basic', label: 'Basic Info', fields: ['firstName', 'lastName', 'email', 'phone', 'bio'] },
  {
    id: 'professional',
    label: 'Professional',
    fields: ['specialties', 'certifications', 'experience', 'education', 'licenseState', 'licenseNumber'],
  },
  {
    id: 'practice',
    label: 'Practice',
    fields: ['location', 'zipCode', 'consultationFee', 'availableHours', 'telehealth', 'acceptsInsurance'],
  },
  { id: 'additional', label: 'Additional', fields: ['languagesSpoken', 'website'] },
] as const satisfies readonly { id: string; label: string; fields: readonly ProfileFieldName[] }[];
export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

/** Every field in the order the tabs show them. */
export const FIELD_ORDER: readonly ProfileFieldName[] = PROFILE_TABS.flatMap((tab) => tab.fields);

/** The id of a field's control, for labels and for focusing the first invalid one. */
export const fieldId = (name: ProfileFieldName) => `practice-${name}`;

export function tabOfField(name: string): ProfileTabId | null {
  return PROFILE_TABS.find((tab) => (tab.fields as readonly string[]).includes(name))?.id ?? null;
}

/** The tabs holding at least one of the fields named (error keys), in tab order. */
export function tabsWithErrors(fieldNames: readonly string[]): ProfileTabId[] {
  return PROFILE_TABS.filter((tab) => tab.fields.some((field) => fieldNames.includes(field))).map(
    (tab) => tab.id,
  );
}

/** The first field with an error in the order the tabs show them, or null. */
export function firstInvalidField(fieldNames: readonly string[]): ProfileFieldName | null {
  return FIELD_ORDER.find((field) => fieldNames.includes(field)) ?? null;
}

/** A pick-list's options without the entries already chosen, in the list's order. */
export function remainingOptions<T extends string>(all: readonly T[], chosen: readonly string[]): T[] {
  return all.filter((option) => !chosen.includes(option));
}

/** Languages: at least one stays, so the last cannot be removed. */
export const canRemoveLanguage = (languages: readonly string[]) => languages.length > 1;

/** The form filled from the working copy (a draft signup made, or a submitted profile), or empty. */
export function profileFormDefaults(
  profile: TPractitionerProfile | null,
  account: { firstName?: string; lastName?: string; email?: string } = {},
): ProfileFormInput {
  return {
    firstName: profile?.firstName ?? account.firstName ?? '',
    lastName: profile?.lastName ?? account.lastName ?? '',
    email: profile?.email ?? account.email ?? '',
    phone: profile?.phone ?? '',
    specialties: (profile?.specialties ?? []) as ProfileFormInput['specialties'],
    certifications: (profile?.certifications ?? []) as ProfileFormInput['certifications'],
    bio: profile?.bio ?? '',
    experience: profile?.experience == null ? '' : String(profile.experience),
    location: profile?.location ?? '',
    zipCode: profile?.zipCode ?? '',
    consultationFee: profile?.consultationFee == null ? '' : profile.consultationFee.toFixed(2),
    availableHours: profile?.availableHours ?? '',
    languagesSpoken: (profile?.languagesSpoken.length
      ? profile.languagesSpoken
      : [DEFAULT_LANGUAGE]) as ProfileFormInput['languagesSpoken'],
    education: profile?.education ?? '',
    acceptsInsurance: profile?.acceptsInsurance ?? false,
    telehealth: profile?.telehealth ?? false,
    website: profile?.website ?? '',
    licenseState: profile?.licenseState ?? '',
    licenseNumber: profile?.licenseNumber ?? '',
  };
}

/** The request body from the checked form. */
export function toProfileInput(values: ProfileFormValues): TPractitionerProfileInput {
  return { ...values };
}

/** Never submitted (no profile, or the draft signup made): the form creates; otherwise it updates. */
export const isFirstSubmission = (profile: TPractitionerProfile | null) =>
  profile === null || profile.status === 'draft';
