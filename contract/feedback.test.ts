import { describe, expect, it } from 'vitest';
import {
  FEATURE_RATING_KEYS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGES,
  RATING_LABELS,
  WIDGET_CATEGORIES,
  ZFeedbackRecord,
  ZFeedbackRequest,
  ZWidgetFeedbackRequest,
} from './feedback';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const messageFor = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

const VALID_PAGE = { rating: 4, category: 'general', feedback: 'Really helpful app' };

describe('the fixed lists', () => {
  it('has the 5 page categories, the 7 widget categories and the 8 per-feature ratings', () => {
    expect(FEEDBACK_CATEGORIES).toEqual(['general', 'feature', 'suggestion', 'bug', 'praise']);
    expect(WIDGET_CATEGORIES).toEqual([
      'User Interface',
      'Performance',
      'Features',
      'Navigation',
      'Content',
      'Mobile Experience',
      'Other',
    ]);
    expect(FEATURE_RATING_KEYS).toHaveLength(8);
  });

  it('labels the ratings 5 Excellent! to 1 Poor', () => {
    expect(RATING_LABELS).toEqual({ 5: 'Excellent!', 4: 'Good', 3: 'Okay', 2: 'Not great', 1: 'Poor' });
  });
});

describe('ZFeedbackRequest', () => {
  it('gives every missing required field its message', () => {
    const result = ZFeedbackRequest.safeParse({});
    expect(messageFor(result, 'rating')).toBe(FEEDBACK_MESSAGES.ratingRequired);
    expect(messageFor(result, 'category')).toBe('Please select a category');
    expect(messageFor(result, 'feedback')).toBe('Please share at least 10 characters of feedback');
  });

  it('applies the defaults: no recommendation answer, no follow-up, optional fields as null', () => {
    const parsed = ZFeedbackRequest.parse(VALID_PAGE);
    expect(parsed.wouldRecommend).toBeNull();
    expect(parsed.contactForFollowup).toBe(false);
    expect(parsed.subject).toBeNull();
    expect(parsed.mostLikedFeature).toBeNull();
    for (const key of FEATURE_RATING_KEYS) expect(parsed[key]).toBeNull();
  });

  it('counts the feedback length after trimming', () => {
    expect(firstMessage(ZFeedbackRequest.safeParse({ ...VALID_PAGE, feedback: '   short    ' }))).toBe(
      FEEDBACK_MESSAGES.feedbackMin,
    );
    expect(ZFeedbackRequest.parse({ ...VALID_PAGE, feedback: ' 1234567890 ' }).feedback).toBe('1234567890');
  });

  it('caps feedback at 5,000, subject at 200 and the four answers at 1,000 characters', () => {
    expect(ZFeedbackRequest.safeParse({ ...VALID_PAGE, feedback: 'x'.repeat(5000) }).success).toBe(true);
    expect(firstMessage(ZFeedbackRequest.safeParse({ ...VALID_PAGE, feedback: 'x'.repeat(5001) }))).toBe(
      FEEDBACK_MESSAGES.feedbackMax,
    );
    expect(ZFeedbackRequest.safeParse({ ...VALID_PAGE, subject: 's'.repeat(200) }).success).toBe(true);
    expect(firstMessage(ZFeedbackRequest.safeParse({ ...VALID_PAGE, subject: 's'.repeat(201) }))).toBe(
      FEEDBACK_MESSAGES.subjectMax,
    );
    for (const key of [
      'mostLikedFeature',
      'leastLikedFeature',
      'suggestedImprovements',
      'additionalFeatures',
    ]) {
      expect(ZFeedbackRequest.safeParse({ ...VALID_PAGE, [key]: 'a'.repeat(1000) }).success).toBe(true);
      expect(firstMessage(ZFeedbackRequest.safeParse({ ...VALID_PAGE, [key]: 'a'.repeat(1001) }))).toBe(
        FEEDBACK_MESSAGES.textMax,
      );
    }
  });

  it.each([0, 6, 2.5])('refuses an overall rating of %s', (rating) => {
    expect(firstMessage(ZFeedbackRequest.safeParse({ ...VALID_PAGE, rating }))).toBe(
      FEEDBACK_MESSAGES.ratingRequired,
    );
  });

  it('takes each per-feature rating from 1 to 5, or none', () => {
    for (const key of FEATURE_RATING_KEYS) {
      expect(ZFeedbackRequest.parse({ ...VALID_PAGE, [key]: 1 })[key]).toBe(1);
      expect(ZFeedbackRequest.parse({ ...VALID_PAGE, [key]: 5 })[key]).toBe(5);
      expect(ZFeedbackRequest.parse({ ...VALID_PAGE, [key]: null })[key]).toBeNull();
      expect(firstMessage(ZFeedbackRequest.safeParse({ ...VALID_PAGE, [key]: 6 }))).toBe(
        FEEDBACK_MESSAGES.featureRatingRange,
      );
    }
  });

  it('turns empty optional answers into null', () => {
    const parsed = ZFeedbackRequest.parse({ ...VALID_PAGE, subject: '   ', additionalFeatures: '' });
    expect(parsed.subject).toBeNull();
    expect(parsed.additionalFeatures).toBeNull();
  });
});

describe('ZWidgetFeedbackRequest', () => {
  it('trims the message and applies the defaults (general, medium)', () => {
    expect(ZWidgetFeedbackRequest.parse({ rating: 3, message: '  Good app \n' })).toEqual({
      type: 'general',
      rating: 3,
      message: 'Good app',
      email: null,
      category: null,
      priority: 'medium',
    });
  });

  it('refuses a blank message with the contract text', () => {
    expect(firstMessage(ZWidgetFeedbackRequest.safeParse({ rating: 3, message: ' \t\n ' }))).toBe(
      'Please provide some feedback details.',
    );
  });

  it('requires a rating from 1 to 5 with the contract text', () => {
    for (const rating of [undefined, 0, 6]) {
      expect(firstMessage(ZWidgetFeedbackRequest.safeParse({ rating, message: 'ok' }))).toBe(
        'Please provide a rating before continuing.',
      );
    }
  });

  it('checks the email only as the browser’s email input does, and lets it be empty', () => {
    expect(ZWidgetFeedbackRequest.parse({ rating: 3, message: 'x', email: 'me@host' }).email).toBe('me@host');
    expect(ZWidgetFeedbackRequest.parse({ rating: 3, message: 'x', email: '' }).email).toBeNull();
    expect(
      firstMessage(ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', email: 'me at host' })),
    ).toBe(FEEDBACK_MESSAGES.email);
  });

  it('takes only the listed types, categories and priorities', () => {
    expect(ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', type: 'improvement' }).success).toBe(
      true,
    );
    expect(
      ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', category: 'Navigation' }).success,
    ).toBe(true);
    expect(ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', priority: 'high' }).success).toBe(
      true,
    );
    expect(ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', type: 'praise' }).success).toBe(false);
    expect(
      ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', category: 'navigation' }).success,
    ).toBe(false);
    expect(ZWidgetFeedbackRequest.safeParse({ rating: 3, message: 'x', priority: 'urgent' }).success).toBe(
      false,
    );
  });
});

describe('ZFeedbackRecord', () => {
  it('tells page and widget records apart by source', () => {
    const widget = {
      id: 'w',
      source: 'widget',
      userId: null,
      type: 'bug',
      rating: 2,
      message: null,
      email: null,
      category: null,
      priority: 'low',
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    expect(ZFeedbackRecord.parse(widget)).toEqual(widget);
    expect(ZFeedbackRecord.safeParse({ ...widget, source: 'email' }).success).toBe(false);
  });
});
