import { apiJson, throwIfResNotOk } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import { practitionersPath } from '@common/practitioners';
import type {
  TPractitioner,
  TPractitionerDistance,
  TPractitionerSpecialty,
  TPractitionerTypeRequestCreated,
  TPractitionerTypeRequestInput,
} from '@contract/practitioners';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

export type PractitionerQuery = {
  specialty: TPractitionerSpecialty | null;
  distance: TPractitionerDistance | null;
  /** Sent as ?q= so a large directory is searched in full; the page also filters what it has. */
  text: string;
};

/** The URL of GET /api/practitioners[/{specialty}[/{distance}]][?q=] for these filters. */
export function practitionersUrl({ specialty, distance, text }: PractitionerQuery): string {
  const path = practitionersPath({ specialty, distance });
  const q = text.trim();
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

/** The directory filtered on the server, nearest to the user's ZIP code first. */
export function usePractitioners(query: PractitionerQuery) {
  const url = practitionersUrl(query);
  return useQuery<TPractitioner[]>({
    queryKey: ['/api/practitioners', 'search', url],
    queryFn: async ({ signal }) => {
      const res = await fetch(url, { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as TPractitioner[];
    },
    // The current cards stay while the next filter loads; the page marks them as updating.
    placeholderData: keepPreviousData,
  });
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

/** Client-side text search on name or specialty, on top of the server's filters. */
export function matchesPractitionerSearch(practitioner: TPractitioner, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const name = `${practitioner.firstName} ${practitioner.lastName}`.toLowerCase();
  return name.includes(needle) || practitioner.specialty.toLowerCase().includes(needle);
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

/** '2.6 miles away'; under a tenth of a mile reads as such. */
export function formatDistance(miles: number | null): string | null {
  if (miles === null) return null;
  if (miles < 0.1) return 'Under 0.1 miles away';
  return `${miles.toFixed(1)} miles away`;
}

/** '12 practitioners found'. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'practitioner' : 'practitioners'} found`;
}
