import { ApiError, apiJson, errorMessage } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { clearAccountFlags } from '@client/lib/storage';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/ui/card';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { EmptyState, ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { ACCOUNT_MESSAGES, type TDataExport, type TDataExportQueued } from '@contract/account';
import type { TAuthStatus } from '@contract/auth';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileHeart, FileJson, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';

/** GET /api/user/data-exports (the key joins to that path). */
const EXPORTS_KEY = ['/api/user/data-exports'] as const;
const POLL_MS = 5000;
const SIGNED_OUT: TAuthStatus = { authenticated: false, user: null };

/**
 * The server's ask for the current password before a sensitive action
 * (docs/product/accounts.md#confirming-it-is-you): its message, or null for any other error.
 */
const passwordAsk = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 403 ? (error.fields?.currentPassword ?? null) : null;

/** The current-password field of the export and the deletion. */
function CurrentPasswordField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
}) {
  return (
    <FormField id={props.id} label="Current password" hint={props.hint} error={props.error ?? undefined}>
      {(aria) => (
        <Input
          {...aria}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function useDataExports() {
  return useQuery<TDataExport[]>({
    queryKey: EXPORTS_KEY,
    // While an export is being built, look again every 5 seconds.
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'queued') ? POLL_MS : false),
  });
}

/** Profile → Data Management: the data export and the account deletion (docs/product/data-rights.md). */
export function DataManagementTab() {
  return (
    <div className="space-y-4">
      <ExportCard />
      <DeleteAccountCard />
    </div>
  );
}

function ExportCard() {
  const queryClient = useQueryClient();
  const exports = useDataExports();
  // Asked for only when the server wants it (the sign-in is more than a few minutes old).
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [isPasswordAsked, setPasswordAsked] = useState(false);
  const requestExport = useMutation({
    mutationFn: () =>
      apiJson<TDataExportQueued>('POST', '/api/user/data-export', {
        requestType: 'export',
        ...(password ? { currentPassword: password } : {}),
      }),
    onSuccess: async () => {
      setPassword('');
      setPasswordError(null);
      setPasswordAsked(false);
      toast({
        title: ACCOUNT_MESSAGES.exportRequestedTitle,
        description: ACCOUNT_MESSAGES.exportRequestedDescription,
      });
      await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
    onError: (error) => {
      const ask = passwordAsk(error);
      if (ask) {
        setPasswordAsked(true);
        setPasswordError(ask);
        return;
      }
      toast({
        title: 'Data Export Not Requested',
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileJson aria-hidden="true" className="size-5 text-brand-ink" />
          Export your data
        </CardTitle>
        <CardDescription>
          Download everything we hold about you: your account, consents, symptoms, check-ins, community posts,
          feedback and more, as a JSON file; and your health record on its own as a FHIR R4 bundle that other
          health apps and patient record systems can import. We email you a link when it is ready; links work
          for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPasswordAsked && (
          <CurrentPasswordField
            id="export-current-password"
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
        )}
        <Button onClick={() => requestExport.mutate()} disabled={requestExport.isPending} block>
          {requestExport.isPending ? 'Requesting...' : 'Request Data Export'}
        </Button>
        <section aria-labelledby="exports-heading">
          <h3 id="exports-heading" className="text-sm font-semibold text-ink">
            Your exports
          </h3>
          <ExportList query={exports} />
        </section>
      </CardContent>
    </Card>
  );
}

function ExportList({ query }: { query: ReturnType<typeof useDataExports> }) {
  return (
    <QueryCard
      query={query}
      loadingLabel="Loading your exports"
      skeleton={
        <div className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      }
      error={(error, retry) => (
        <ErrorState
          className="mt-2"
          message={errorMessage(error) ?? 'We could not load your exports.'}
          retryLabel="Try again"
          onRetry={retry}
        />
      )}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState icon={FileJson} className="mt-2">
          No exports yet. Request one above and it will appear here.
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="mt-2 space-y-2" aria-live="polite">
          {list.map((item) => (
            <ExportItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function ExportItem({ item }: { item: TDataExport }) {
  const status =
    item.status === 'queued'
      ? { label: 'Preparing', className: 'bg-watch-soft text-watch' }
      : item.status === 'failed'
        ? { label: 'Failed', className: 'bg-bad-soft text-bad' }
        : item.expired
          ? { label: 'Expired', className: 'bg-surface-muted text-ink' }
          : { label: 'Ready', className: 'bg-brand-tint text-brand-ink' };
  return (
    <li className="rounded-xl border border-line p-3 text-sm" data-testid="data-export-item">
      <div className="flex items-center justify-between gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>
          {status.label}
        </span>
        <span className="text-ink-muted">Requested {formatWhen(item.createdAt)}</span>
      </div>
      {item.status === 'queued' && (
        <p className="mt-2 text-ink-muted">We are building your archive. This page updates by itself.</p>
      )}
      {item.status === 'failed' && (
        <p className="mt-2 text-ink-muted">
          Something went wrong while building it. Please request a new export.
        </p>
      )}
      {item.status === 'ready' && item.readyAt && (
        <p className="mt-2 text-ink-muted">
          Ready {formatWhen(item.readyAt)}
          {item.sizeBytes !== null ? ` · ${formatSize(item.sizeBytes)}` : ''}
          {item.expiresAt
            ? ` · ${item.expired ? 'expired' : 'available until'} ${formatWhen(item.expiresAt)}`
            : ''}
        </p>
      )}
      {(item.downloadUrl || item.fhirDownloadUrl) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {item.downloadUrl && (
            <a href={item.downloadUrl} download className={`${buttonClasses({ variant: 'outline' })} gap-2`}>
              <Download aria-hidden="true" className="size-4" />
              Download <span className="sr-only">the export requested {formatWhen(item.createdAt)}</span>
            </a>
          )}
          {item.fhirDownloadUrl && (
            <a
              href={item.fhirDownloadUrl}
              download
              className={`${buttonClasses({ variant: 'outline' })} gap-2`}
            >
              <FileHeart aria-hidden="true" className="size-4" />
              Download FHIR bundle{' '}
              <span className="sr-only">of the export requested {formatWhen(item.createdAt)}</span>
            </a>
          )}
        </div>
      )}
    </li>
  );
}

function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deleteAccount = useMutation({
    mutationFn: async () => {
      await apiJson<{ ok: true }>('POST', '/api/user/delete', {
        requestType: 'delete',
        confirm: true,
        ...(password ? { currentPassword: password } : {}),
      });
    },
    onSuccess: () => {
      setOpen(false);
      toast({
        title: ACCOUNT_MESSAGES.deletionRequestedTitle,
        description: ACCOUNT_MESSAGES.deletionRequestedDescription,
      });
      // Signed out: nothing of the account stays in this browser.
      clearAccountFlags();
      queryClient.clear();
      queryClient.setQueryData(AUTH_STATUS_KEY, SIGNED_OUT);
      navigate('/');
    },
    onError: (error) => {
      const ask = passwordAsk(error);
      if (ask) {
        setPasswordError(ask);
        return;
      }
      toast({
        title: 'Account Not Deleted',
        description:
          error instanceof ApiError && error.status === 401
            ? 'Your session has ended. Please sign in again to delete your account.'
            : (errorMessage(error) ?? 'Please check your connection and try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Card className="border-bad/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-bad">
          <Trash2 aria-hidden="true" className="size-5" />
          Delete account
        </CardTitle>
        <CardDescription>
          Deleting your account removes your profile, symptoms, check-ins, health details, exports and
          feedback text for good, and signs you out on every device. Your community posts and replies stay,
          shown as by "Deleted user". This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog.Root open={open} onOpenChange={(next) => !deleteAccount.isPending && setOpen(next)}>
          <Dialog.Trigger asChild>
            <Button variant="destructive" block>
              Delete Account
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
            <Dialog.Content
              role="alertdialog"
              className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface-raised p-6 shadow-overlay focus-visible:outline-none"
            >
              <Dialog.Title className="text-lg font-semibold text-ink">Delete your account?</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-ink-muted">
                Your account and all your health data will be permanently deleted and you will be signed out
                everywhere. This cannot be undone.
              </Dialog.Description>
              <div className="mt-4">
                <CurrentPasswordField
                  id="delete-current-password"
                  value={password}
                  onChange={setPassword}
                  error={passwordError}
                  hint="Not needed if you signed in within the last 5 minutes."
                />
              </div>
              <div className="mt-6 flex gap-3">
                <Dialog.Close asChild>
                  <Button variant="outline" className="flex-1" disabled={deleteAccount.isPending}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button
                  variant="destructive"
                  className="flex-1"
                  onClick={() => deleteAccount.mutate()}
                  disabled={deleteAccount.isPending}
                >
                  {deleteAccount.isPending ? 'Deleting...' : 'Yes, Delete Account'}
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </CardContent>
    </Card>
  );
}
