import { Chips } from '@client/ui/chips';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { TONE_PANEL } from '@client/ui/tone';
import type { TIncomingConsultationRequest } from '@contract/practice';
import { Inbox, Star } from 'lucide-react';
import { useState } from 'react';
import {
  DASHBOARD_TEXT,
  formatDay,
  formatWhen,
  MODE_LABEL,
  STATUS_LABEL,
  sharedSections,
  visibleRequests,
} from '../format';
import { useIncomingRequests } from '../hooks';
import { AcceptDialog, DeclineDialog } from './answer-dialogs';

type Filter = 'pending' | 'all';
const FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'all', label: 'All' },
] as const;

/** Consultation requests sent to the practice, Pending or All, each answered from here. */
export function RequestList() {
  const [filter, setFilter] = useState<Filter>('pending');
  const requests = useIncomingRequests();
  return (
    <QueryCard
      query={requests}
      section={{ id: 'consultation-requests', title: 'Consultation requests' }}
      loadingLabel="Loading consultation requests..."
      error="Your consultation requests could not be loaded."
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState icon={Inbox} title={DASHBOARD_TEXT.noRequests}>
          When a patient asks you for a consultation, the request appears here for you to accept or decline.
        </EmptyState>
      }
    >
      {(list) => {
        const shown = visibleRequests(list, filter);
        return (
          <div className="space-y-3">
            <Chips
              label="Show requests"
              options={FILTERS}
              value={filter}
              onChange={(value) => setFilter(value ?? 'pending')}
            />
            {shown.length === 0 ? (
              <EmptyState>{DASHBOARD_TEXT.noPendingRequests}</EmptyState>
            ) : (
              <ul className="divide-y divide-line" aria-label="Consultation requests">
                {shown.map((request) => (
                  <RequestItem key={request.id} request={request} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </QueryCard>
  );
}

const STATUS_TONE = {
  pending: 'watch',
  accepted: 'good',
  declined: 'neutral',
  cancelled: 'neutral',
} as const;

function RequestItem({ request }: { request: TIncomingConsultationRequest }) {
  const sections = sharedSections(request.shared);
  const headingId = `request-${request.id}-name`;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-ink">
            {request.patientName}
          </h3>
          <p className="text-sm text-ink-muted">
            {MODE_LABEL[request.mode]} · sent {formatDay(request.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {request.priority ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-ink">
              <Star className="h-3 w-3" aria-hidden="true" />
              Priority
            </span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONE_PANEL[STATUS_TONE[request.status]]}`}
          >
            {STATUS_LABEL[request.status]}
          </span>
        </div>
      </div>

      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium text-ink-muted">Reason</dt>
          <dd className="break-words whitespace-pre-line text-ink">{request.reason}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">Preferred times</dt>
          <dd className="break-words whitespace-pre-line text-ink">{request.preferredTimes}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">Shared records</dt>
          <dd className="text-ink">
            {sections.length === 0 ? (
              <span className="text-ink-muted">{DASHBOARD_TEXT.nothingShared}</span>
            ) : (
              <div className="mt-1 space-y-2 rounded-xl bg-surface-muted p-3">
                {sections.map((section) => (
                  <div key={section.title}>
                    <p className="font-medium">{section.title}</p>
                    <ul className="list-disc pl-5">
                      {section.lines.map((line) => (
                        <li key={line} className="break-words">
                          {line}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </dd>
        </div>
        {request.proposedTime ? (
          <div>
            <dt className="font-medium text-ink-muted">Proposed time</dt>
            <dd className="text-ink">{formatWhen(request.proposedTime)}</dd>
          </div>
        ) : null}
        {request.practitionerNote ? (
          <div>
            <dt className="font-medium text-ink-muted">Your note</dt>
            <dd className="break-words whitespace-pre-line text-ink">{request.practitionerNote}</dd>
          </div>
        ) : null}
      </dl>

      {request.status === 'pending' ? (
        <div className="flex gap-3">
          <AcceptDialog request={request} />
          <DeclineDialog request={request} />
        </div>
      ) : null}
    </li>
  );
}
