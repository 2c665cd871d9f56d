import { ApiError } from '@client/api/http';
import { Button } from '@client/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/ui/card';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TPracticeSettings,
  ZOptionalFeeDollars,
} from '@contract/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Switch from '@radix-ui/react-switch';
import { Info, Users, Video } from 'lucide-react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSavePracticeSettings } from '../hooks';
import { settingsSummary } from '../summary';

/** The form keeps the fee as typed; it is checked only while video is on (the field is shown then). */
const ZSettingsForm = z
  .object({
    availableForVideo: z.boolean(),
    consultationFee: z.string(),
    acceptingNewPatients: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!values.availableForVideo) return;
    const fee = ZOptionalFeeDollars.safeParse(values.consultationFee.trim());
    if (!fee.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['consultationFee'],
        message: fee.error.issues[0]?.message ?? PRACTICE_MESSAGES.fee,
      });
    }
  });
type SettingsFormValues = z.infer<typeof ZSettingsForm>;

const formValues = (settings: TPracticeSettings): SettingsFormValues => ({
  availableForVideo: settings.availableForVideo,
  consultationFee: settings.consultationFee === null ? '' : settings.consultationFee.toFixed(2),
  acceptingNewPatients: settings.acceptingNewPatients,
});

const SWITCH_CLASSES =
  'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line-strong transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 data-[state=checked]:bg-brand';
const THUMB_CLASSES =
  'block h-5 w-5 translate-x-1 rounded-full bg-surface-raised shadow-raised transition-transform data-[state=checked]:translate-x-6';

/** A labelled on/off switch (role=switch with aria-checked, from Radix) bound to a boolean field. */
function SettingSwitch({
  control,
  name,
  id,
  label,
  hint,
  disabled,
}: {
  control: Control<SettingsFormValues>;
  name: 'availableForVideo' | 'acceptingNewPatients';
  id: string;
  label: string;
  hint: string;
  disabled: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch.Root
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            className={SWITCH_CLASSES}
          >
            <Switch.Thumb className={THUMB_CLASSES} />
          </Switch.Root>
        )}
      />
    </div>
  );
}

/**
 * The practice settings form (docs/product/practice.md#practice-settings): video and its hourly fee,
 * new patients, the status patients see now, and how video consultations work.
 */
export function PracticeSettingsForm({
  practitionerId,
  settings,
}: {
  practitionerId: string;
  settings: TPracticeSettings;
}) {
  const save = useSavePracticeSettings(practitionerId);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: formValues(settings),
  });
  const { errors, isDirty } = form.formState;
  const videoOn = form.watch('availableForVideo');

  const onSubmit = async (values: SettingsFormValues) => {
    try {
      const saved = await save.mutateAsync({
        availableForVideo: values.availableForVideo,
        // A hidden fee field is not saved: the fee stays as it was while video is off.
        consultationFee: values.availableForVideo ? values.consultationFee.trim() : settings.consultationFee,
        acceptingNewPatients: values.acceptingNewPatients,
      });
      form.reset(formValues(saved));
      toast({
        title: PRACTICE_MESSAGES.settingsUpdated,
        description: PRACTICE_MESSAGES.settingsUpdatedDescription,
      });
    } catch (error) {
      const feeError = error instanceof ApiError ? error.fields?.consultationFee : undefined;
      if (feeError) form.setError('consultationFee', { message: feeError });
      toast({
        title: PRACTICE_MESSAGES.settingsFailedTitle,
        description: PRACTICE_MESSAGES.settingsFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label="Practice settings"
      className="space-y-4"
    >
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Video className="h-5 w-5 text-brand-ink" aria-hidden="true" />
            Video Consultations
          </CardTitle>
          <CardDescription>Offer consultations by video to patients who cannot come in.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SettingSwitch
            control={form.control}
            name="availableForVideo"
            id="settings-video"
            label="Enable Video Calls"
            hint="Patients see on your profile that you offer video visits and can ask for one."
            disabled={save.isPending}
          />
          {videoOn ? (
            <FormField
              id="settings-fee"
              label="Consultation Fee ($)"
              hint="Your hourly rate, shown to patients. Leave it empty to keep your listed fee."
              error={errors.consultationFee?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...form.register('consultationFee')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={PRACTICE_LIMITS.feeMaxDollars}
                  step="0.01"
                  placeholder="150.00"
                />
              )}
            </FormField>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users className="h-5 w-5 text-brand-ink" aria-hidden="true" />
            Patient Availability
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SettingSwitch
            control={form.control}
            name="acceptingNewPatients"
            id="settings-accepting"
            label="Accepting New Patients"
            hint="When off, the directory and your profile say you are not accepting new patients, and new consultation requests are turned away."
            disabled={save.isPending}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Current Status</CardTitle>
          <CardDescription>What patients see now.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-line text-sm">
            {settingsSummary(settings).map((line) => (
              <div key={line.label} className="flex justify-between gap-4 py-2">
                <dt className="text-ink-muted">{line.label}</dt>
                <dd className="font-medium text-ink">{line.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <section
        aria-labelledby="video-calls-info"
        className="rounded-card border border-line bg-brand-soft p-4 text-sm text-ink"
      >
        <h2 id="video-calls-info" className="flex items-center gap-2 font-semibold">
          <Info className="h-4 w-4 text-brand-ink" aria-hidden="true" />
          How Video Calls Work
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Patients see on your profile and in the directory whether you offer video visits and take new
            patients.
          </li>
          <li>When a patient requests a consultation, we email you and it waits on your dashboard.</li>
          <li>
            You arrange the call itself with the patient, on the secure video service your practice uses; the
            app does not host video calls.
          </li>
          <li>You can change these settings, and your schedule, at any time.</li>
        </ul>
      </section>

      <div className="space-y-2">
        {isDirty ? <p className="text-sm text-ink-muted">You have unsaved changes.</p> : null}
        <Button type="submit" block disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
