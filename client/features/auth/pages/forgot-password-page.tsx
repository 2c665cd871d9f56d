import { errorMessage } from '@client/api/http';
import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import { FORGOT_PASSWORD_MESSAGE, ZForgotPasswordRequest } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { AuthLayout } from '../components/auth-layout';
import { useForgotPassword } from '../hooks';

type ForgotPasswordInput = z.input<typeof ZForgotPasswordRequest>;
type ForgotPasswordValues = z.output<typeof ZForgotPasswordRequest>;

/** /forgot-password: the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const isHydrated = useIsHydrated();
  const forgotPassword = useForgotPassword();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      await forgotPassword.mutateAsync(values);
    } catch (error) {
      toast({
        title: 'Request Failed',
        description: errorMessage(error) ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {forgotPassword.isSuccess ? (
        <div role="status" className="space-y-4">
          <div className="flex gap-3 rounded-xl bg-brand-soft p-4 text-brand-ink">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <p className="text-sm">{FORGOT_PASSWORD_MESSAGE}</p>
          </div>
          <Link
            href="/signin"
            className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
          >
            Back to Sign In
          </Link>
        </div>
      ) : (
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
          <Button type="submit" size="lg" block disabled={!isHydrated || isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Remembered it?{' '}
            <Link
              href="/signin"
              className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
            >
              Sign In
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
