import { CHALLENGE_LIMITS, type TChallengeRunStatus } from '../contract/challenges';
import { addDays, daysBetween } from './calendar';

/**
 * A challenge run's day arithmetic (docs/product/challenges.md#days-and-progress). Days are calendar
 * dates `YYYY-MM-DD` in the person's own time zone: the server works out today's date there, and
 * everything here only counts dates (in UTC, where every day has 24 hours), so a daylight-saving
 * change can neither skip nor repeat a challenge day.
 */

const DAYS = CHALLENGE_LIMITS.durationDays;

/** The id of a day's task: `day-7`. */
export function challengeTaskId(day: number): string {
  return `day-${day}`;
}

/** The day of a task id (`day-7` → 7), or null when it is not one of days 1…30. */
export function dayOfChallengeTask(taskId: string): number | null {
  const match = /^day-([1-9][0-9]?)$/.exec(taskId);
  const day = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(day) && day >= 1 && day <= DAYS ? day : null;
}

/** The run's day on `today`: 1 on the day it started; never below 1 (a clock set back). */
export function challengeDayOn(startDate: string, today: string): number {
  return Math.max(1, daysBetween(startDate, today) + 1);
}

/** The run's last day (day 30). */
export function challengeLastDate(startDate: string): string {
  return addDays(startDate, DAYS - 1);
}

/** The calendar date of a run's day `day`. */
export function challengeDateOf(startDate: string, day: number): string {
  return addDays(startDate, day - 1);
}

/**
 * Where a run stands: completed once every task is ticked, or once its last day has passed with at
 * least `completeAtTasks` ticked; ended when its last day passed with fewer; active otherwise.
 */
export function challengeRunStatus(startDate: string, today: string, tasksDone: number): TChallengeRunStatus {
  if (tasksDone >= DAYS) return 'completed';
  if (challengeDayOn(startDate, today) <= DAYS) return 'active';
  return tasksDone >= CHALLENGE_LIMITS.completeAtTasks ? 'completed' : 'ended';
}

export type ChallengeRunFigures = {
  status: TChallengeRunStatus;
  /** 1…30 (30 once the days are over). */
  currentDay: number;
  /** Days after today until day 30; 0 from day 30 on. */
  daysLeft: number;
  tasksDone: number;
  tasksTotal: number;
  percent: number;
};

/** The figures of a run on `today` with `tasksDone` ticked. */
export function challengeRunFigures(
  startDate: string,
  today: string,
  tasksDone: number,
): ChallengeRunFigures {
  const day = challengeDayOn(startDate, today);
  const done = Math.max(0, Math.min(DAYS, Math.floor(tasksDone)));
  return {
    status: challengeRunStatus(startDate, today, done),
    currentDay: Math.min(day, DAYS),
    daysLeft: Math.max(0, DAYS - day),
    tasksDone: done,
    tasksTotal: DAYS,
    percent: Math.round((done / DAYS) * 100),
  };
}

/** Whether a task of `day` may be ticked on `today` in an active run: its day has come. */
export function isChallengeDayReached(startDate: string, today: string, day: number): boolean {
  return day >= 1 && day <= DAYS && day <= challengeDayOn(startDate, today);
}

/** 'Day 7 of 30'. */
export function challengeDayLabel(day: number): string {
  return `Day ${day} of ${DAYS}`;
}

/** '12 days left', '1 day left', 'Last day'. */
export function challengeDaysLeftLabel(daysLeft: number): string {
  if (daysLeft <= 0) return 'Last day';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}
