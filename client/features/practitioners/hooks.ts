import { apiJson, throwIfResNotOk } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import { practitionersPath } from '@common/practitioners';
import type {
  TPractitioner,
  TPractitionerDistance,
  TPractitionerPage,
  TPractitionerSpecialty,
  TPractitionerTypeRequestCreated,
  TPractitionerTypeRequestInput,
} from '@contract/practitioners';
import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';

export type PractitionerQuery = {
  specialty: TPractitionerSpecialty | null;
  distance: TPractitionerDistance | null;
  /** Sent as ?q=: the server searches names, specialties, conditions treated and bios. */
  text: string;
};

/**
 * The URL of GET /api/practitioners[/{specialty}[/{distance}]][?q=][&offset=] for these filters and
 * the number of cards already shown; each page holds PRACTITIONER_LIMITS.pageSize, the server's default.
 */
export function practitionersUrl({ specialty, distance, text }: PractitionerQuery, offset = 0): string {
  const path = practitionersPath({ specialty, distance });
  const params = new URLSearchParams();
  const q = text.trim();
  if (q) params.set('q', q);
  if (offset > 0) params.set('offset', String(offset));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The directory filtered and searched on the server, most relevant then nearest first, a page at a time. */
export function usePractitioners(query: PractitionerQuery) {
  return useInfiniteQuery({
    queryKey: ['/api/practitioners', 'search', practitionersUrl(query)],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const res = await fetch(practitionersUrl(query, pageParam), { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as TPractitionerPage;
    },
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    // The current cards stay while the next search loads; the page marks them as updating.
    placeholderData: keepPreviousData,
  });
}

/** The cards of every page loaded so far, each once (a listing added meanwhile may shift a page). */
export function loadedPractitioners(pages: readonly TPractitionerPage[] | undefined): TPractitioner[] {
  const seen = new Set<string>();
  const items: TPractitioner[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** 'Request Practitioner Type': POST /api/practitioner-requests. */
export function useRequestPractitionerType() {
  return useMutation({
    mutationFn: (input: TPractitionerTypeRequestInput) =>
      apiJson<TPractitionerTypeRequestCreated>('POST', '/api/practitioner-requests', input),
    // Only that a request was sent: the specialty and note may say something about the user's health.
    onSuccess: () => trackFeature('practitioner_type_request', { action: 'sent' }),
  });
}

/** The initials shown in place of a profile picture. */
export function practitionerInitials(practitioner: Pick<TPractitioner, 'firstName' | 'lastName'>): string {
  return `${practitioner.firstName.charAt(0)}${practitioner.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** '$150 per session'. */
export function formatFee(dollars: number): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
  return `${amount} per session`;
}

/** 'Showing 10 of 49 practitioners' while there are more; '49 practitioners found' once all are shown. */
export function resultCountText(shown: number, total: number): string {
  if (shown < total) return `Showing ${shown} of ${total} practitioners`;
  return `${total} ${total === 1 ? 'practitioner' : 'practitioners'} found`;
}
