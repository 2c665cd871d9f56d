import { ApiError, errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/ui/card';
import { FormField } from '@client/ui/form-field';
import { PasswordInput } from '@client/ui/password-input';
import { QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import {
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
  type TChangePasswordRequest,
  type TPrivacySettings,
  type TProfile,
  ZChangePasswordRequest,
} from '@contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Switch from '@radix-ui/react-switch';
import { LogOut, Monitor } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useChangePassword, useRevokeOtherSessions, useSessions, useUpdatePrivacy } from '../hooks';

const CONSENTS: { key: keyof TPrivacySettings; label: string; explanation: string }[] = [
  {
    key: 'dataProcessingConsent',
    label: 'Health data processing',
    explanation: 'Use my symptoms and check-ins to give me insights and recommendations.',
  },
  {
    key: 'marketingConsent',
    label: 'Marketing emails',
    explanation: 'Send me wellness tips, offers and product news by email.',
  },
  {
    key: 'analyticsConsent',
    label: 'Usage analytics',
    explanation:
      'Link how I use the app (never health data) to my account to help improve it. When off, only anonymous counts are kept.',
  },
  {
    key: 'ccpaOptOut',
    label: 'Do not sell or share my personal information',
    explanation: 'Opt out of any sale or sharing of my data (CCPA).',
  },
  {
    key: 'aiRemoteConsent',
    label: 'Use the external AI service for my assistant conversations',
    explanation:
      "Sends what you tell the health assistant, with your name, email, phone number and ZIP code removed, to the external AI service for more natural replies. When off, the app's own engine answers and your conversations stay with us.",
  },
];

function ConsentSwitches({ profile }: { profile: TProfile }) {
  const update = useUpdatePrivacy();
  const onToggle = (key: keyof TPrivacySettings, value: boolean) => {
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast({ title: PROFILE_TOASTS.privacySaved.title }),
        onError: (error) =>
          toast({
            title: 'Privacy setting not saved',
            description: errorMessage(error) ?? 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy settings</CardTitle>
        <CardDescription>Changes are saved as soon as you switch them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line">
          {CONSENTS.map(({ key, label, explanation }) => {
            const id = `consent-${key}`;
            return (
              <li key={key} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <label htmlFor={id} className="text-sm font-medium text-ink">
                    {label}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-ink-muted">
                    {explanation}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  checked={profile[key]}
                  disabled={update.isPending}
                  onCheckedChange={(value) => onToggle(key, value)}
                  aria-describedby={`${id}-hint`}
                  className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line-strong transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 data-[state=checked]:bg-brand"
                >
                  <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-surface-raised shadow-raised transition-transform data-[state=checked]:translate-x-6" />
                </Switch.Root>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ActiveSessions() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.isCurrent).length;

  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast({
          title: PROFILE_MESSAGES.otherSessionsSignedOut,
          description: `${revoked} other ${revoked === 1 ? 'session was' : 'sessions were'} signed out.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could not sign out other sessions',
          description: errorMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Devices where you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryCard
          query={sessions}
          loadingLabel="Loading your sessions..."
          skeleton={
            <div className="space-y-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          }
          error="We couldn't load your sessions. Please refresh the page."
          retryLabel="Try again"
        >
          {(list) => (
            <ul className="space-y-2">
              {list.map((session) => (
                <li key={session.id} className="flex items-start gap-3 rounded-xl border border-line p-3">
                  <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {session.device ?? 'Unknown device'}
                      {session.isCurrent ? (
                        <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-ink">
                          This device
                        </span>
                      ) : null}
                    </p>
                    <p className="text-ink-muted">
                      Last active {formatTime(session.lastActiveAt)}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </p>
                    <p className="text-ink-muted">
                      Signed in {formatTime(session.createdAt)}
                      {session.rememberMe ? ' · remembered' : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryCard>
        <Button variant="outline" block onClick={onRevoke} disabled={revoke.isPending || others === 0}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
          Sign out other sessions
        </Button>
      </CardContent>
    </Card>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = async (values: TChangePasswordRequest) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') {
            form.setError(field, { message });
          }
        }
      }
      toast({
        title: 'Password not changed',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    form.reset();
    toast({
      title: PROFILE_MESSAGES.passwordChanged,
      description: PROFILE_MESSAGES.passwordChangedDescription,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Your other sessions are signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            {(aria) => (
              <PasswordInput
                {...aria}
                {...form.register('currentPassword')}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <FormField
            id="new-password"
            label="New password"
            hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
            error={errors.newPassword?.message}
          >
            {(aria) => (
              <PasswordInput {...aria} {...form.register('newPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <FormField
            id="confirm-new-password"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
          >
            {(aria) => (
              <PasswordInput {...aria} {...form.register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <Button type="submit" block disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The Privacy & Security tab (docs/product/profile.md#screens). */
export function PrivacySecurityTab({ profile }: { profile: TProfile }) {
  return (
    <div className="space-y-4">
      <ConsentSwitches profile={profile} />
      <ActiveSessions />
      <ChangePasswordForm />
    </div>
  );
}
