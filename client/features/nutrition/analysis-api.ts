import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  NUTRITION_LIMITS,
  type TNutritionAnalysisResult,
  type TNutritionCapabilities,
  type TNutritionHistoryEntry,
  ZNutritionHistory,
  ZTranscription,
} from '../../../contract/nutrition-analysis';
import { NEXT_CURSOR_HEADER } from '../../../contract/paging';
import { apiJson, apiRequest, throwIfResNotOk } from '../../api/http';
import { trackFeature } from '../../lib/analytics';

export const NUTRITION_HISTORY_KEY = ['/api/nutrition/history'] as const;
export const NUTRITION_CAPABILITIES_KEY = ['/api/nutrition/capabilities'] as const;

/** GET /api/nutrition/capabilities: whether voice and meal photos can be handled on this server. */
export function useNutritionCapabilities(enabled: boolean) {
  return useQuery({
    queryKey: NUTRITION_CAPABILITIES_KEY,
    queryFn: () => apiJson<TNutritionCapabilities>('GET', '/api/nutrition/capabilities'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

type HistoryPage = { items: TNutritionHistoryEntry[]; nextCursor: string | null };

/** One page of the history; the next page's cursor is the X-Next-Cursor header (docs/product/journey.md#paging). */
async function fetchHistoryPage(before: string | undefined): Promise<HistoryPage> {
  const query = new URLSearchParams({ limit: String(NUTRITION_LIMITS.historyShown) });
  if (before) query.set('before', before);
  const res = await apiRequest('GET', `/api/nutrition/history?${query}`);
  return {
    items: ZNutritionHistory.parse(await res.json()),
    nextCursor: res.headers.get(NEXT_CURSOR_HEADER),
  };
}

/**
 * GET /api/nutrition/history: requested only for premium (or trial) users
 * (docs/product/nutrition.md#screens); the 5 most recent, then 5 older at a time.
 */
export function useNutritionHistory(enabled: boolean) {
  return useInfiniteQuery<
    HistoryPage,
    Error,
    InfiniteData<HistoryPage, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: NUTRITION_HISTORY_KEY,
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Every loaded analysis, newest first, each once. */
export function loadedAnalyses(
  data: InfiniteData<HistoryPage, string | undefined> | undefined,
): TNutritionHistoryEntry[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    }),
  );
}

export type TAnalyseInput =
  | { type: 'text'; input: string }
  | { type: 'voice'; input: string }
  | { type: 'image'; file: File };

/** POST /api/nutrition/analyze-premium (multipart); history refreshes on success. */
export function useAnalyseNutrition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TAnalyseInput): Promise<TNutritionAnalysisResult> => {
      const form = new FormData();
      form.append('type', request.type);
      if (request.type === 'image') form.append('file', request.file);
      else form.append('input', request.input);
      const res = await fetch('/api/nutrition/analyze-premium', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return (await res.json()) as TNutritionAnalysisResult;
    },
    onSuccess: (_result, request) => {
      trackFeature('nutrition_analysis', { inputType: request.type });
      void queryClient.invalidateQueries({ queryKey: NUTRITION_HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/premium/trial-status'] });
    },
  });
}

/** POST /api/nutrition/transcribe: a recording to text, for the person to confirm. */
export function useTranscribe() {
  return useMutation({
    mutationFn: async (recording: Blob): Promise<string> => {
      const form = new FormData();
      const extension = recording.type.includes('ogg')
        ? 'ogg'
        : recording.type.includes('mp4')
          ? 'm4a'
          : 'webm';
      form.append('file', recording, `recording.${extension}`);
      const res = await fetch('/api/nutrition/transcribe', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return ZTranscription.parse(await res.json()).transcript;
    },
  });
}
