import { errorMessage } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { PasswordInput } from '@client/ui/password-input';
import { toast } from '@client/ui/use-toast';
import {
  RESET_PASSWORD_MESSAGES,
  type TAuthStatus,
  type TResetPasswordRequest,
  ZResetPasswordRequest,
} from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { AuthLayout } from '../components/auth-layout';
import { useResetPassword } from '../hooks';

type ResetPasswordValues = z.output<typeof ZResetPasswordRequest>;

/** /reset-password?token=…: choose a new password with the signup rules. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <AuthLayout title="Choose a New Password" documentTitle="Reset Password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-bad">
            {RESET_PASSWORD_MESSAGES.invalidToken}
          </p>
          <RequestNewLink />
        </div>
      )}
    </AuthLayout>
  );
}

function RequestNewLink() {
  return (
    <Link
      href="/forgot-password"
      className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
    >
      Request a new reset link
    </Link>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const form = useForm<TResetPasswordRequest, unknown, ResetPasswordValues>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = resetPassword.isError
    ? (errorMessage(resetPassword.error) ?? 'Your password could not be reset. Please try again.')
    : undefined;

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      await resetPassword.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword']);
      return;
    }
    toast({ title: 'Password Reset', description: RESET_PASSWORD_MESSAGES.success });
    // A reset ends existing sessions on the server; re-read who is signed in before going on.
    await queryClient.refetchQueries({ queryKey: AUTH_STATUS_KEY });
    const status = queryClient.getQueryData<TAuthStatus | null>(AUTH_STATUS_KEY);
    navigate(status?.authenticated ? '/' : '/signin');
  };

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {serverError ? (
        <div role="alert" className="space-y-1 rounded-xl border border-bad bg-bad-soft p-4 text-sm text-bad">
          <p>{serverError}</p>
          <RequestNewLink />
        </div>
      ) : null}
      <FormField
        id="password"
        label="New Password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
      >
        {(aria) => <PasswordInput {...aria} {...form.register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField id="confirmPassword" label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(aria) => (
          <PasswordInput {...aria} {...form.register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}
