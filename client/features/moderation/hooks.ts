import { apiJson } from '@client/api/http';
import { ADMIN_QUEUE_COUNTS_PATH, adminFeedbackPath } from '@common/moderation';
import type { TChallengeRequestAdmin } from '@contract/challenges';
import {
  MODERATION_LIMITS,
  type TAdminFeedbackItem,
  type TAdminFeedbackPage,
  type TFeedbackStatus,
  type TPostDecisionResult,
  type TReportedPost,
  type TReportQueueStatus,
  type TRequestHandled,
} from '@contract/moderation';
import type { TPractitionerTypeRequestAdmin } from '@contract/practitioners';
import type { TAdminStory } from '@contract/success-stories';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** The admin queues' calls (docs/product/admin.md#moderation); every decision refreshes its list and the menu's counts. */

const REPORTS_KEY = ['/api/admin/community/reports'] as const;
const FEEDBACK_KEY = ['/api/admin/feedback'] as const;
const TYPE_REQUESTS_KEY = ['/api/practitioner-requests'] as const;
const CHALLENGE_REQUESTS_KEY = ['/api/admin/challenge-requests'] as const;
const STORIES_KEY = ['/api/admin/success-stories'] as const;

/** After a decision: the list it changed and the menu's badges, also after a failure (another admin may have decided). */
const refresh = (queryClient: QueryClient, key: readonly unknown[]) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_QUEUE_COUNTS_PATH] }),
  ]);

export function useReportQueue(status: TReportQueueStatus) {
  return useQuery<TReportedPost[]>({
    queryKey: [...REPORTS_KEY, status],
    queryFn: () => apiJson('GET', `/api/admin/community/reports?status=${status}`),
  });
}

export type PostDecision = 'hide' | 'restore' | 'dismiss';

export function useDecideOnPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: PostDecision }) =>
      apiJson<TPostDecisionResult>(
        'POST',
        `/api/admin/community/posts/${encodeURIComponent(id)}/${decision}`,
      ),
    onSettled: async () => {
      await Promise.all([
        refresh(queryClient, REPORTS_KEY),
        queryClient.invalidateQueries({ queryKey: ['/api/community'] }),
      ]);
    },
  });
}

export type FeedbackFilters = {
  source: 'page' | 'widget' | null;
  category: string | null;
  status: TFeedbackStatus | null;
  rating: number | null;
};

export const FEEDBACK_PAGE_SIZE = MODERATION_LIMITS.feedbackPageDefault;

export function useAdminFeedback(filters: FeedbackFilters, offset: number) {
  const path = adminFeedbackPath({ ...filters, limit: FEEDBACK_PAGE_SIZE, offset });
  return useQuery<TAdminFeedbackPage>({
    queryKey: [...FEEDBACK_KEY, path],
    queryFn: () => apiJson('GET', path),
    placeholderData: keepPreviousData,
  });
}

export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TFeedbackStatus }) =>
      apiJson<TAdminFeedbackItem>('PATCH', `/api/admin/feedback/${encodeURIComponent(id)}`, { status }),
    onSettled: async () => {
      await refresh(queryClient, FEEDBACK_KEY);
    },
  });
}

export function useTypeRequests() {
  return useQuery<TPractitionerTypeRequestAdmin[]>({ queryKey: TYPE_REQUESTS_KEY });
}

export function useChallengeRequests() {
  return useQuery<TChallengeRequestAdmin[]>({ queryKey: CHALLENGE_REQUESTS_KEY });
}

export type RequestKind = 'practitioner' | 'challenge';

export function useSetRequestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, handled }: { kind: RequestKind; id: string; handled: boolean }) =>
      apiJson<TRequestHandled>(
        handled ? 'POST' : 'DELETE',
        `/api/admin/${kind === 'practitioner' ? 'practitioner' : 'challenge'}-requests/${encodeURIComponent(id)}/handled`,
      ),
    onSettled: async (_data, _error, { kind }) => {
      await refresh(queryClient, kind === 'practitioner' ? TYPE_REQUESTS_KEY : CHALLENGE_REQUESTS_KEY);
    },
  });
}

export function usePendingStories() {
  return useQuery<TAdminStory[]>({
    queryKey: [...STORIES_KEY, 'pending'],
    queryFn: () => apiJson('GET', '/api/admin/success-stories?status=pending'),
  });
}

export function useDecideStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      apiJson<TAdminStory>(
        'POST',
        `/api/admin/success-stories/${encodeURIComponent(input.id)}/${input.decision}`,
        input.decision === 'reject' ? (input.reason ? { reason: input.reason } : {}) : undefined,
      ),
    onSettled: async () => {
      await refresh(queryClient, STORIES_KEY);
    },
  });
}
