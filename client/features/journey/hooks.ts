import { apiJson } from '@client/api/http';
import { browserTimeZone } from '@client/lib/dates';
import { JOURNEY_PATH, journeyUrl } from '@common/journey';
import {
  JOURNEY_LIMITS,
  type TJourneyEntry,
  type TJourneyEntryDetail,
  type TJourneyOpenableType,
  type TJourneyPage,
  type TJourneyType,
  ZJourneyEntryDetail,
  ZJourneyPage,
} from '@contract/journey';
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

type JourneyData = InfiniteData<TJourneyPage, string | undefined>;

/** GET /api/journey for the chosen kinds in the browser's time zone, a page at a time (older on request). */
export function useJourney(types: readonly TJourneyType[]) {
  const tz = browserTimeZone();
  return useInfiniteQuery<TJourneyPage, Error, JourneyData, readonly unknown[], string | undefined>({
    queryKey: [JOURNEY_PATH, { types: [...types].sort(), tz }],
    initialPageParam: undefined,
    queryFn: async ({ pageParam }) =>
      ZJourneyPage.parse(
        await apiJson<unknown>(
          'GET',
          journeyUrl({ before: pageParam, limit: JOURNEY_LIMITS.pageDefault, types, tz }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every loaded entry, newest first. */
export function journeyEntries(data: JourneyData | undefined): TJourneyEntry[] {
  return (data?.pages ?? []).flatMap((page) => page.entries);
}

/** GET /api/journey/entries/{type}/{id}: an entry's free text, read only once it is opened. */
export function useJourneyEntryDetail(type: TJourneyOpenableType, id: string, isOpen: boolean) {
  return useQuery<TJourneyEntryDetail>({
    queryKey: [`${JOURNEY_PATH}/entries`, type, id],
    enabled: isOpen,
    queryFn: async () =>
      ZJourneyEntryDetail.parse(
        await apiJson<unknown>('GET', `${JOURNEY_PATH}/entries/${type}/${encodeURIComponent(id)}`),
      ),
  });
}
