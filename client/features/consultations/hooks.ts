import { apiJson, getQueryFn } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import type { TConsultationRequest, TConsultationRequestInput } from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const MY_REQUESTS_KEY = ['/api/consultation-requests'] as const;

/** GET /api/consultation-requests: the signed-in person's own requests, newest first. */
export function useMyConsultationRequests(enabled = true) {
  return useQuery<TConsultationRequest[]>({
    queryKey: MY_REQUESTS_KEY,
    queryFn: getQueryFn<TConsultationRequest[]>({ on401: 'throw' }),
    enabled,
  });
}

/** POST /api/practitioners/{id}/consultation-requests. */
export function useSendConsultationRequest(practitionerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TConsultationRequestInput) =>
      apiJson<TConsultationRequest>(
        'POST',
        `/api/practitioners/${practitionerId}/consultation-requests`,
        input,
      ),
    onSuccess: async () => {
      // Only that a request was sent: the reason and the records shared are health data.
      trackFeature('consultation_request', { action: 'sent' });
      await queryClient.invalidateQueries({ queryKey: MY_REQUESTS_KEY });
    },
  });
}

/** POST /api/consultation-requests/{id}/cancel. */
export function useCancelConsultationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<TConsultationRequest>('POST', `/api/consultation-requests/${id}/cancel`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_REQUESTS_KEY });
    },
  });
}
