import { apiJson, queryKeyToPath, throwIfResNotOk } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import type {
  TComment,
  TCommunityStats,
  TCommunityTopic,
  TCommunityTopicSummary,
  TCreatePostRequest,
  TPost,
  TPostThread,
} from '@contract/community';
import { COMMUNITY_LIMITS } from '@contract/community';
import type { TReportPostRequest, TReportPostResult } from '@contract/moderation';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * Every community key starts with '/api/community', so one invalidation refreshes lists, threads
 * and the stats strip (and the home page's posts).
 */
export const COMMUNITY_KEY = ['/api/community'] as const;
export const communityStatsKey = ['/api/community', 'stats'] as const;
export const communityTopicsKey = ['/api/community', 'topics'] as const;
export const postThreadKey = (postId: string) => ['/api/community', 'posts', postId] as const;
/** The paged feed; its own key so it never shares a cache entry with a plain list query. */
export const feedKey = (topic: TCommunityTopic | null) => ['/api/community', 'feed', topic ?? 'all'] as const;

const PAGE_SIZE = COMMUNITY_LIMITS.pageDefault;

/** GET /api/community[/{topic}], newest first, a page at a time (`before` = the last post's id). */
export function useCommunityFeed(topic: TCommunityTopic | null) {
  return useInfiniteQuery({
    queryKey: feedKey(topic),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const path = topic ? queryKeyToPath(['/api/community', topic]) : '/api/community';
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam);
      return fetchJson<TPost[]>(`${path}?${query}`, signal);
    },
    getNextPageParam: (lastPage) => (lastPage.length < PAGE_SIZE ? undefined : lastPage.at(-1)?.id),
  });
}

export function useCommunityStats() {
  return useQuery<TCommunityStats>({ queryKey: communityStatsKey });
}

/** GET /api/community/topics: every topic with its posts, members and whether the caller follows it. */
export function useCommunityTopics() {
  return useQuery<TCommunityTopicSummary[]>({ queryKey: communityTopicsKey });
}

/** PUT or DELETE /api/community/topics/{topic}/follow; the answer replaces the topic's numbers. */
export function useFollowTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, follow }: { topic: TCommunityTopic; follow: boolean }) =>
      apiJson<TCommunityTopicSummary>(
        follow ? 'PUT' : 'DELETE',
        `/api/community/topics/${encodeURIComponent(topic)}/follow`,
      ),
    onSuccess: (summary) => {
      trackFeature('community', { action: summary.followedByMe ? 'topic_followed' : 'topic_unfollowed' });
      queryClient.setQueryData<TCommunityTopicSummary[]>(communityTopicsKey, (list) =>
        Array.isArray(list) ? list.map((t) => (t.topic === summary.topic ? summary : t)) : list,
      );
    },
  });
}

export function usePostThread(postId: string | undefined) {
  return useQuery<TPostThread>({ queryKey: postThreadKey(postId ?? ''), enabled: Boolean(postId) });
}

async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Writes a post's new state into every cached feed page and thread that shows it. */
function replaceCachedPost(queryClient: QueryClient, post: TPost) {
  queryClient.setQueriesData<InfiniteData<TPost[]>>({ queryKey: ['/api/community', 'feed'] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((p) => (p.id === post.id ? post : p))) }
      : data,
  );
  queryClient.setQueryData<TPostThread>(postThreadKey(post.id), (thread) =>
    thread ? { ...thread, post } : thread,
  );
}

/** POST /api/community; the author comes from the session (no userId or authorName is sent). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<TCreatePostRequest, 'topic' | 'content'>) =>
      apiJson<TPost>('POST', '/api/community', input),
    onSuccess: async () => {
      // That a post was shared, never its text or topic.
      trackFeature('community', { action: 'post_created' });
      await queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY });
    },
  });
}

/** Likes or unlikes as the caller (POST or DELETE /api/community/{id}/like). */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: string; like: boolean }) =>
      apiJson<TPost>(like ? 'POST' : 'DELETE', `/api/community/${postId}/like`),
    onSuccess: async (post) => {
      replaceCachedPost(queryClient, post);
      await queryClient.invalidateQueries({ queryKey: communityStatsKey });
    },
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiJson<TComment>('POST', `/api/community/posts/${postId}/comments`, { content }),
    onSuccess: async () => {
      trackFeature('community', { action: 'reply_posted' });
      await queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiJson<void>('DELETE', `/api/community/posts/${postId}`),
    onSuccess: async (_result, postId) => {
      const thread = postThreadKey(postId);
      const isThread = (key: readonly unknown[]) => key[1] === thread[1] && key[2] === thread[2];
      // The deleted thread is not re-read (it would answer 404); it is dropped once the page has moved on.
      await queryClient.invalidateQueries({
        queryKey: COMMUNITY_KEY,
        predicate: (q) => !isThread(q.queryKey),
      });
      setTimeout(() => queryClient.removeQueries({ queryKey: thread, exact: true }), 0);
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => apiJson<void>('DELETE', `/api/community/comments/${commentId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: postThreadKey(postId) });
      await queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY });
    },
  });
}

/** POST /api/community/posts/{id}/report: one report per member and post (a second changes nothing). */
export function useReportPost() {
  return useMutation({
    mutationFn: ({ postId, ...body }: { postId: string } & TReportPostRequest) =>
      apiJson<TReportPostResult>('POST', `/api/community/posts/${encodeURIComponent(postId)}/report`, body),
  });
}
