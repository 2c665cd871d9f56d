import { describe, expect, it } from 'vitest';
import {
  challengeDateOf,
  challengeDayLabel,
  challengeDayOn,
  challengeDaysLeftLabel,
  challengeLastDate,
  challengeRunFigures,
  challengeRunStatus,
  challengeTaskId,
  dayOfChallengeTask,
  isChallengeDayReached,
} from './challenges';

describe('challenge task ids', () => {
  it('round-trips days 1 to 30 and refuses anything else', () => {
    for (let day = 1; day <= 30; day++) expect(dayOfChallengeTask(challengeTaskId(day))).toBe(day);
    for (const id of ['day-0', 'day-31', 'day-01', 'day-1.5', 'day-', '7', 'DAY-7', 'day-7 ']) {
      expect(dayOfChallengeTask(id), id).toBeNull();
    }
  });
});

describe('challenge days', () => {
  it('counts day 1 as the start date and never goes below it', () => {
    expect(challengeDayOn('2026-03-10', '2026-03-10')).toBe(1);
    expect(challengeDayOn('2026-03-10', '2026-03-11')).toBe(2);
    expect(challengeDayOn('2026-03-10', '2026-04-08')).toBe(30);
    expect(challengeDayOn('2026-03-10', '2026-03-09')).toBe(1);
  });

  it('crosses month and year ends and leap days', () => {
    expect(challengeDayOn('2027-12-20', '2028-01-18')).toBe(30);
    expect(challengeLastDate('2028-02-15')).toBe('2028-03-15');
    expect(challengeLastDate('2027-02-15')).toBe('2027-03-16');
    expect(challengeDateOf('2026-12-31', 2)).toBe('2027-01-01');
  });

  it('opens each task on its own day only', () => {
    expect(isChallengeDayReached('2026-03-10', '2026-03-10', 1)).toBe(true);
    expect(isChallengeDayReached('2026-03-10', '2026-03-10', 2)).toBe(false);
    expect(isChallengeDayReached('2026-03-10', '2026-03-14', 5)).toBe(true);
    expect(isChallengeDayReached('2026-03-10', '2026-05-01', 30)).toBe(true);
    expect(isChallengeDayReached('2026-03-10', '2026-05-01', 31)).toBe(false);
    expect(isChallengeDayReached('2026-03-10', '2026-05-01', 0)).toBe(false);
  });
});

describe('a run’s status and figures', () => {
  it('is active through day 30, completed at 30 ticks at once', () => {
    expect(challengeRunStatus('2026-03-10', '2026-04-08', 29)).toBe('active');
    expect(challengeRunStatus('2026-03-10', '2026-04-08', 30)).toBe('completed');
  });

  it('after day 30: completed with at least 24 ticked, ended with fewer', () => {
    expect(challengeRunStatus('2026-03-10', '2026-04-09', 24)).toBe('completed');
    expect(challengeRunStatus('2026-03-10', '2026-04-09', 23)).toBe('ended');
  });

  it('gives the day, days left and percent', () => {
    expect(challengeRunFigures('2026-03-10', '2026-03-10', 0)).toEqual({
      status: 'active',
      currentDay: 1,
      daysLeft: 29,
      tasksDone: 0,
      tasksTotal: 30,
      percent: 0,
    });
    expect(challengeRunFigures('2026-03-10', '2026-03-24', 10)).toMatchObject({
      currentDay: 15,
      daysLeft: 15,
      percent: 33,
    });
    expect(challengeRunFigures('2026-03-10', '2026-06-01', 27)).toMatchObject({
      status: 'completed',
      currentDay: 30,
      daysLeft: 0,
      percent: 90,
    });
  });

  it('words the day and the days left', () => {
    expect(challengeDayLabel(7)).toBe('Day 7 of 30');
    expect(challengeDaysLeftLabel(2)).toBe('2 days left');
    expect(challengeDaysLeftLabel(1)).toBe('1 day left');
    expect(challengeDaysLeftLabel(0)).toBe('Last day');
  });
});
