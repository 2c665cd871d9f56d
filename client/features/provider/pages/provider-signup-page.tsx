import { ApiError, errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Checkbox } from '@client/ui/checkbox';
import { CheckChips } from '@client/ui/chips';
import { FieldError, FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { PasswordInput } from '@client/ui/password-input';
import { StepWizard } from '@client/ui/step-wizard';
import { dismissToast, toast } from '@client/ui/use-toast';
import {
  PRACTICE_LANGUAGES,
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  PROVIDER_PLAN_TYPES,
  SIGNUP_SPECIALTIES,
  type TProviderSignupRequest,
  US_STATES,
  ZProviderSignupRequest,
} from '@contract/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { BillingCycleChoice, PlanSummary } from '../components/plans';
import { SignedInNotice } from '../components/signed-in-notice';
import { useProviderSignup } from '../hooks';
import { missingAccountFields, STEP_FIELDS, stepOfFields } from '../signup-steps';

type SignupValues = z.output<typeof ZProviderSignupRequest>;
type FieldName = keyof TProviderSignupRequest;

const STEPS = ['Create Your Account', 'Professional Information', 'Your Practice', 'Choose Your Plan'];

const DEFAULT_VALUES: TProviderSignupRequest = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  // No specialty until one is chosen (the select's placeholder).
  specialty: '' as TProviderSignupRequest['specialty'],
  credentials: '',
  yearsExperience: '',
  licenseState: '',
  licenseNumber: '',
  bio: '',
  consultationFee: '',
  availableForVideo: false,
  acceptingNewPatients: true,
  languages: ['English'],
  insurance: '',
  planType: 'starter',
  billingCycle: 'monthly',
  agreeToTerms: false,
  agreeToPrivacy: false,
};

const ALL_FIELDS = Object.keys(DEFAULT_VALUES) as FieldName[];

/**
 * '/provider-signup' (docs/product/practice.md#provider-landing-and-signup): four steps, each checked
 * on Continue; the last creates the account, starts the trial and goes to the dashboard. Signed in, a
 * practitioner is sent to the dashboard and anyone else is told provider accounts are separate.
 */
export default function ProviderSignupPage() {
  useDocumentTitle('Provider Signup');
  return (
    <SignedInNotice>
      <ProviderSignupForm />
    </SignedInNotice>
  );
}

