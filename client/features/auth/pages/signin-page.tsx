import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { PasswordInput } from '@client/ui/password-input';
import { toast } from '@client/ui/use-toast';
import { safeReturnPath, withReturnPath } from '@common/return-path';
import {
  GOOGLE_FAILED_MESSAGE,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  type TSigninRequest,
  ZSigninRequest,
} from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { AuthLayout, GoogleButton, OrDivider } from '../components/auth-layout';
import { useSignin } from '../hooks';

type SigninValues = z.output<typeof ZSigninRequest>;

/** The server sends people back here with ?error=… when Google sign-in cannot complete. */
const GOOGLE_ERRORS: Record<string, { title: string; description: string }> = {
  google_not_configured: { title: 'Google Sign-In Unavailable', description: GOOGLE_NOT_CONFIGURED_MESSAGE },
  google_failed: { title: 'Google Sign-In Failed', description: GOOGLE_FAILED_MESSAGE },
};

/** 'Welcome Back' (docs/product/accounts.md#screens). */
export default function SigninPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const isHydrated = useIsHydrated();
  const signin = useSignin();
  const form = useForm<TSigninRequest, unknown, SigninValues>({
    resolver: zodResolver(ZSigninRequest),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const code = new URLSearchParams(search).get('error');
    const googleError = code ? GOOGLE_ERRORS[code] : undefined;
    if (!googleError) return;
    toast({ ...googleError, variant: 'destructive' });
    // Drop the error so a reload does not repeat the message; keep where the person was going.
    navigate(withReturnPath('/signin', new URLSearchParams(search).get('next')), { replace: true });
  }, [search, navigate]);
  // Where to go once signed in: the signed-in /signin route takes the person there. Read after
  // hydration: the prerendered HTML has no query, and React keeps a hydrated link's first href.
  const next = isHydrated ? safeReturnPath(new URLSearchParams(search).get('next')) : null;

  const onSubmit = async (values: SigninValues) => {
    try {
      await signin.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email', 'password']);
      toast({
        title: 'Sign In Failed',
        description: errorMessage(error) ?? 'Please check your credentials and try again.',
        variant: 'destructive',
      });
      return;
    }
    // Signed in, the app shows its signed-in screens and /signin moves on to `next`, or home.
    toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account.' });
  };

  return (
    <AuthLayout
      title="Welcome Back"
      documentTitle="Sign In"
      subtitle="Sign in to continue your wellness journey."
    >
      <GoogleButton next={next} />
      <OrDivider label="or sign in with email" />
      <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
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
        <FormField id="password" label="Password" error={errors.password?.message}>
          {(aria) => (
            <PasswordInput {...aria} {...form.register('password')} autoComplete="current-password" />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Controller
            name="rememberMe"
            control={form.control}
            render={({ field }) => (
              <div className="flex min-h-12 items-center gap-3">
                <Checkbox
                  id="rememberMe"
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
                <label htmlFor="rememberMe" className="text-sm text-ink">
                  Remember me
                </label>
              </div>
            )}
          />
          <Link
            href="/forgot-password"
            className="inline-flex min-h-12 items-center text-sm font-semibold text-brand-ink underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" block disabled={!isHydrated || isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        Don&apos;t have an account?{' '}
        <Link
          href={withReturnPath('/signup', next)}
          className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
        >
          Sign Up
        </Link>
      </p>
    </AuthLayout>
  );
}
