import { apiJson, apiRequest } from '@client/api/http';
import { track } from '@client/lib/analytics';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import { NEXT_CURSOR_HEADER } from '@contract/paging';
import { type TCreateSymptomRequest, type TSymptom, ZSymptomList } from '@contract/symptoms';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** GET /api/symptoms/user/{userId} (newest first); the key joins to that path. */
export function symptomsKey(userId: string) {
  return ['/api/symptoms/user', userId] as const;
}

export function useSymptoms(userId: string | undefined) {
  return useQuery<TSymptom[]>({
    queryKey: symptomsKey(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/** Symptoms per page on /symptoms; older pages load as the person scrolls. */
export const SYMPTOM_PAGE_SIZE = 50;

type SymptomPage = { items: TSymptom[]; nextCursor: string | null };

/** The symptoms list a page at a time (docs/product/journey.md#paging): the cursor is a header. */
async function fetchSymptomPage(userId: string, before: string | undefined): Promise<SymptomPage> {
  const query = new URLSearchParams({ limit: String(SYMPTOM_PAGE_SIZE) });
  if (before) query.set('before', before);
  const res = await apiRequest('GET', `/api/symptoms/user/${encodeURIComponent(userId)}?${query}`);
  return { items: ZSymptomList.parse(await res.json()), nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/** /symptoms: the newest symptoms, then older pages on request; under symptomsKey, so a new symptom refreshes it. */
export function useSymptomHistory(userId: string | undefined) {
  return useInfiniteQuery<
    SymptomPage,
    Error,
    InfiniteData<SymptomPage, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: [...symptomsKey(userId ?? ''), 'pages'],
    enabled: Boolean(userId),
    initialPageParam: undefined,
    queryFn: ({ pageParam }) => fetchSymptomPage(userId ?? '', pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every loaded symptom, newest first, each once. */
export function loadedSymptoms(data: InfiniteData<SymptomPage, string | undefined> | undefined): TSymptom[] {
  const seen = new Set<string>();
  const out: TSymptom[] = [];
  for (const page of data?.pages ?? []) {
    for (const symptom of page.items) {
      if (seen.has(symptom.id)) continue;
      seen.add(symptom.id);
      out.push(symptom);
    }
  }
  return out;
}

/** POST /api/symptoms; the list refreshes on success. */
export function useCreateSymptom(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TCreateSymptomRequest, 'userId'>) =>
      apiJson<TSymptom>('POST', '/api/symptoms', { ...input, userId }),
    onSuccess: async () => {
      writeFlag(STORAGE_KEYS.symptomsLogged, 'true');
      // Only that a symptom was logged: no name, severity or text (health data stays out of analytics).
      track('symptom_tracking', { action: 'logged' });
      if (userId) await queryClient.invalidateQueries({ queryKey: symptomsKey(userId) });
    },
  });
}
