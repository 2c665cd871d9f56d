import { ApiError, apiJson, throwIfResNotOk } from '@client/api/http';
import type {
  TConsultationRequest,
  TPractitionerReview,
  TPublicPractitionerProfile,
  TReviewInput,
} from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The query key of a public profile; other features invalidate it after changing what it shows. */
export const practitionerProfileKey = (id: string) => ['/api/practitioner-profiles', id] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/practitioner-profiles/{id}`: a listed practitioner as anyone sees them, with the distance
 * from the signed-in person's ZIP code and their own review. A 404 is final (not retried).
 */
export function usePublicPractitionerProfile(id: string) {
  return useQuery({
    queryKey: practitionerProfileKey(id),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/practitioner-profiles/${encodeURIComponent(id)}`, {
        credentials: 'include',
        signal,
      });
      await throwIfResNotOk(res);
      return (await res.json()) as TPublicPractitionerProfile;
    },
    enabled: UUID.test(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/**
 * Whether the signed-in person may review this practitioner, from their consultation requests
 * (`canReview`): true or false once the list answers; null when it cannot be read, and then the form
 * is shown and the server's answer to the review says why not.
 */
export function useCanReview(practitionerId: string, enabled: boolean): boolean | null {
  const requests = useQuery({
    queryKey: ['/api/consultation-requests'],
    queryFn: async ({ signal }) => {
      const res = await fetch('/api/consultation-requests', { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as TConsultationRequest[];
    },
    enabled,
    retry: false,
  });
  if (!requests.isSuccess || !Array.isArray(requests.data)) return null;
  return requests.data.some((r) => r.practitionerId === practitionerId && r.canReview);
}

/** `POST /api/practitioners/{id}/reviews`, then the profile and the request list are read again. */
export function useAddReview(practitionerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReviewInput) =>
      apiJson<TPractitionerReview>('POST', `/api/practitioners/${practitionerId}/reviews`, input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: practitionerProfileKey(practitionerId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/consultation-requests'] }),
      ]);
    },
  });
}

/** `DELETE /api/practitioners/{id}/reviews/mine`. */
export function useRemoveReview(practitionerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', `/api/practitioners/${practitionerId}/reviews/mine`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: practitionerProfileKey(practitionerId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/consultation-requests'] }),
      ]);
    },
  });
}

/** '$175.50 per session', '$250 per session'. */
export function formatFee(dollars: number): string {
  const whole = Number.isInteger(dollars);
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(dollars);
  return `${amount} per session`;
}

/** 'Rated 4.8 out of 5 from 96 reviews'; 'No reviews yet' without any. */
export function ratingText(rating: string, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  return `Rated ${rating} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}

/** '12 years of experience', '1 year of experience'; null when not given. */
export function experienceText(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return 'Less than a year of experience';
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}

/** The initials shown in place of a photo. */
export function initialsOf(p: Pick<TPublicPractitionerProfile, 'firstName' | 'lastName'>): string {
  return `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The practice's address as the practitioner wrote it, completed with the city, state and ZIP code
 * it leaves out: '450 Sutter St, San Francisco, CA 94108', or '450 Sutter St' over 'San Francisco, CA 94108'.
 */
export function addressLines(
  p: Pick<TPublicPractitionerProfile, 'location' | 'city' | 'state' | 'zipCode'>,
): string[] {
  const place = [[p.city, p.state].filter(Boolean).join(', '), p.zipCode].filter(Boolean).join(' ');
  const location = p.location.trim();
  if (!location) return [place];
  const namesCity = p.city !== '' && location.toLowerCase().includes(p.city.toLowerCase());
  if (!namesCity) return [location, place];
  return [location.includes(p.zipCode) ? location : `${location} ${p.zipCode}`];
}
