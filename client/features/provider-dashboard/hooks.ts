import { apiJson } from '@client/api/http';
import type {
  TIncomingConsultationRequest,
  TProviderDashboard,
  ZAcceptConsultationRequest,
  ZDeclineConsultationRequest,
} from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export const DASHBOARD_KEY = ['/api/provider/dashboard'] as const;
export const REQUESTS_KEY = ['/api/provider/consultation-requests'] as const;

/** GET /api/provider/dashboard: review state, plan, trial and the practice's 30-day numbers. */
export function useProviderDashboard() {
  return useQuery<TProviderDashboard>({ queryKey: DASHBOARD_KEY });
}

/** GET /api/provider/consultation-requests: every request sent to this practice, newest first. */
export function useIncomingRequests() {
  return useQuery<TIncomingConsultationRequest[]>({ queryKey: REQUESTS_KEY });
}

type AcceptInput = z.input<typeof ZAcceptConsultationRequest>;
type DeclineInput = z.input<typeof ZDeclineConsultationRequest>;

/**
 * Accept or decline a request. Either way, and on a refusal too (someone may have answered from
 * another tab), the list and the dashboard's pending count are read again.
 */
function useAnswer<TInput>(action: 'accept' | 'decline') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TInput }) =>
      apiJson<unknown>(
        'POST',
        `/api/provider/consultation-requests/${encodeURIComponent(id)}/${action}`,
        input,
      ),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: REQUESTS_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}

export const useAcceptRequest = () => useAnswer<AcceptInput>('accept');
export const useDeclineRequest = () => useAnswer<DeclineInput>('decline');
