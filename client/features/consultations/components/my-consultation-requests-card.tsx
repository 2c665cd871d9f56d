import { EmptyState, QueryCard } from '@client/ui/query-card';
import { CalendarClock } from 'lucide-react';
import { Link } from 'wouter';
import { useMyConsultationRequests } from '../hooks';
import { CONSULTATION_TEXT, statusText } from '../status';
import { SectionFrame } from './section-frame';

/** 'My consultation requests' on /profile: each request's practitioner (linked), status and note. */
export function MyConsultationRequestsCard() {
  const requests = useMyConsultationRequests();
  return (
    <SectionFrame id="consultation-requests" title={CONSULTATION_TEXT.myRequests}>
      <QueryCard
        query={requests}
        loadingLabel="Loading your consultation requests"
        error="We couldn't load your consultation requests."
        retryLabel="Try again"
        isBroken={(list) => !Array.isArray(list)}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={CalendarClock}
            action={
              <Link href="/practitioners" className="font-medium text-brand-ink underline">
                Find a practitioner
              </Link>
            }
          >
            {CONSULTATION_TEXT.noRequests}
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="divide-y divide-line">
            {list.map((request) => (
              <li key={request.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  href={`/practitioner-profile/${request.practitionerId}`}
                  className="font-medium text-brand-ink underline-offset-2 hover:underline"
                >
                  {request.practitionerName}
                </Link>
                <p className="text-sm text-ink">{statusText(request)}</p>
                {request.practitionerNote ? (
                  <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">
                    {request.practitionerNote}
                  </p>
                ) : null}
                <p className="mt-1 text-xs text-ink-muted">
                  Sent {new Date(request.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  {request.priority ? ' · Priority' : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryCard>
    </SectionFrame>
  );
}
