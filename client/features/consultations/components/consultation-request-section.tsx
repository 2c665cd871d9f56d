import { errorMessage } from '@client/api/http';
import { useAuthStatus } from '@client/features/auth';
import { Button, buttonClasses } from '@client/ui/button';
import { ErrorState, LoadingState } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { signInPathFor } from '@common/return-path';
import { PRACTICE_MESSAGES, type TConsultationRequest } from '@contract/practice';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useCancelConsultationRequest, useMyConsultationRequests } from '../hooks';
import { CONSULTATION_TEXT, statusText } from '../status';
import { RequestConsultationDialog } from './request-consultation-dialog';
import { SectionFrame } from './section-frame';

export type ConsultationTarget = {
  id: string;
  firstName: string;
  lastName: string;
  isDemo: boolean;
  availableForVideo: boolean;
  acceptingNewPatients: boolean;
};

type Props = {
  practitioner: ConsultationTarget;
  /** The signed-in practitioner is looking at their own public profile: nothing to ask. */
  isOwnPractice?: boolean;
};

/** The caller's latest request with this practitioner, its status, its note and Cancel while it waits. */
function LatestRequest({ request }: { request: TConsultationRequest }) {
  const cancel = useCancelConsultationRequest();
  const onCancel = async () => {
    try {
      await cancel.mutateAsync(request.id);
      toast({ title: CONSULTATION_TEXT.cancelled });
    } catch (error) {
      toast({
        title: CONSULTATION_TEXT.cancelFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="space-y-2 rounded-lg bg-surface-muted p-3">
      <p className="text-sm text-ink-muted">Your request</p>
      <p className="font-medium text-ink" data-testid="consultation-status">
        {statusText(request)}
      </p>
      {request.practitionerNote ? (
        <p className="text-sm whitespace-pre-line text-ink">
          <span className="font-medium">Note: </span>
          {request.practitionerNote}
        </p>
      ) : null}
      {request.status === 'pending' ? (
        <Button variant="outline" onClick={onCancel} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : CONSULTATION_TEXT.cancel}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The public profile's consultation section (docs/product/practice.md#consultation-requests): a
 * request dialog for signed-in people, the latest request with this practitioner and its answer, a
 * sign-in link for visitors. Demo listings say they cannot receive requests; the practitioner's own
 * profile shows nothing.
 */
export function ConsultationRequestSection({ practitioner, isOwnPractice = false }: Props) {
  const auth = useAuthStatus();
  const [location] = useLocation();
  const signedIn = Boolean(auth.data?.authenticated);
  const requests = useMyConsultationRequests(signedIn && !practitioner.isDemo && !isOwnPractice);

  if (isOwnPractice) return null;
  const section = (body: ReactNode) => (
    <SectionFrame id="consultation" title="Consultation">
      {body}
    </SectionFrame>
  );
  if (practitioner.isDemo) {
    return section(<p className="text-sm text-ink-muted">{PRACTICE_MESSAGES.requestDemo}</p>);
  }
  if (auth.isPending) return section(<LoadingState label="Loading" lines={1} />);
  if (!signedIn) {
    return section(
      <Link href={signInPathFor(location)} className={buttonClasses({ block: true })}>
        {CONSULTATION_TEXT.signIn}
      </Link>,
    );
  }
  if (requests.isPending) return section(<LoadingState label="Loading your requests" lines={2} />);
  if (requests.isError || !Array.isArray(requests.data)) {
    return section(
      <ErrorState message="We couldn't load your requests." onRetry={() => void requests.refetch()} />,
    );
  }
  const latest = requests.data.find((r) => r.practitionerId === practitioner.id);
  const waiting = latest?.status === 'pending';
  const name = `${practitioner.firstName} ${practitioner.lastName}`;
  return section(
    <div className="space-y-3">
      {latest ? <LatestRequest request={latest} /> : null}
      {waiting ? null : practitioner.acceptingNewPatients ? (
        <RequestConsultationDialog
          practitionerId={practitioner.id}
          practitionerName={name}
          availableForVideo={practitioner.availableForVideo}
        />
      ) : (
        <p className="text-sm text-ink-muted">{PRACTICE_MESSAGES.requestNotAccepting}</p>
      )}
    </div>,
  );
}
