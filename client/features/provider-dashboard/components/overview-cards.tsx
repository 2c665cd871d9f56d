import { buttonClasses } from '@client/ui/button';
import { SectionCard } from '@client/ui/query-card';
import { StatTile } from '@client/ui/stat-tile';
import { TONE_PANEL } from '@client/ui/tone';
import { PRACTICE_MESSAGES, type TProviderDashboard } from '@contract/practice';
import { CircleCheck, Clock, FilePenLine, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { DASHBOARD_TEXT, needsPayment, planLines, trialText } from '../format';

/** The profile's review state and the one thing to do next (docs/product/practice.md#dashboard). */
export function ProfileStatusCard({ dashboard }: { dashboard: TProviderDashboard }) {
  const { status, isLive, practitionerId } = dashboard;
  return (
    <SectionCard id="profile-status" title="Your profile">
      {status === 'draft' ? (
        <div className="space-y-3">
          <StatusLine icon={FilePenLine} tone="neutral" text="Not in the directory yet" />
          <p className="text-sm text-ink-muted">
            Fill in your profile and submit it: an admin reviews it before patients can find you.
          </p>
          <Link href="/practitioner-profile" className={buttonClasses({ block: true })}>
            {DASHBOARD_TEXT.completeProfile}
          </Link>
        </div>
      ) : status === 'pending' ? (
        <div className="space-y-2">
          <StatusLine icon={Clock} tone="watch" text={DASHBOARD_TEXT.underReview} />
          <p className="text-sm text-ink-muted">
            {isLive
              ? 'Patients keep seeing your approved profile until the changes are approved.'
              : 'We will email you once an admin has reviewed your profile.'}
          </p>
          {isLive ? <PublicProfileLink practitionerId={practitionerId} /> : null}
        </div>
      ) : status === 'rejected' ? (
        <div className="space-y-3">
          <StatusLine icon={TriangleAlert} tone="bad" text={DASHBOARD_TEXT.rejected} />
          {dashboard.rejectionReason ? (
            <blockquote className="rounded-xl bg-surface-muted p-3 text-sm text-ink">
              {dashboard.rejectionReason}
            </blockquote>
          ) : null}
          <Link href="/practitioner-profile" className={buttonClasses({ block: true })}>
            {DASHBOARD_TEXT.editAndResubmit}
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          <StatusLine icon={CircleCheck} tone="good" text={DASHBOARD_TEXT.live} />
          <PublicProfileLink practitionerId={practitionerId} />
        </div>
      )}
    </SectionCard>
  );
}

function StatusLine({
  icon: Icon,
  tone,
  text,
}: {
  icon: typeof Clock;
  tone: 'good' | 'watch' | 'bad' | 'neutral';
  text: string;
}) {
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE_PANEL[tone]}`}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

function PublicProfileLink({ practitionerId }: { practitionerId: string }) {
  return (
    <Link
      href={`/practitioner-profile/${practitionerId}`}
      className={buttonClasses({ variant: 'outline', block: true })}
    >
      {DASHBOARD_TEXT.viewPublicProfile}
    </Link>
  );
}

/** The practice plan, its trial and, once the trial is over and nothing is paid, the way to pay. */
export function PlanCard({ dashboard }: { dashboard: TProviderDashboard }) {
  const plan = planLines(dashboard);
  const trial = trialText(dashboard);
  return (
    <SectionCard id="practice-plan" title="Your plan">
      <div className="space-y-3">
        <div>
          <p className="font-semibold text-ink">{plan.name}</p>
          <p className="text-sm text-ink-muted">{plan.cycle}</p>
        </div>
        {dashboard.planPaid ? (
          <p className="text-sm text-good">Paid: your plan is active.</p>
        ) : (
          <p className={needsPayment(dashboard) ? 'text-sm font-semibold text-bad' : 'text-sm text-ink'}>
            {trial}
          </p>
        )}
        {needsPayment(dashboard) ? (
          <Link
            href={`/checkout?plan=${plan.code}`}
            className={buttonClasses({ block: true })}
            aria-describedby="practice-plan-title"
          >
            {DASHBOARD_TEXT.choosePayment}
          </Link>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** Tiles of one row keep their numbers on one line even when a label wraps. */
const TILE = 'flex flex-col justify-between';

/** The practice's numbers of the last 30 days. */
export function PracticeStats({ dashboard }: { dashboard: TProviderDashboard }) {
  return (
    <SectionCard id="practice-stats" title="Last 30 days">
      <dl className="grid grid-cols-3 gap-2">
        <StatTile className={TILE} label="Profile views" value={String(dashboard.profileViews30d)} />
        <StatTile className={TILE} label="Requests" value={String(dashboard.requests30d)} />
        <StatTile className={TILE} label="Pending" value={String(dashboard.pendingRequests)} />
      </dl>
      <p className="text-sm text-ink-muted">
        {dashboard.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients'} ·{' '}
        {dashboard.availableForVideo ? 'Video consultations on' : 'Video consultations off'}
      </p>
    </SectionCard>
  );
}

/** Shown instead of the cards when the practitioner has no profile yet. */
export function NoProfileCard() {
  return (
    <SectionCard id="profile-status" title="Your profile">
      <div className="space-y-3">
        <p className="text-sm text-ink">{PRACTICE_MESSAGES.noProfile}</p>
        <Link href="/practitioner-profile" className={buttonClasses({ block: true })}>
          {DASHBOARD_TEXT.completeProfile}
        </Link>
      </div>
    </SectionCard>
  );
}
