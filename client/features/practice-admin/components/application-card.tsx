import { Card } from '@client/ui/card';
import type { TPractitionerApplication } from '@contract/practice';
import { BadgeCheck, FileClock, IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { displayName, formatExperience, formatFee, formatReviewDate, isEditOfLiveProfile } from '../format';
import { ApproveDialog, RejectDialog } from './decision-dialogs';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const listOf = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'None');

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * One application as an admin reviews it: the licence first, the account, then every field of the
 * profile, and for a pending one the Approve and Reject buttons.
 */
export function ApplicationCard({ application: a }: { application: TPractitionerApplication }) {
  const name = displayName(a);
  const headingId = `application-${a.id}`;
  const isEdit = isEditOfLiveProfile(a);

  return (
    <Card>
      <article aria-labelledby={headingId} className="p-4">
        <div className="flex items-start gap-3">
          {a.profileImage ? (
            <img src={a.profileImage} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-ink"
            >
              {`${a.firstName[0] ?? ''}${a.lastName[0] ?? ''}`.toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold break-words text-ink">
              {name}
            </h3>
            <p className="text-sm text-ink-muted">{listOf(a.specialties)}</p>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {isEdit ? (
                <span className="inline-flex items-center gap-1 rounded-full border border-watch bg-watch-soft px-2 py-0.5 text-xs font-semibold text-watch">
                  <FileClock className="h-3.5 w-3.5" aria-hidden="true" />
                  Edit of a live profile
                </span>
              ) : null}
              {a.status === 'approved' ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-good-soft px-2 py-0.5 text-xs font-semibold text-good">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                  Live in the directory
                </span>
              ) : null}
            </div>
          </div>
        </div>

        <div className="mt-4 rounded-xl border border-line-strong bg-surface-muted p-3">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <IdCard className="h-4 w-4" aria-hidden="true" />
            Licence
          </p>
          <p className="mt-1 text-lg font-semibold text-ink">
            {a.licenseState ?? 'No state'} · {a.licenseNumber ?? 'No number'}
          </p>
        </div>

        {a.status === 'rejected' && a.rejectionReason ? (
          <div className="mt-3 rounded-xl border border-bad bg-bad-soft p-3 text-sm text-bad">
            <p className="font-semibold">Reason given</p>
            <p className="mt-0.5 break-words">{a.rejectionReason}</p>
          </div>
        ) : null}

        <dl className="mt-3 divide-y divide-line">
          <Row term="Account email">{a.accountEmail}</Row>
          <Row term="Submitted">{formatReviewDate(a.submittedAt)}</Row>
          {a.status !== 'pending' ? <Row term="Reviewed">{formatReviewDate(a.reviewedAt)}</Row> : null}
          <Row term="Contact email">{a.email}</Row>
          <Row term="Phone">{a.phone || 'Not given'}</Row>
          <Row term="Certifications">{listOf(a.certifications)}</Row>
          <Row term="Specialties">{listOf(a.specialties)}</Row>
          <Row term="Experience">{formatExperience(a.experience)}</Row>
          <Row term="Education">{a.education || 'Not given'}</Row>
          <Row term="Bio">
            <span className="whitespace-pre-line">{a.bio || 'Not given'}</span>
          </Row>
          <Row term="Location">
            {a.location || 'Not given'}
            {a.zipCode ? ` (ZIP ${a.zipCode})` : ''}
          </Row>
          <Row term="Consultation fee">{formatFee(a.consultationFee)}</Row>
          <Row term="Available hours">{a.availableHours || 'Not given'}</Row>
          <Row term="Languages">{listOf(a.languagesSpoken)}</Row>
          <Row term="Telehealth">{yesNo(a.telehealth)}</Row>
          <Row term="Accepts insurance">
            {yesNo(a.acceptsInsurance)}
            {a.insurance ? ` (${a.insurance})` : ''}
          </Row>
          <Row term="Website">
            {a.website ? (
              <a
                href={a.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-brand-ink underline underline-offset-2"
              >
                {a.website}
              </a>
            ) : (
              'None'
            )}
          </Row>
          {a.isLive ? (
            <Row term="Public page">
              <a
                href={`/practitioner-profile/${a.practitionerId}`}
                className="font-medium text-brand-ink underline underline-offset-2"
              >
                View the live profile<span className="sr-only"> of {name}</span>
              </a>
            </Row>
          ) : null}
        </dl>

        {a.status === 'pending' ? (
          <div className="mt-4 flex gap-3">
            <ApproveDialog id={a.id} name={name} isLive={a.isLive} />
            <RejectDialog id={a.id} name={name} isLive={a.isLive} />
          </div>
        ) : null}
      </article>
    </Card>
  );
}
