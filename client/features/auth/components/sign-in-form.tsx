import { errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { PasswordInput } from '@client/ui/password-input';
import { toast } from '@client/ui/use-toast';
import { type TAuthResponse, type TSigninRequest, ZSigninRequest } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';

export type SigninValues = z.output<typeof ZSigninRequest>;

/** The toast of a successful sign-in. */
export function welcomeBack() {
  toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account.' });
}

/**
 * The email-and-password sign-in form of the member and the provider sign-in screens
 * (docs/product/accounts.md#screens): a refusal marks the fields and says why in a toast;
 * `onSignedIn` gets the account once the server has signed it in.
 */
export function SignInForm({
  submit,
  onSignedIn,
}: {
  submit: (values: SigninValues) => Promise<TAuthResponse>;
  onSignedIn: (account: TAuthResponse) => void;
}) {
  const isHydrated = useIsHydrated();
  const form = useForm<TSigninRequest, unknown, SigninValues>({
    resolver: zodResolver(ZSigninRequest),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: SigninValues) => {
    let account: TAuthResponse;
    try {
      account = await submit(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email', 'password']);
      toast({
        title: 'Sign In Failed',
        description: errorMessage(error) ?? 'Please check your credentials and try again.',
        variant: 'destructive',
      });
      return;
    }
    onSignedIn(account);
  };

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField id="email" label="Email Address" error={errors.email?.message}>
        {(aria) => (
          <Input {...aria} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        {(aria) => <PasswordInput {...aria} {...form.register('password')} autoComplete="current-password" />}
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
  );
}
