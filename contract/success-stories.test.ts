import { describe, expect, it } from 'vitest';
import {
  STORY_CONDITION_LABELS,
  STORY_CONDITIONS,
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_STATUS_LABELS,
  ZCreateStoryRequest,
  ZRejectStoryRequest,
  ZReportStoryRequest,
  ZStoryListQuery,
} from './success-stories';

const valid = {
  title: 'Walking my way back',
  condition: 'chronic-fatigue',
  beforeSymptoms: 'Exhausted by noon most days.',
  afterImprovement: 'I can work a full day again.',
  treatmentProtocol: 'Pacing and a short walk after lunch.',
  timeline: '6 months',
};

/** The message zod gives for `field` when the form holds `value` there. */
const messageFor = (field: string, value: unknown) => {
  const result = ZCreateStoryRequest.safeParse({ ...valid, [field]: value });
  expect(result.success).toBe(false);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('ZCreateStoryRequest', () => {
  it('accepts a story, trimming its text, and defaults isAnonymous to false', () => {
    expect(ZCreateStoryRequest.parse({ ...valid, title: `  ${valid.title}  ` })).toEqual({
      ...valid,
      isAnonymous: false,
    });
    expect(ZCreateStoryRequest.parse({ ...valid, isAnonymous: true }).isAnonymous).toBe(true);
  });

  it.each([
    ['title', 'Tiny', 'Title must be at least 5 characters.'],
    ['title', '    Tiny   ', 'Title must be at least 5 characters.'],
    ['title', undefined, 'Title must be at least 5 characters.'],
    ['condition', '', 'Please specify your condition.'],
    ['condition', 'migraine', 'Please specify your condition.'],
    ['condition', undefined, 'Please specify your condition.'],
    ['beforeSymptoms', 'Too short', 'Please describe your symptoms before.'],
    ['afterImprovement', 'Better', 'Please describe your improvement.'],
    ['treatmentProtocol', 'Rest', 'Please describe what worked for you.'],
    ['timeline', '', 'Please specify timeline.'],
    ['timeline', '   ', 'Please specify timeline.'],
  ])('refuses a %s of %j with the screen’s message', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it.each([
    ['title', STORY_LIMITS.titleMax, STORY_MESSAGES.titleMax, 'Title must be at most 120 characters.'],
    [
      'beforeSymptoms',
      STORY_LIMITS.textMax,
      STORY_MESSAGES.beforeSymptomsMax,
      'Symptoms before must be at most 2,000 characters.',
    ],
    [
      'afterImprovement',
      STORY_LIMITS.textMax,
      STORY_MESSAGES.afterImprovementMax,
      'Your improvement must be at most 2,000 characters.',
    ],
    [
      'treatmentProtocol',
      STORY_LIMITS.textMax,
      STORY_MESSAGES.treatmentProtocolMax,
      'What worked for you must be at most 2,000 characters.',
    ],
    [
      'timeline',
      STORY_LIMITS.timelineMax,
      STORY_MESSAGES.timelineMax,
      'Timeline must be at most 100 characters.',
    ],
  ])('accepts %s up to %i characters and refuses one more', (field, max, message, text) => {
    expect(message).toBe(text);
    expect(ZCreateStoryRequest.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(messageFor(field, 'x'.repeat(max + 1))).toBe(text);
  });

  it('refuses a non-boolean isAnonymous', () => {
    expect(ZCreateStoryRequest.safeParse({ ...valid, isAnonymous: 'yes' }).success).toBe(false);
  });
});

describe('conditions and labels', () => {
  it('has the nine conditions in order, each with a plain label', () => {
    expect(STORY_CONDITIONS).toEqual([
      'fibromyalgia',
      'autoimmune',
      'inflammation',
      'chronic-fatigue',
      'digestive-issues',
      'hormonal-imbalance',
      'anxiety',
      'depression',
      'other',
    ]);
    expect(STORY_CONDITION_LABELS['chronic-fatigue']).toBe('Chronic fatigue');
    expect(STORY_CONDITION_LABELS['digestive-issues']).toBe('Digestive issues');
  });

  it('names the statuses the author sees', () => {
    expect(STORY_STATUS_LABELS).toEqual({
      pending: 'Pending review',
      published: 'Published',
      rejected: 'Not published',
    });
  });
});

describe('list, report and review requests', () => {
  it('pages 10 stories by default, at most 50', () => {
    expect(ZStoryListQuery.parse({})).toEqual({ limit: 10 });
    expect(ZStoryListQuery.parse({ limit: '5', page: '2', condition: 'anxiety' })).toEqual({
      limit: 5,
      page: 2,
      condition: 'anxiety',
    });
    expect(ZStoryListQuery.safeParse({ limit: '51' }).success).toBe(false);
    expect(ZStoryListQuery.safeParse({ condition: 'migraine' }).success).toBe(false);
    expect(ZStoryListQuery.safeParse({ cursor: 'a b' }).success).toBe(false);
  });

  it('wants a reason from the list to report a story', () => {
    expect(ZReportStoryRequest.parse({ reason: 'spam' })).toEqual({ reason: 'spam' });
    const result = ZReportStoryRequest.safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Please choose why you are reporting this story.');
  });

  it('takes an optional reason of at most 500 characters to reject a story', () => {
    expect(ZRejectStoryRequest.parse({})).toEqual({});
    expect(ZRejectStoryRequest.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'The reason must be at most 500 characters.',
    );
  });
});
