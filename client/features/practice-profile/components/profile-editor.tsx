import { ApiError } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { cn } from '@client/ui/cn';
import { FieldError, FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { toast } from '@client/ui/use-toast';
import {
  CERTIFICATIONS,
  PRACTICE_LANGUAGES,
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  PROFILE_SPECIALTIES,
  type TPractitionerProfile,
  US_STATES,
} from '@contract/practice';
import { PROFILE_LIMITS, PROFILE_TOASTS } from '@contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { AlertCircle, Camera, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { failureReason, useProfilePhoto, useSaveProfile } from '../hooks';
import {
  canRemoveLanguage,
  fieldId,
  firstInvalidField,
  isFirstSubmission,
  PROFILE_TABS,
  type ProfileFieldName,
  type ProfileFormInput,
  type ProfileFormValues,
  type ProfileTabId,
  profileFormDefaults,
  remainingOptions,
  tabOfField,
  tabsWithErrors,
  toProfileInput,
  ZProfileForm,
} from '../profile-form';

const TAB_CLASSES = cn(
  'flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-ink-muted',
  'hover:bg-surface-raised/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

/** A list field's message: on the list itself, or on one of its items. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const item of Object.values(error)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string')
      return item.message;
  }
  return undefined;
}

type PickListProps = {
  name: ProfileFieldName;
  label: string;
  /** 'Add a specialty' */
  placeholder: string;
  options: readonly string[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  hint?: string;
  canRemove?: (chosen: readonly string[]) => boolean;
};

/** A select of the entries not chosen yet, and the chosen ones as chips with a remove button each. */
function PickList({
  name,
  label,
  placeholder,
  options,
  chosen,
  onChange,
  error,
  hint,
  canRemove,
}: PickListProps) {
  const id = fieldId(name);
  const remaining = remainingOptions(options, chosen);
  const removable = canRemove ? canRemove(chosen) : true;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {chosen.length > 0 ? (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="flex flex-wrap gap-2">
          {chosen.map((item) => (
            <li
              key={item}
              className="inline-flex min-h-9 items-center gap-1 rounded-pill border border-brand bg-brand-soft pr-1 pl-3 text-sm font-medium text-brand-ink"
            >
              {item}
              {removable ? (
                <button
                  type="button"
                  onClick={() => onChange(chosen.filter((c) => c !== item))}
                  aria-label={`Remove ${item}`}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              ) : (
                <span className="w-2" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <select
        id={id}
        value=""
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        disabled={remaining.length === 0}
        onChange={(event) => {
          if (event.target.value) onChange([...chosen, event.target.value]);
        }}
        className={`${fieldClasses} min-h-12`}
      >
        <option value="">{remaining.length === 0 ? 'All chosen' : placeholder}</option>
        {remaining.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </div>
  );
}

/** The photo: a preview (or initials), choose and remove; sent after the form is saved. */
function PhotoField({
  preview,
  initials,
  error,
  onChoose,
  onRemove,
}: {
  preview: string | null;
  initials: string;
  error?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  return (
    <div className="flex items-center gap-4">
      {preview ? (
        <img
          src={preview}
          alt="You, as patients will see you"
          className="h-20 w-20 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xl font-semibold text-brand-ink"
        >
          {initials || <Camera className="h-7 w-7" />}
        </span>
      )}
      <div className="min-w-0 space-y-2">
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="hidden"
          aria-hidden="true"
          tabIndex={-1}
          data-testid="practice-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="compact"
            onClick={() => inputRef.current?.click()}
            aria-describedby={error ? errorId : undefined}
          >
            {preview ? 'Change photo' : 'Upload a photo'}
          </Button>
          {preview ? (
            <Button variant="ghost" size="compact" onClick={onRemove}>
              Remove photo
            </Button>
          ) : null}
        </div>
        <FieldError id={error ? errorId : undefined} message={error} />
      </div>
    </div>
  );
}

type ProfileEditorProps = {
  profile: TPractitionerProfile | null;
  /** Leaves edit mode (after a save, or Cancel when there is a profile to go back to). */
  onDone: () => void;
};

/**
 * The tabbed create/edit form (docs/product/practice.md#profile-and-review): Basic Info, Professional,
 * Practice, Additional. A tab holding an error is marked, and submitting an invalid form opens the tab
 * of the first invalid field and focuses it.
 */
export function ProfileEditor({ profile, onDone }: ProfileEditorProps) {
  const user = useCurrentUser();
  const save = useSaveProfile();
  const photo = useProfilePhoto();
  const isFirst = isFirstSubmission(profile);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: profileFormDefaults(profile, {
      firstName: user?.firstName,
      lastName: user?.lastName,
      email: user?.email,
    }),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [tab, setTab] = useState<ProfileTabId>('basic');
  const [focusField, setFocusField] = useState<ProfileFieldName | null>(null);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [filePreview, setFilePreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photoFile) return;
    const url = URL.createObjectURL(photoFile);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photoFile]);

  // Once the invalid field's tab is shown, its control takes the focus.
  useEffect(() => {
    if (!focusField || tabOfField(focusField) !== tab) return;
    document.getElementById(fieldId(focusField))?.focus();
    setFocusField(null);
  }, [focusField, tab]);

  const errorNames = Object.keys(errors);
  const erroredTabs = tabsWithErrors(errorNames);

  const showFirstError = (names: string[]) => {
    const first = firstInvalidField(names);
    const firstTab = first ? tabOfField(first) : null;
    if (!first || !firstTab) return;
    setTab(firstTab);
    setFocusField(first);
  };

  const onInvalid = (invalid: FieldErrors<ProfileFormInput>) => showFirstError(Object.keys(invalid));

  const onSubmit = async (values: ProfileFormValues) => {
    const failedTitle = isFirst
      ? PRACTICE_MESSAGES.profileCreateFailed
      : PRACTICE_MESSAGES.profileUpdateFailed;
    try {
      await save.mutateAsync({ input: toProfileInput(values), isFirst });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const names = Object.keys(error.fields).filter((name) => tabOfField(name));
        for (const name of names)
          form.setError(name as ProfileFieldName, { type: 'server', message: error.fields[name] });
        showFirstError(names);
      }
      toast({ title: failedTitle, description: failureReason(error), variant: 'destructive' });
      return;
    }
    try {
      if (photoFile) await photo.mutateAsync({ upload: photoFile });
      else if (photoRemoved && profile?.profileImage) await photo.mutateAsync({ remove: true });
    } catch (error) {
      // The profile is saved; only the photo is not.
      toast({ title: failedTitle, description: failureReason(error), variant: 'destructive' });
      onDone();
      return;
    }
    toast(
      isFirst
        ? {
            title: PRACTICE_MESSAGES.profileCreated,
            description: PRACTICE_MESSAGES.profileCreatedDescription,
          }
        : {
            title: PRACTICE_MESSAGES.profileUpdated,
            description: PRACTICE_MESSAGES.profileUpdatedDescription,
          },
    );
    onDone();
  };

  const preview = filePreview ?? (photoRemoved ? null : (profile?.profileImage ?? null));
  const firstName = form.watch('firstName') ?? '';
  const lastName = form.watch('lastName') ?? '';
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  const isSaving = save.isPending || photo.isPending;

  const text = (
    name: Exclude<
      ProfileFieldName,
      'specialties' | 'certifications' | 'languagesSpoken' | 'acceptsInsurance' | 'telehealth'
    >,
    label: string,
    props: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]?.message}>
      {(aria) => <Input {...aria} {...form.register(name)} {...props} />}
    </FormField>
  );

  const toggle = (name: 'telehealth' | 'acceptsInsurance', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-12 items-center gap-3">
          <Checkbox
            id={fieldId(name)}
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
          <Label htmlFor={fieldId(name)}>{label}</Label>
        </div>
      )}
    />
  );

  const pickList = (
    name: 'specialties' | 'certifications' | 'languagesSpoken',
    label: string,
    placeholder: string,
    options: readonly string[],
    extra: Partial<PickListProps> = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PickList
          name={name}
          label={label}
          placeholder={placeholder}
          options={options}
          chosen={(field.value ?? []) as string[]}
          onChange={(next) => field.onChange(next)}
          error={listError(errors[name])}
          {...extra}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      aria-label={isFirst ? 'Create your practitioner profile' : 'Edit your practitioner profile'}
      className="space-y-4"
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ProfileTabId)}>
        <Tabs.List
          aria-label="Profile sections"
          className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
        >
          {PROFILE_TABS.map((t) => {
            const hasErrors = erroredTabs.includes(t.id);
            return (
              <Tabs.Trigger key={t.id} value={t.id} className={cn(TAB_CLASSES, hasErrors && 'text-bad')}>
                {t.label}
                {hasErrors ? (
                  <>
                    <AlertCircle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only"> (has errors)</span>
                  </>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        <Tabs.Content value="basic" className="space-y-4">
          <PhotoField
            preview={preview}
            initials={initials}
            error={photoError}
            onChoose={(file) => {
              if (file.size > PROFILE_LIMITS.avatarMaxBytes) {
                setPhotoError(PROFILE_TOASTS.avatarTooLarge.description);
                return;
              }
              setPhotoError(undefined);
              setPhotoFile(file);
              setPhotoRemoved(false);
            }}
            onRemove={() => {
              setPhotoFile(null);
              setFilePreview(null);
              setPhotoRemoved(true);
            }}
          />
          <div className="grid grid-cols-2 gap-3">
            {text('firstName', 'First name', {
              autoComplete: 'given-name',
              maxLength: PRACTICE_LIMITS.nameMax,
            })}
            {text('lastName', 'Last name', {
              autoComplete: 'family-name',
              maxLength: PRACTICE_LIMITS.nameMax,
            })}
          </div>
          {text('email', 'Practice email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', maxLength: PRACTICE_LIMITS.phoneMax })}
          <FormField
            id={fieldId('bio')}
            label="Bio"
            hint={`What you help people with, in ${PRACTICE_LIMITS.bioMin} to ${PRACTICE_LIMITS.bioMax.toLocaleString('en-US')} characters.`}
            error={errors.bio?.message}
          >
            {(aria) => (
              <Textarea {...aria} {...form.register('bio')} rows={5} maxLength={PRACTICE_LIMITS.bioMax} />
            )}
          </FormField>
        </Tabs.Content>

        <Tabs.Content value="professional" className="space-y-4">
          {pickList('specialties', 'Specialties', 'Add a specialty', PROFILE_SPECIALTIES)}
          {pickList('certifications', 'Certifications', 'Add a certification', CERTIFICATIONS)}
          {text('experience', 'Years of experience', {
            type: 'number',
            inputMode: 'numeric',
            min: 0,
            step: 1,
          })}
          <FormField
            id={fieldId('education')}
            label="Education"
            hint="Degrees and where you trained."
            error={errors.education?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('education')}
                rows={3}
                maxLength={PRACTICE_LIMITS.educationMax}
              />
            )}
          </FormField>
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            <FormField
              id={fieldId('licenseState')}
              label="Licence state"
              error={errors.licenseState?.message}
            >
              {(aria) => (
                <select {...aria} {...form.register('licenseState')} className={`${fieldClasses} min-h-12`}>
                  <option value="">State</option>
                  {US_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {text('licenseNumber', 'Licence number', { maxLength: PRACTICE_LIMITS.licenseNumberMax })}
          </div>
          <p className="text-sm text-ink-muted">Admins check your licence before your profile goes live.</p>
        </Tabs.Content>

        <Tabs.Content value="practice" className="space-y-4">
          {text('location', 'Practice address', {
            autoComplete: 'street-address',
            maxLength: PRACTICE_LIMITS.locationMax,
          })}
          {text(
            'zipCode',
            'ZIP code',
            { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
            'Patients nearby find you by distance from this ZIP code.',
          )}
          {text(
            'consultationFee',
            'Consultation fee ($)',
            { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, placeholder: '150.00' },
            'Per session, in US dollars.',
          )}
          <FormField
            id={fieldId('availableHours')}
            label="Available hours"
            hint="For example: Mon-Thu 9am-5pm, Fri 9am-1pm"
            error={errors.availableHours?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register('availableHours')}
                maxLength={PRACTICE_LIMITS.availableHoursMax}
              />
            )}
          </FormField>
          {toggle('telehealth', 'I offer video (telehealth) consultations')}
          {toggle('acceptsInsurance', 'I accept insurance')}
        </Tabs.Content>

        <Tabs.Content value="additional" className="space-y-4">
          {pickList('languagesSpoken', 'Languages', 'Add a language', PRACTICE_LANGUAGES, {
            canRemove: canRemoveLanguage,
            hint: 'At least one language stays on your profile.',
          })}
          {text(
            'website',
            'Website (optional)',
            { type: 'url', inputMode: 'url', placeholder: 'https://', maxLength: PRACTICE_LIMITS.websiteMax },
            undefined,
          )}
        </Tabs.Content>
      </Tabs.Root>

      {erroredTabs.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-bad">
          Please check the marked {erroredTabs.length === 1 ? 'section' : 'sections'}:{' '}
          {erroredTabs.map((id) => PROFILE_TABS.find((t) => t.id === id)?.label).join(', ')}.
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Saving...' : isFirst ? 'Submit for Review' : 'Save and Submit for Review'}
        </Button>
        {profile && !isFirst ? (
          <Button variant="outline" onClick={onDone} disabled={isSaving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
