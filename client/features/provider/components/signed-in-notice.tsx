import { useCurrentUser, useSignout } from '@client/features/auth';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { PRACTICE_MESSAGES } from '@contract/practice';
import type { ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';

/**
 * The provider sign-in and signup screens opened signed in: a practitioner goes on to the dashboard,
 * an admin to the app's home; a member is told these screens are for provider accounts
 * (docs/product/practice.md#provider-sign-in). Signed out, the screen itself.
 */
export function SignedInNotice({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [path] = useLocation();
  const signout = useSignout();
  if (!user) return children;
  if (user.role === 'practitioner') return <Redirect to="/provider-dashboard" replace />;
  if (user.role === 'admin') return <Redirect to="/" replace />;
  const isSignup = path === '/provider-signup';
  return (
    <Card className="mx-4 mt-6 p-6">
      <h1 className="text-lg font-semibold text-ink">
        {isSignup ? 'You are signed in with a member account' : 'This is a member account'}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">
        {isSignup
          ? 'Provider accounts are separate from member accounts. Sign out first, then create your provider account with another email address.'
          : PRACTICE_MESSAGES.notAPractitioner}
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <Link href="/" className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline">
          Go to my member home
        </Link>
        {isSignup ? (
          <Button variant="outline" onClick={() => signout.mutate()} disabled={signout.isPending}>
            Sign out
          </Button>
        ) : (
          <Link
            href="/provider-signup"
            className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline"
          >
            Create a provider account
          </Link>
        )}
      </div>
    </Card>
  );
}
