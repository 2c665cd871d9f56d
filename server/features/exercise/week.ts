import { addDays } from '../../lib/calendar';

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (east positive). */
function offsetMs(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The instant local midnight starts `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  // Once more with the offset at the guess (a daylight-saving change near midnight).
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** Monday … Sunday of the week starting `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}
