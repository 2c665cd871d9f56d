import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { Button, buttonClasses } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { PasswordInput } from '@client/ui/password-input';
import { toast } from '@client/ui/use-toast';
import { type TSigninRequest, ZSigninRequest } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { SignedInNotice } from '../components/signed-in-notice';
import { useProviderSignin } from '../hooks';

type SigninValues = z.output<typeof ZSigninRequest>;

/**
 * '/provider-login' (docs/product/practice.md#provider-sign-in): the ordinary sign-in; once signed in,
 * a practitioner goes to the dashboard, an admin to the app's home, and a member is told this is a
 * member account.
 */
export default function ProviderLoginPage() {
  useDocumentTitle('Provider Sign In');
  return (
    <SignedInNotice>
      <ProviderLoginForm />
    </SignedInNotice>
  );
}

function ProviderLoginForm() {
  const isHydrated = useIsHydrated();
  const signin = useProviderSignin();
  const form = useForm<TSigninRequest, unknown, SigninValues>({
    resolver: zodResolver(ZSigninRequest),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: SigninValues) => {
    try {
      const account = await signin.mutateAsync(values);
      // Signed in, this screen moves on by role (SignedInNotice); a member is told where they are.
      if (account.role !== 'user') {
        toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account.' });
      }
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email', 'password']);
      toast({
        title: 'Sign In Failed',
        description: errorMessage(error) ?? 'Please check your credentials and try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="px-4 pt-4 pb-12">
      <Link href="/provider-landing" className={buttonClasses({ variant: 'ghost' })}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        For Healthcare Providers
      </Link>
      <div className="mt-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-raised">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Provider Sign In</h1>
        <p className="mt-1 text-sm text-ink-muted">Sign in to manage your practice.</p>
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4">
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
          New to Infinite Wellness?{' '}
          <Link
            href="/provider-signup"
            className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
          >
            Start your free trial
          </Link>
        </p>
        <p className="text-center text-sm text-ink-muted">
          Looking after your own health?{' '}
          <Link
            href="/signin"
            className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
          >
            Member sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
