import { apiJson, throwIfResNotOk } from '@client/api/http';
import {
  STORY_LIMITS,
  type TCreateStoryValues,
  type TStoryCondition,
  type TStoryPage,
  type TStoryReportReason,
  type TSuccessStory,
} from '@contract/success-stories';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** Every success-story key starts here, so one invalidation refreshes Browse and My Stories. */
export const STORIES_KEY = ['/api/success-stories'] as const;
export const browseKey = (condition: TStoryCondition | null) =>
  ['/api/success-stories', 'browse', condition ?? 'all'] as const;
export const myStoriesKey = ['/api/success-stories', 'mine'] as const;

const PAGE_SIZE = STORY_LIMITS.pageDefault;

async function fetchPage(url: string, signal: AbortSignal): Promise<TStoryPage> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as TStoryPage;
}

const pageUrl = (path: string, condition: TStoryCondition | null, cursor: string | undefined) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (condition) query.set('condition', condition);
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
};

/** GET /api/success-stories: published stories, newest first, a page at a time. */
export function useBrowseStories(condition: TStoryCondition | null) {
  return useInfiniteQuery({
    queryKey: browseKey(condition),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageUrl('/api/success-stories', condition, pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/success-stories/user: the person's own stories, any status, newest first. */
export function useMyStories() {
  return useInfiniteQuery({
    queryKey: myStoriesKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageUrl('/api/success-stories/user', null, pageParam), signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The stories of an infinite query's pages, in order. */
export function storiesOf(data: InfiniteData<TStoryPage> | undefined): TSuccessStory[] {
  return (data?.pages ?? []).flatMap((page) => (Array.isArray(page?.stories) ? page.stories : []));
}

/** Writes a story's new state (a like, a report) into every cached list that shows it. */
function replaceCachedStory(queryClient: QueryClient, story: TSuccessStory) {
  queryClient.setQueriesData<InfiniteData<TStoryPage>>({ queryKey: STORIES_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            stories: page.stories.map((s) => (s.id === story.id ? { ...s, ...reactions(story) } : s)),
          })),
        }
      : data,
  );
}

/** What a like or a report changes; the list's own view of the author stays (My Stories shows the name). */
const reactions = (story: TSuccessStory) => ({
  likes: story.likes,
  likedByMe: story.likedByMe,
  reportedByMe: story.reportedByMe,
});

/** POST /api/success-stories; on success both lists (Browse and My Stories) are refetched. */
export function useShareStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateStoryValues) => apiJson<TSuccessStory>('POST', '/api/success-stories', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STORIES_KEY });
    },
  });
}

/** Likes or unlikes as the person (POST or DELETE …/like). */
export function useToggleStoryLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      apiJson<TSuccessStory>(like ? 'POST' : 'DELETE', `/api/success-stories/${id}/like`),
    onSuccess: (story) => replaceCachedStory(queryClient, story),
  });
}

/** POST …/report; the story shows 'Reported' afterwards (it may leave Browse for review). */
export function useReportStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: TStoryReportReason }) =>
      apiJson<TSuccessStory>('POST', `/api/success-stories/${id}/report`, { reason }),
    onSuccess: (story) => replaceCachedStory(queryClient, story),
  });
}
