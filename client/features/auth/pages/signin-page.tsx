import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { toast } from '@client/ui/use-toast';
import { safeReturnPath, withReturnPath } from '@common/return-path';
import { GOOGLE_ADMIN_MESSAGE, GOOGLE_FAILED_MESSAGE, GOOGLE_NOT_CONFIGURED_MESSAGE } from '@contract/auth';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthLayout, GoogleButton, OrDivider } from '../components/auth-layout';
import { SignInForm, welcomeBack } from '../components/sign-in-form';
import { useSignin } from '../hooks';

/** The server sends people back here with ?error=… when Google sign-in cannot complete. */
const GOOGLE_ERRORS: Record<string, { title: string; description: string }> = {
  google_not_configured: { title: 'Google Sign-In Unavailable', description: GOOGLE_NOT_CONFIGURED_MESSAGE },
  google_failed: { title: 'Google Sign-In Failed', description: GOOGLE_FAILED_MESSAGE },
  admin_account: { title: 'Google Sign-In Failed', description: GOOGLE_ADMIN_MESSAGE },
};

/** 'Welcome Back' (docs/product/accounts.md#screens). */
export default function SigninPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const isHydrated = useIsHydrated();
  const signin = useSignin();

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

  return (
    <AuthLayout
      title="Welcome Back"
      documentTitle="Sign In"
      subtitle="Sign in to continue your wellness journey."
    >
      <GoogleButton next={next} />
      <OrDivider label="or sign in with email" />
      <SignInForm submit={signin.mutateAsync} onSignedIn={welcomeBack} />
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
