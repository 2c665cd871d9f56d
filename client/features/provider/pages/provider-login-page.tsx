import { SignInForm, useSignin, welcomeBack } from '@client/features/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { SignedInNotice } from '../components/signed-in-notice';

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
  const signin = useSignin({ returningMember: false });

  return (
    <div className="px-4 pt-4 pb-12">
      <Link href="/provider-landing" className={buttonClasses({ variant: 'ghost' })}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        For Healthcare Providers
      </Link>
      <div className="mt-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-raised">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Provider Sign In</h1>
        <p className="mt-1 text-sm text-ink-muted">Sign in to manage your practice.</p>
        <div className="mt-6">
          <SignInForm
            submit={signin.mutateAsync}
            onSignedIn={(account) => {
              // Signed in, this screen moves on by role (SignedInNotice); a member is told where they are.
              if (account.role !== 'user') welcomeBack();
            }}
          />
        </div>
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
