import { apiJson, errorMessage } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { LoadingState } from '@client/ui/spinner';
import { CONFIRM_EMAIL_MESSAGES, type TConfirmEmailResponse } from '@contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PROFILE_KEY } from '../hooks';

/**
 * /confirm-email?token=…: the link mailed to a new address. The change happens when the person presses
 * 'Confirm Email' (signed in or not), never on opening alone, so a mail scanner that opens links
 * cannot use it up; the page then says what happened (docs/product/accounts.md#changing-the-email).
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
          ) : confirm.isPending ? (
            <LoadingState label="Confirming your new email" />
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-ink-muted">{CONFIRM_EMAIL_MESSAGES.prompt}</p>
              <Button type="button" size="lg" block onClick={() => confirm.mutate()}>
                {CONFIRM_EMAIL_MESSAGES.confirmButton}
              </Button>
            </div>
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
