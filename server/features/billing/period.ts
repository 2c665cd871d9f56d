import { PAST_DUE_GRACE_DAYS, RENEWAL_RETRY_DAYS } from '../../../contract/billing';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a paid period that starts at `start`: the same time one calendar month (or year) later,
 * in UTC; a day the shorter month lacks becomes its last day (31 January → 28 or 29 February).
 * docs/product/payments.md#the-subscriptions-life
 */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'month' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/**
 * When a renewal is charged again after `failures` failed attempts (1 = the charge at the period's
 * end failed): 1, 3, 5 and 7 days after the period's end. Null after the last retry failed: the
 * subscription ends.
 */
export function nextRetryAt(periodEndAt: Date, failures: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? null : new Date(periodEndAt.getTime() + days * DAY_MS);
}

/** The last moment a past-due subscription keeps Premium: the last retry. */
export function graceEnd(periodEndAt: Date): Date {
  return new Date(periodEndAt.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/** 'IW-000042' */
export function invoiceNumber(n: number): string {
  return `IW-${String(n).padStart(6, '0')}`;
}
