import { errorMessage } from '@client/api/http';
import { useConvert, useVariant, variantText } from '@client/lib/experiments';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { FieldError, FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { PasswordInput } from '@client/ui/password-input';
import { toast } from '@client/ui/use-toast';
import { safeReturnPath, withReturnPath } from '@common/return-path';
import { SIGNUP_CTA_EXPERIMENT } from '@contract/ab-testing';
import { type TSignupRequest, ZSignupRequest } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import type { z } from 'zod';
import { AuthLayout, GoogleButton, OrDivider } from '../components/auth-layout';
import { useSignup } from '../hooks';

type SignupValues = z.output<typeof ZSignupRequest>;

const DEFAULT_VALUES: TSignupRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  zipCode: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  privacyAccepted: false,
  marketingConsent: false,
};

const FIELD_NAMES = Object.keys(DEFAULT_VALUES) as (keyof TSignupRequest)[];

/** The button's text in the control of the sign-up button experiment, and while variants load. */
const CONTROL_CTA = 'Create Account';

/** 'Create Your Account' (docs/product/accounts.md#screens). */
export default function SignupPage() {
  const search = useSearch();
  const isHydrated = useIsHydrated();
  // Read after hydration: the prerendered HTML has no query, and React keeps a hydrated link's first href.
  const next = isHydrated ? safeReturnPath(new URLSearchParams(search).get('next')) : null;
  const signup = useSignup();
  // The sign-up button A/B experiment (docs/product/ab-testing.md#the-wired-experiment).
  const ctaText = variantText(useVariant(SIGNUP_CTA_EXPERIMENT), 'ctaText', CONTROL_CTA);
  const convertSignup = useConvert(SIGNUP_CTA_EXPERIMENT);
  const form = useForm<TSignupRequest, unknown, SignupValues>({
    resolver: zodResolver(ZSignupRequest),
    defaultValues: DEFAULT_VALUES,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: SignupValues) => {
    try {
      await signup.mutateAsync({
        ...values,
        phoneNumber: values.phoneNumber || undefined,
        dateOfBirth: values.dateOfBirth || undefined,
      });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      toast({
        title: 'Account Creation Failed',
        description: errorMessage(error) ?? 'Please try again or contact support.',
        variant: 'destructive',
      });
      return;
    }
    void convertSignup();
    toast({
      title: 'Account Created Successfully!',
      description: "Welcome to Infinite Wellness! Let's set up your health profile.",
    });
    // Signed in, the app shows its signed-in screens and /signup moves on to `next`, or the tour.
  };

  return (
    <AuthLayout title="Create Your Account" subtitle="Start your wellness journey. It's free.">
      <GoogleButton next={next} />
      <OrDivider label="or sign up with email" />
      <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-8">
        <Section title="Personal Information">
          <div className="grid grid-cols-2 gap-3">
            <FormField id="firstName" label="First Name" error={errors.firstName?.message}>
              {(aria) => <Input {...aria} {...form.register('firstName')} autoComplete="given-name" />}
            </FormField>
            <FormField id="lastName" label="Last Name" error={errors.lastName?.message}>
              {(aria) => <Input {...aria} {...form.register('lastName')} autoComplete="family-name" />}
            </FormField>
          </div>
          <FormField id="email" label="Email Address" error={errors.email?.message}>
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
          <FormField id="phoneNumber" label="Phone Number (optional)" error={errors.phoneNumber?.message}>
            {(aria) => <Input {...aria} {...form.register('phoneNumber')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField id="dateOfBirth" label="Date of Birth (optional)" error={errors.dateOfBirth?.message}>
            {(aria) => <Input {...aria} {...form.register('dateOfBirth')} type="date" />}
          </FormField>
        </Section>

        <Section title="Location Information">
          <FormField
            id="zipCode"
            label="ZIP Code"
            hint="Used to find practitioners near you."
            error={errors.zipCode?.message}
          >
            {(aria) => (
              <Input {...aria} {...form.register('zipCode')} autoComplete="postal-code" inputMode="numeric" />
            )}
          </FormField>
        </Section>

        <Section title="Security">
          <FormField
            id="password"
            label="Password"
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            error={errors.password?.message}
          >
            {(aria) => <PasswordInput {...aria} {...form.register('password')} autoComplete="new-password" />}
          </FormField>
          <FormField id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
            {(aria) => (
              <PasswordInput {...aria} {...form.register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
        </Section>

        <fieldset className="space-y-4">
          <legend className="sr-only">Consent</legend>
          <ConsentCheckbox
            name="termsAccepted"
            control={form.control}
            error={errors.termsAccepted?.message}
            label={
              <>
                I accept the <NewTabLink href="/terms">Terms of Service</NewTabLink>
              </>
            }
          />
          <ConsentCheckbox
            name="privacyAccepted"
            control={form.control}
            error={errors.privacyAccepted?.message}
            label={
              <>
                I accept the <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
              </>
            }
          />
          <ConsentCheckbox
            name="marketingConsent"
            control={form.control}
            error={errors.marketingConsent?.message}
            label="Send me wellness tips and product news by email (optional)"
          />
        </fieldset>

        <Button type="submit" size="lg" block disabled={!isHydrated || isSubmitting}>
          {isSubmitting ? 'Creating Account...' : ctaText}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link
          href={withReturnPath('/signin', next)}
          className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
        >
          Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
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

type ConsentName = 'termsAccepted' | 'privacyAccepted' | 'marketingConsent';

function ConsentCheckbox({
  name,
  control,
  label,
  error,
}: {
  name: ConsentName;
  control: ReturnType<typeof useForm<TSignupRequest, unknown, SignupValues>>['control'];
  label: ReactNode;
  error: string | undefined;
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
