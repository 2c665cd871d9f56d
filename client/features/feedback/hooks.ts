import { apiJson, throwIfResNotOk } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import type {
  TFeedbackRequest,
  TPageFeedback,
  TWidgetFeedback,
  TWidgetFeedbackRequest,
} from '@contract/feedback';
import type { TDailyMessage } from '@contract/wellness';
import { useMutation, useQuery } from '@tanstack/react-query';
import { recordFeedbackGiven } from './prompt';

/** The browser's calendar day, YYYY-MM-DD: the daily message changes at the user's own midnight. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * GET /api/wellness/daily-message for the browser's day. Same key and URL as the home
 * dashboard's, so both screens share one cached answer and show the same quote.
 */
export function useDailyMessage() {
  const day = localDay();
  return useQuery<TDailyMessage>({
    queryKey: ['/api/wellness/daily-message', day],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/wellness/daily-message?date=${day}`, { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as TDailyMessage;
    },
  });
}

/** POST /api/feedback: the feedback page's full form. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (input: TFeedbackRequest) => apiJson<TPageFeedback>('POST', '/api/feedback', input),
    onSuccess: (saved) => {
      recordFeedbackGiven();
      // Only that it was sent, and the structured answers: never the text (it may hold health details).
      trackFeature('feedback', { source: 'page', rating: saved.rating, category: saved.category });
    },
  });
}

/** POST /api/feedback/submit: the floating widget (the message goes trimmed). */
export function useSubmitWidgetFeedback() {
  return useMutation({
    mutationFn: (input: TWidgetFeedbackRequest) =>
      apiJson<TWidgetFeedback>('POST', '/api/feedback/submit', { ...input, message: input.message.trim() }),
    onSuccess: (saved) => {
      recordFeedbackGiven();
      trackFeature('feedback', { source: 'widget', rating: saved.rating, type: saved.type });
    },
  });
}
