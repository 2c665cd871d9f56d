import { apiJson, errorMessage } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { LoadingState } from '@client/ui/spinner';
import { CONFIRM_EMAIL_MESSAGES, type TConfirmEmailResponse } from '@contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { PROFILE_KEY } from '../hooks';

/**
 * /confirm-email?token=…: the link mailed to a new address. Opening it confirms the change at once,
 * signed in or not, and says what happened (docs/product/accounts.md#changing-the-email).
 */
export default function ConfirmEmailPage() {
  useDocumentTitle('Confirm Email');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => apiJson<TConfirmEmailResponse>('POST', '/api/user/confirm-email', { token }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      ]);
    },
  });
  // A link works once: the request is sent once, even when effects run twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate();
  }, [token, confirm]);

  return (
    <div className="px-4 pt-4 pb-12">
      <div className="rounded-2xl border border-line bg-surface-raised p-5 shadow-raised">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Confirm your new email</h1>
        <div className="mt-6 space-y-4" aria-live="polite">
          {!token ? (
            <p role="alert" className="text-sm text-bad">
              {CONFIRM_EMAIL_MESSAGES.missingToken}
            </p>
          ) : confirm.isSuccess ? (
            <div className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-good" />
              <div className="space-y-1">
                <p className="font-semibold text-ink">{CONFIRM_EMAIL_MESSAGES.confirmed}</p>
                <p className="text-sm text-ink-muted">
                  Your new address is <strong>{confirm.data.email}</strong>.{' '}
                  {CONFIRM_EMAIL_MESSAGES.confirmedDescription}
                </p>
              </div>
            </div>
          ) : confirm.isError ? (
            <div className="flex gap-3" role="alert">
              <XCircle aria-hidden="true" className="size-6 shrink-0 text-bad" />
              <p className="text-sm text-ink">
                {errorMessage(confirm.error) ?? 'We could not check this link. Please try again in a moment.'}
              </p>
            </div>
          ) : (
            <LoadingState label="Confirming your new email" />
          )}
          <div className="flex flex-wrap gap-2">
            <Link href="/profile" className={buttonClasses({ variant: 'outline' })}>
              Go to your profile
            </Link>
            <Link href="/signin" className={buttonClasses({ variant: 'ghost' })}>
              Sign in
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
