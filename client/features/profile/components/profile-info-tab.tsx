import { ApiError } from '@client/api/http';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import { splitList } from '@common/profile';
import {
  emailChangePendingMessage,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
  type TProfile,
  ZUpdateProfileRequest,
} from '@contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateProfile } from '../hooks';

/** Comma-separated text in the form, a list in the contract. */
const listField = (schema: (typeof ZUpdateProfileRequest.shape)['allergies']) =>
  z.string().transform(splitList).pipe(schema.unwrap());

export const ZProfileForm = ZUpdateProfileRequest.extend({
  phoneNumber: z.string().trim().max(PROFILE_LIMITS.phoneMax),
  dateOfBirth: ZUpdateProfileRequest.shape.dateOfBirth.unwrap().unwrap(),
  medicalConditions: listField(ZUpdateProfileRequest.shape.medicalConditions),
  medications: listField(ZUpdateProfileRequest.shape.medications),
  allergies: listField(ZUpdateProfileRequest.shape.allergies),
  zipCode: ZUpdateProfileRequest.shape.zipCode.unwrap().unwrap(),
});
type ProfileFormInput = z.input<typeof ZProfileForm>;
type ProfileFormValues = z.output<typeof ZProfileForm>;
const LIST_FIELDS = ['medicalConditions', 'medications', 'allergies'] as const;

export const profileFormDefaults = (profile: TProfile): ProfileFormInput => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber ?? '',
  dateOfBirth: profile.dateOfBirth ?? '',
  zipCode: profile.zipCode ?? '',
  medicalConditions: profile.medicalConditions.join(', '),
  medications: profile.medications.join(', '),
  allergies: profile.allergies.join(', '),
  currentPassword: '',
});

/** A list field's message: on the field itself, or on one of its items. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const item of Object.values(error)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string')
      return item.message;
  }
  return undefined;
}

/** The Profile Information tab (docs/product/profile.md#profile-information). */
export function ProfileInfoTab({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: profileFormDefaults(profile),
  });
  const { errors } = form.formState;
  // A new email needs the current password (docs/product/accounts.md#changing-the-email).
  const isEmailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== profile.email;

  const onSubmit = async (values: ProfileFormValues) => {
    const { currentPassword, ...rest } = values;
    const isChangingEmail = values.email !== profile.email;
    let saved: TProfile;
    try {
      saved = await update.mutateAsync(
        isChangingEmail && currentPassword ? { ...rest, currentPassword } : rest,
      );
      form.reset(profileFormDefaults(saved));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field.split('.')[0] as keyof ProfileFormInput;
          if (name in profileFormDefaults(profile)) form.setError(name, { message });
        }
      }
      toast({
        title: PROFILE_TOASTS.updateFailed.title,
        description: PROFILE_TOASTS.updateFailed.description,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: PROFILE_TOASTS.updated.title,
      ...(isChangingEmail && saved.pendingEmail
        ? { description: emailChangePendingMessage(saved.pendingEmail) }
        : {}),
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-5"
      aria-label="Profile information"
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField id="profile-first-name" label="First name" error={errors.firstName?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...form.register('firstName')}
              autoComplete="given-name"
              maxLength={PROFILE_LIMITS.nameMax}
            />
          )}
        </FormField>
        <FormField id="profile-last-name" label="Last name" error={errors.lastName?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...form.register('lastName')}
              autoComplete="family-name"
              maxLength={PROFILE_LIMITS.nameMax}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="profile-email"
        label="Email"
        hint="You sign in with this address."
        error={errors.email?.message}
      >
        {(aria) => <Input {...aria} {...form.register('email')} type="email" autoComplete="email" />}
      </FormField>
      {profile.pendingEmail && (
        <p role="status" className="rounded-xl bg-surface-muted p-3 text-sm text-ink">
          {emailChangePendingMessage(profile.pendingEmail)}
        </p>
      )}
      {(isEmailChanged || errors.currentPassword) && (
        <FormField
          id="profile-current-password"
          label="Current password"
          hint={PROFILE_MESSAGES.emailChangePasswordHint}
          error={errors.currentPassword?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...form.register('currentPassword')}
              type="password"
              autoComplete="current-password"
              maxLength={128}
            />
          )}
        </FormField>
      )}
      <FormField id="profile-phone" label="Phone number (optional)" error={errors.phoneNumber?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register('phoneNumber')}
            type="tel"
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phoneMax}
          />
        )}
      </FormField>
      <FormField id="profile-dob" label="Date of birth (optional)" error={errors.dateOfBirth?.message}>
        {(aria) => <Input {...aria} {...form.register('dateOfBirth')} type="date" autoComplete="bday" />}
      </FormField>
      <FormField
        id="profile-zip"
        label="ZIP code"
        hint="Five digits (ZIP+4 works too). Distances to practitioners are measured from here."
        error={errors.zipCode?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('zipCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
        )}
      </FormField>

      <fieldset className="space-y-4 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Health details (optional)</legend>
        <p className="text-sm text-ink-muted">
          Separate items with commas. Stored encrypted; only you can see them.
        </p>
        {LIST_FIELDS.map((name) => {
          const label = {
            medicalConditions: 'Medical conditions',
            medications: 'Medications',
            allergies: 'Allergies',
          }[name];
          const placeholder = {
            medicalConditions: 'e.g. Asthma, Type 2 diabetes',
            medications: 'e.g. Metformin, Vitamin D',
            allergies: 'e.g. Penicillin, Peanuts',
          }[name];
          return (
            <FormField key={name} id={`profile-${name}`} label={label} error={listError(errors[name])}>
              {(aria) => <Textarea {...aria} {...form.register(name)} rows={2} placeholder={placeholder} />}
            </FormField>
          );
        })}
      </fieldset>

      <Button type="submit" block disabled={update.isPending} aria-busy={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
