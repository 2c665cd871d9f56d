import { ApiError, errorMessage } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { ADMIN_AUTH_MESSAGES, type TAdminLoginResponse } from '@contract/admin-auth';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { CodeForm, type SecondFactor } from '../components/code-form';
import { type Credentials, CredentialsForm } from '../components/credentials-form';
import { RecoveryCodes } from '../components/recovery-codes';
import { groupSecret } from '../format';
import { useAdminLogin, useFinishAdminSignIn } from '../hooks';

type Step =
  | { kind: 'credentials' }
  | { kind: 'enroll'; credentials: Credentials; qrCodeSvg: string; secret: string }
  | { kind: 'code'; credentials: Credentials }
  | { kind: 'recovery-codes'; credentials: Credentials; userId: string; codes: string[] };

const DASHBOARD = '/analytics-dashboard';

/**
 * '/admin-login' (docs/product/admin.md#sign-in): username and password, then the second factor —
 * enrolment (QR code, or the key typed by hand, then a code) on the first sign-in, a code or a
 * recovery code after that; after enrolment the recovery codes, once. Signed in, on to the analytics
 * dashboard.
 */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const finish = useFinishAdminSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });

  // Already signed in as an admin (not in the middle of showing the recovery codes): nothing to do here.
  if (user?.role === 'admin' && step.kind !== 'recovery-codes') return <Redirect to={DASHBOARD} replace />;

  const denied = (error: unknown) => {
    toast({
      title: ADMIN_AUTH_MESSAGES.denied,
      description: errorMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });
    // The password itself was refused (changed meanwhile, or the lock): start again from it.
    if (error instanceof ApiError && error.serverMessage === ADMIN_AUTH_MESSAGES.invalidCredentials) {
      setStep({ kind: 'credentials' });
    }
  };

  const enter = async (userId: string) => {
    await finish(userId);
    toast({ title: ADMIN_AUTH_MESSAGES.granted, description: 'Signed in to the admin tools.' });
    navigate(DASHBOARD);
  };

  const handle = async (credentials: Credentials, answer: TAdminLoginResponse) => {
    if (answer.status === 'enroll') {
      setStep({ kind: 'enroll', credentials, qrCodeSvg: answer.qrCodeSvg, secret: answer.secret });
    } else if (answer.status === 'code_required') {
      setStep({ kind: 'code', credentials });
    } else if (answer.recoveryCodes) {
      setStep({ kind: 'recovery-codes', credentials, userId: answer.userId, codes: answer.recoveryCodes });
    } else {
      await enter(answer.userId);
    }
  };

  const send = async (credentials: Credentials, factor?: SecondFactor) => {
    let answer: TAdminLoginResponse;
    try {
      answer = await login.mutateAsync({ ...credentials, ...factor });
    } catch (error) {
      denied(error);
      return;
    }
    await handle(credentials, answer);
  };

  return (
    <div className="px-4 pt-6 pb-12">
      <div className="rounded-card border border-line bg-surface-raised p-5 shadow-raised">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-pill bg-brand-soft text-brand-ink">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink">Admin Login</h1>
            <p className="text-sm text-ink-muted">{SUBTITLES[step.kind]}</p>
          </div>
        </div>
        <div className="mt-6" aria-live="polite">
          {step.kind === 'credentials' ? (
            <CredentialsForm onSubmit={(values) => send(values)} isPending={login.isPending} />
          ) : null}
          {step.kind === 'enroll' ? (
            <div className="space-y-5">
              <h2 className="text-lg font-semibold text-ink">Set up two-factor sign-in</h2>
              <ol className="list-decimal space-y-2 pl-5 text-sm text-ink-muted">
                <li>Open an authenticator app (Google Authenticator, 1Password, Authy…).</li>
                <li>Scan this QR code, or enter the key below by hand.</li>
                <li>Type the 6-digit code the app shows.</li>
              </ol>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrCodeSvg)}`}
                alt="QR code that adds Infinite Wellness admin sign-in to an authenticator app. If you cannot scan it, enter the key shown below by hand."
                width={200}
                height={200}
                className="mx-auto h-50 w-50 rounded-control border border-line"
              />
              <div>
                <label htmlFor="admin-secret" className="text-sm font-medium text-ink">
                  Key to enter by hand
                </label>
                <textarea
                  id="admin-secret"
                  readOnly
                  rows={2}
                  value={groupSecret(step.secret)}
                  aria-describedby="admin-secret-hint"
                  onFocus={(event) => event.currentTarget.select()}
                  className="mt-1 block w-full resize-none rounded-control border border-line bg-surface-muted px-3 py-2 font-mono text-base text-ink"
                />
                <p id="admin-secret-hint" className="mt-1 text-caption text-ink-muted">
                  Time-based, 6 digits, every 30 seconds.
                </p>
              </div>
              <CodeForm
                onSubmit={(factor) => send(step.credentials, factor)}
                isPending={login.isPending}
                allowRecovery={false}
                submitLabel="Verify and sign in"
              />
            </div>
          ) : null}
          {step.kind === 'code' ? (
            <CodeForm
              onSubmit={(factor) => send(step.credentials, factor)}
              isPending={login.isPending}
              allowRecovery
              submitLabel="Sign In"
            />
          ) : null}
          {step.kind === 'recovery-codes' ? (
            <RecoveryCodes
              email={step.credentials.username}
              codes={step.codes}
              onDone={() => enter(step.userId)}
            />
          ) : null}
          {step.kind === 'enroll' || step.kind === 'code' ? (
            <Button variant="ghost" block className="mt-2" onClick={() => setStep({ kind: 'credentials' })}>
              Back
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const SUBTITLES: Record<Step['kind'], string> = {
  credentials: 'Sign in to the admin tools.',
  enroll: 'Two-factor sign-in protects the admin tools.',
  code: 'Enter the code from your authenticator app.',
  'recovery-codes': 'Two-factor sign-in is set up.',
};