function ProviderSignupForm() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const signup = useProviderSignup();
  const form = useForm<TProviderSignupRequest, unknown, SignupValues>({
    resolver: zodResolver(ZProviderSignupRequest),
    defaultValues: DEFAULT_VALUES,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const error = (name: FieldName) => errors[name]?.message as string | undefined;

  const validate = async (current: number): Promise<boolean> => {
    const values = form.getValues();
    let isValid = await form.trigger(STEP_FIELDS[current], { shouldFocus: true });
    // The schema compares the passwords only once every other field of the request is valid.
    if (current === 0 && isValid && values.password !== values.confirmPassword) {
      form.setError(
        'confirmPassword',
        { type: 'validate', message: PRACTICE_MESSAGES.passwordMismatch },
        { shouldFocus: true },
      );
      isValid = false;
    }
    if (current === 0 && missingAccountFields(values)) {
      toast({
        title: PRACTICE_MESSAGES.missingInfoTitle,
        description: PRACTICE_MESSAGES.missingInfo,
        variant: 'destructive',
      });
    } else if (current === 0 && values.password !== values.confirmPassword) {
      toast({
        title: PRACTICE_MESSAGES.passwordMismatchTitle,
        description: PRACTICE_MESSAGES.passwordMismatch,
        variant: 'destructive',
      });
    } else if (current === 1 && (!values.specialty || !values.credentials.trim())) {
      toast({
        title: PRACTICE_MESSAGES.professionalRequiredTitle,
        description: PRACTICE_MESSAGES.professionalRequired,
        variant: 'destructive',
      });
    } else if (current === 3 && !(values.agreeToTerms && values.agreeToPrivacy)) {
      toast({
        title: PRACTICE_MESSAGES.agreementTitle,
        description: PRACTICE_MESSAGES.agreement,
        variant: 'destructive',
      });
    }
    return isValid;
  };

  const submit = async (values: SignupValues) => {
    try {
      await signup.mutateAsync(values);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ALL_FIELDS);
      const named = failure instanceof ApiError && failure.fields ? Object.keys(failure.fields) : [];
      const back = stepOfFields(named);
      if (back !== null && back !== step) setStep(back);
      const reason = errorMessage(failure);
      toast({
        title: PRACTICE_MESSAGES.signupFailedTitle,
        description: reason
          ? `${PRACTICE_MESSAGES.signupFailed} ${withStop(reason)}`
          : PRACTICE_MESSAGES.signupFailed,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: PRACTICE_MESSAGES.signupSucceeded,
      description: PRACTICE_MESSAGES.signupSucceededDescription,
    });
    navigate('/provider-dashboard', { replace: true });
  };

  return (
    <div className="px-4 pt-6 pb-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Join Infinite Wellness as a Provider</h1>
      <p className="mt-1 mb-6 text-sm text-ink-muted">
        Start your {PRACTICE_LIMITS.trialDays}-day free trial. No payment during the trial.
      </p>
      <StepWizard
        steps={STEPS}
        step={step}
        onStepChange={(next) => {
          // A step's message is about that step: it goes when the person moves on or back.
          dismissToast();
          setStep(next);
        }}
        validate={validate}
        onFinish={() => form.handleSubmit(submit)()}
        progressLabel="Provider signup progress"
        dock="bottom"
        labels={{
          next: 'Continue',
          finish: 'Create Account & Start Trial',
          finishing: 'Creating Account...',
        }}
        firstStepAction={{ label: 'Back', onClick: () => navigate('/provider-landing') }}
        isFinishing={signup.isPending}
      >
        <div className="space-y-4">
          {step === 0 ? (
            <>
              <div className="grid grid-cols-2 gap-3">
                <FormField id="firstName" label="First Name" error={error('firstName')}>
                  {(aria) => <Input {...aria} {...form.register('firstName')} autoComplete="given-name" />}
                </FormField>
                <FormField id="lastName" label="Last Name" error={error('lastName')}>
                  {(aria) => <Input {...aria} {...form.register('lastName')} autoComplete="family-name" />}
                </FormField>
              </div>
              <FormField id="email" label="Email Address" error={error('email')}>
                {(aria) => (
                  <Input
                    {...aria}
                    {...form.register('email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                  />
                )}
              </FormField>
              <FormField
                id="password"
                label="Password"
                hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
                error={error('password')}
              >
                {(aria) => (
                  <PasswordInput {...aria} {...form.register('password')} autoComplete="new-password" />
                )}
              </FormField>
              <FormField id="confirmPassword" label="Confirm Password" error={error('confirmPassword')}>
                {(aria) => (
                  <PasswordInput
                    {...aria}
                    {...form.register('confirmPassword')}
                    autoComplete="new-password"
                  />
                )}
              </FormField>
            </>
          ) : null}

          {step === 1 ? (
            <>
              <FormField id="specialty" label="Specialty" error={error('specialty')}>
                {(aria) => (
                  <select {...aria} {...form.register('specialty')} className={`${fieldClasses} min-h-12`}>
                    <option value="">Select your specialty</option>
                    {SIGNUP_SPECIALTIES.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                id="credentials"
                label="Credentials"
                hint="Your degrees and certifications, separated by commas (for example MD, IFMCP)."
                error={error('credentials')}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...form.register('credentials')}
                    maxLength={PRACTICE_LIMITS.credentialsMax}
                  />
                )}
              </FormField>
              <FormField
                id="yearsExperience"
                label="Years of Experience (optional)"
                error={error('yearsExperience')}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...form.register('yearsExperience')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={PRACTICE_LIMITS.experienceMax}
                  />
                )}
              </FormField>
              <div className="grid grid-cols-2 gap-3">
                <FormField id="licenseState" label="Licence State (optional)" error={error('licenseState')}>
                  {(aria) => (
                    <select
                      {...aria}
                      {...form.register('licenseState')}
                      className={`${fieldClasses} min-h-12`}
                    >
                      <option value="">Select state</option>
                      {US_STATES.map((state) => (
                        <option key={state} value={state}>
                          {state}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField
                  id="licenseNumber"
                  label="Licence Number (optional)"
                  error={error('licenseNumber')}
                >
                  {(aria) => <Input {...aria} {...form.register('licenseNumber')} autoComplete="off" />}
                </FormField>
              </div>
              <FormField
                id="bio"
                label="Professional Bio (optional)"
                hint="What you help people with and how you work. You can complete it on your profile later."
                error={error('bio')}
              >
                {(aria) => (
                  <Textarea {...aria} {...form.register('bio')} rows={4} maxLength={PRACTICE_LIMITS.bioMax} />
                )}
              </FormField>
            </>
          ) : null}

          {step === 2 ? (
            <>
              <FormField
                id="consultationFee"
                label="Consultation Fee per Hour ($, optional)"
                error={error('consultationFee')}
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
                    placeholder="150"
                  />
                )}
              </FormField>
              <CheckboxField
                control={form.control}
                name="availableForVideo"
                label="I offer video consultations"
              />
              <CheckboxField
                control={form.control}
                name="acceptingNewPatients"
                label="I am accepting new patients"
              />
              <Controller
                name="languages"
                control={form.control}
                render={({ field }) => (
                  <CheckChips
                    id="languages"
                    legend="Languages You Speak"
                    options={PRACTICE_LANGUAGES}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <FieldError id="languages-error" message={error('languages')} />
              <FormField
                id="insurance"
                label="Insurance Accepted (optional)"
                hint="The plans you accept, for example Blue Shield, Aetna. Leave empty if you do not take insurance."
                error={error('insurance')}
              >
                {(aria) => (
                  <Input {...aria} {...form.register('insurance')} maxLength={PRACTICE_LIMITS.insuranceMax} />
                )}
              </FormField>
            </>
          ) : null}

          {step === 3 ? <PlanStep control={form.control} errorOf={error} /> : null}
        </div>
      </StepWizard>
    </div>
  );
}

/** The server's reason as the end of a sentence. */
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

type FormControl = Control<TProviderSignupRequest, unknown, SignupValues>;

function PlanStep({
  control,
  errorOf,
}: {
  control: FormControl;
  errorOf: (name: FieldName) => string | undefined;
}) {
  return (
    <>
      <Controller
        name="billingCycle"
        control={control}
        render={({ field }) => (
          <BillingCycleChoice value={field.value ?? 'monthly'} onChange={field.onChange} />
        )}
      />
      <Controller
        name="planType"
        control={control}
        render={({ field }) => (
          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm font-medium text-ink">Plan</legend>
            {PROVIDER_PLAN_TYPES.map((plan) => {
              const isChosen = (field.value ?? 'starter') === plan;
              return (
                <label
                  key={plan}
                  className="block cursor-pointer rounded-2xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={plan}
                    checked={isChosen}
                    onChange={() => field.onChange(plan)}
                    onBlur={field.onBlur}
                    className="sr-only"
                  />
                  <BillingCycleOf control={control}>
                    {(cycle) => (
                      <PlanSummary
                        plan={plan}
                        cycle={cycle}
                        isChosen={isChosen}
                        action={
                          <span className="text-sm font-semibold text-brand-ink" aria-hidden="true">
                            {isChosen ? 'Selected' : 'Choose this plan'}
                          </span>
                        }
                      />
                    )}
                  </BillingCycleOf>
                </label>
              );
            })}
          </fieldset>
        )}
      />
      <p className="text-sm text-ink-muted">
        Your {PRACTICE_LIMITS.trialDays}-day free trial starts today. We ask for payment only when it ends,
        from your dashboard.
      </p>
      <fieldset className="space-y-2">
        <legend className="sr-only">Agreements</legend>
        <CheckboxField
          control={control}
          name="agreeToTerms"
          error={errorOf('agreeToTerms')}
          label={
            <>
              I agree to the <NewTabLink href="/terms">Terms of Service</NewTabLink>
            </>
          }
        />
        <CheckboxField
          control={control}
          name="agreeToPrivacy"
          error={errorOf('agreeToPrivacy')}
          label={
            <>
              I agree to the <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
            </>
          }
        />
      </fieldset>
    </>
  );
}

/** The chosen billing cycle, for the plan cards' prices. */
function BillingCycleOf({
  control,
  children,
}: {
  control: FormControl;
  children: (cycle: 'monthly' | 'yearly') => ReactNode;
}) {
  return (
    <Controller
      name="billingCycle"
      control={control}
      render={({ field }) => <>{children(field.value ?? 'monthly')}</>}
    />
  );
}

type BooleanField = 'availableForVideo' | 'acceptingNewPatients' | 'agreeToTerms' | 'agreeToPrivacy';

function CheckboxField({
  control,
  name,
  label,
  error,
}: {
  control: FormControl;
  name: BooleanField;
  label: ReactNode;
  error?: string;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <div className="flex min-h-12 items-center gap-3">
            <Checkbox
              id={name}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={errorId}
            />
            <label htmlFor={name} className="text-sm text-ink">
              {label}
            </label>
          </div>
        )}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-ink underline"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
