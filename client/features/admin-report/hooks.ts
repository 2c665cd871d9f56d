import { apiJson, apiRequest } from '@client/api/http';
import type {
  TReportMetrics,
  TReportSchedule,
  TScheduleDailyResponse,
  TSendTestResponse,
} from '@contract/admin-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/admin/email/schedule: when the report goes out and the addresses it goes to. */
export const SCHEDULE_KEY = ['/api/admin/email/schedule'] as const;
/** The report's HTML, as it would be mailed now. */
export const PREVIEW_URL = '/api/admin/email/preview';
const METRICS_KEY = ['/api/admin/email/metrics'] as const;

export function useReportSchedule() {
  return useQuery<TReportSchedule>({ queryKey: SCHEDULE_KEY });
}

/** GET /api/admin/email/metrics: the report's figures now. */
export function useReportMetrics() {
  return useQuery<TReportMetrics>({ queryKey: METRICS_KEY });
}

/** POST /api/admin/email/schedule-daily; the list is read again afterwards. */
export function useScheduleDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<TScheduleDailyResponse>('POST', '/api/admin/email/schedule-daily', { email }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
  });
}

/** POST /api/admin/email/send-test; the summary is read again (the figures have moved on). */
export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<TSendTestResponse>('POST', '/api/admin/email/send-test', { email }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: METRICS_KEY });
    },
  });
}

/** DELETE /api/admin/email/schedule/{id}. */
export function useRemoveRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `/api/admin/email/schedule/${encodeURIComponent(id)}`).then(() => undefined),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
  });
}
