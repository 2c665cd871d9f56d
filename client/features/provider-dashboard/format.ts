import { formatCents } from '@common/money';
import { practicePlanCode } from '@common/practice';
import { PRICE_CATALOGUE } from '@contract/billing';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  PROVIDER_PLAN_FEATURES,
  type TConsultationStatus,
  type TIncomingConsultationRequest,
  type TProviderDashboard,
  type TSharedRecords,
} from '@contract/practice';
import { z } from 'zod';

/** What the provider dashboard shows, worked out from its answers (docs/product/practice.md#dashboard). */

export const DASHBOARD_TEXT = {
  completeProfile: 'Complete your profile',
  underReview: `Under review (${PRACTICE_LIMITS.reviewBusinessDays} business days)`,
  live: 'Live in the directory',
  viewPublicProfile: 'View public profile',
  rejected: 'Changes needed',
  editAndResubmit: 'Edit and resubmit',
  trialEnded: 'Trial ended',
  choosePayment: 'Choose how to pay',
  noRequests: 'No consultation requests yet',
  noPendingRequests: 'No requests waiting for an answer',
  nothingShared: 'Nothing shared',
  accepted: 'Request Accepted',
  acceptedDescription: 'The patient will see the time you proposed.',
  declined: 'Request Declined',
  declinedDescription: 'The patient will see your answer.',
  answerFailed: 'Request Not Updated',
  answerFailedDescription: 'Please check your connection and try again.',
} as const;

/** The plan card's lines: 'Starter plan', 'Monthly · $49.00/month'. */
export function planLines(dashboard: Pick<TProviderDashboard, 'planType' | 'billingCycle'>) {
  const code = practicePlanCode(dashboard.planType, dashboard.billingCycle);
  const entry = PRICE_CATALOGUE[code];
  const cycle = dashboard.billingCycle === 'yearly' ? 'Yearly' : 'Monthly';
  return {
    code,
    name: `${PROVIDER_PLAN_FEATURES[dashboard.planType].name} plan`,
    cycle: `${cycle} · ${formatCents(entry.amountCents)}/${entry.interval}`,
  };
}

/** The trial's line: 'n days left in your free trial', 'Trial ended', or null once the plan is paid. */
export function trialText(dashboard: Pick<TProviderDashboard, 'trialDaysLeft' | 'planPaid'>): string | null {
  if (dashboard.planPaid) return null;
  const days = dashboard.trialDaysLeft ?? 0;
  if (days <= 0) return DASHBOARD_TEXT.trialEnded;
  return `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;
}

/** 'Choose how to pay' appears once the trial has ended and the plan is not paid. */
export function needsPayment(dashboard: Pick<TProviderDashboard, 'trialDaysLeft' | 'planPaid'>): boolean {
  return !dashboard.planPaid && (dashboard.trialDaysLeft ?? 0) <= 0;
}

export const MODE_LABEL = { video: 'Video', in_person: 'In person' } as const;

export const STATUS_LABEL: Record<TConsultationStatus, string> = {
  pending: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled by the patient',
};

/** A check-in average's key as words: 'sleepQuality' → 'Sleep quality', 'energy_level' → 'Energy level'. */
export function averageLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Check-in scores are out of 10; a score counted in hours ('sleepHours') says so. */
function scoreUnit(key: string): string {
  return /hours$/i.test(key) ? ' hours' : '/10';
}

/** A number to at most one decimal, without a trailing '.0'. */
export function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** One shared part, readable: a heading and its lines. */
export type SharedSection = { title: string; lines: string[] };

/** The records a patient shared with a request, as headed lines; empty when nothing was shared. */
export function sharedSections(shared: TSharedRecords): SharedSection[] {
  const sections: SharedSection[] = [];
  if (shared.symptoms) {
    const { days, entries, top } = shared.symptoms;
    sections.push({
      title: `Symptoms, last ${days} days (${entries} ${entries === 1 ? 'entry' : 'entries'})`,
      lines:
        top.length > 0
          ? top.map(
              (s) =>
                `${s.name}: ${s.count} ${s.count === 1 ? 'time' : 'times'}, average severity ${oneDecimal(s.averageSeverity)}/10`,
            )
          : ['No symptoms logged'],
    });
  }
  if (shared.checkIns) {
    const { days, count, averages } = shared.checkIns;
    const entries = Object.entries(averages);
    sections.push({
      title: `Check-ins, last ${days} days (${count} ${count === 1 ? 'check-in' : 'check-ins'})`,
      lines:
        entries.length > 0
          ? entries.map(
              ([key, value]) => `${averageLabel(key)}: ${oneDecimal(value)}${scoreUnit(key)} on average`,
            )
          : ['No check-ins'],
    });
  }
  if (shared.insights) {
    const lines = shared.insights.summary
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    sections.push({ title: 'Insights summary', lines: lines.length > 0 ? lines : ['No insights yet'] });
  }
  return sections;
}

/** The list the Pending / All filter shows: pending requests, or every one. */
export function visibleRequests(
  requests: readonly TIncomingConsultationRequest[],
  filter: 'pending' | 'all',
): TIncomingConsultationRequest[] {
  return filter === 'pending' ? requests.filter((r) => r.status === 'pending') : [...requests];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a `datetime-local` value in the browser's time zone ('2026-11-24T14:30'). */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The Accept dialog's form: a `datetime-local` value that must be a time in the future (read in the
 * browser's time zone, sent as an ISO instant) and an optional note.
 */
export function acceptForm(now: () => Date = () => new Date()) {
  return z
    .object({
      proposedTime: z.string().refine((value) => {
        const at = new Date(value);
        return value !== '' && !Number.isNaN(at.getTime()) && at.getTime() > now().getTime();
      }, PRACTICE_MESSAGES.proposedTime),
      note: z.string().trim().max(PRACTICE_LIMITS.requestNoteMax),
    })
    .transform((values) => ({
      proposedTime: new Date(values.proposedTime).toISOString(),
      note: values.note,
    }));
}

export const ZDeclineForm = z.object({ note: z.string().trim().max(PRACTICE_LIMITS.requestNoteMax) });

const WHEN = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
export const formatDay = (iso: string) => DAY.format(new Date(iso));
