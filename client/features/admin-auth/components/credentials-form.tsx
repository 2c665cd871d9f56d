import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { PasswordInput } from '@client/ui/password-input';
import { ZAdminLoginRequest } from '@contract/admin-auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

const ZCredentials = ZAdminLoginRequest.pick({ username: true, password: true });
export type Credentials = z.output<typeof ZCredentials>;

/** Username (the admin's email) and password, with show/hide; both required. */
export function CredentialsForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (values: Credentials) => Promise<void>;
  isPending: boolean;
}) {
  const isHydrated = useIsHydrated();
  const form = useForm<z.input<typeof ZCredentials>, unknown, Credentials>({
    resolver: zodResolver(ZCredentials),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        id="admin-username"
        label="Username"
        hint="Your admin email address"
        error={errors.username?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...form.register('username')}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
          />
        )}
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        {(aria) => <PasswordInput {...aria} {...form.register('password')} autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" block disabled={!isHydrated || isPending}>
        {isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
