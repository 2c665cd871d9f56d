import type { Mail } from '../../lib/mailer';

/**
 * The consultations area's emails (docs/product/practice.md#consultation-requests): the practitioner
 * hears that a request arrived, the patient hears the answer. Neither says anything of the patient's
 * health: no reason, no shared records; the practitioner reads those signed in.
 */

const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/**
 * A proposed time in words, in the time zone it was proposed in ('Tuesday, December 1, 2026 at
 * 10:00 AM (UTC-08:00)'): the practitioner's wall-clock time and its offset from UTC.
 */
export function proposedTimeInWords(iso: string): string {
  const instant = new Date(iso);
  const match = OFFSET.exec(iso);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const wall = new Date(instant.getTime() + minutes * 60_000);
  const date = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(wall);
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(wall);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const zone = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date} at ${time} (${zone})`;
}

export function requestArrivedMail(input: {
  to: string;
  firstName: string;
  priority: boolean;
  appUrl: string;
}): Mail {
  return {
    to: input.to,
    subject: input.priority
      ? 'New priority consultation request on Infinite Wellness'
      : 'New consultation request on Infinite Wellness',
    text: [
      `Hello ${input.firstName},`,
      '',
      `A patient has sent you a${input.priority ? ' priority' : ''} consultation request on Infinite Wellness.`,
      'Sign in to read it and to accept or decline it:',
      `${input.appUrl}/provider-dashboard`,
      '',
      'For their privacy, this email does not include what the patient wrote or shared.',
    ].join('\n'),
  };
}

export function requestAnsweredMail(input: {
  to: string;
  firstName: string | null;
  practitionerName: string;
  status: 'accepted' | 'declined';
  /** As the practitioner sent it, with its offset. */
  proposedTime: string | null;
  note: string;
  profileUrl: string;
}): Mail {
  const accepted = input.status === 'accepted';
  const lines = [
    `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    '',
    accepted
      ? `${input.practitionerName} accepted your consultation request.`
      : `${input.practitionerName} declined your consultation request.`,
  ];
  if (accepted && input.proposedTime) lines.push(`Proposed time: ${proposedTimeInWords(input.proposedTime)}`);
  if (input.note) lines.push('', `Note from ${input.practitionerName}:`, input.note);
  lines.push('', `Your requests: ${input.profileUrl}`);
  return {
    to: input.to,
    subject: accepted
      ? `${input.practitionerName} accepted your consultation request`
      : `${input.practitionerName} answered your consultation request`,
    text: lines.join('\n'),
  };
}
