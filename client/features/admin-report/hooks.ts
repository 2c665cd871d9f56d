import { apiJson, apiRequest, throwIfResNotOk } from '@client/api/http';
import type { TReportSchedule, TScheduleDailyResponse, TSendTestResponse } from '@contract/admin-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/admin/email/schedule: when the report goes out and the addresses it goes to. */
export const SCHEDULE_KEY = ['/api/admin/email/schedule'] as const;
/** The report's HTML, as it would be mailed now. */
export const PREVIEW_URL = '/api/admin/email/preview';
const PREVIEW_KEY = [PREVIEW_URL] as const;

export function useReportSchedule() {
  return useQuery<TReportSchedule>({ queryKey: SCHEDULE_KEY });
}

/** GET /api/admin/email/preview as text, for the sample frame. */
export function useReportPreview() {
  return useQuery<string>({
    queryKey: PREVIEW_KEY,
    queryFn: async ({ signal }) => {
      const res = await fetch(PREVIEW_URL, { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return res.text();
    },
  });
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

/** POST /api/admin/email/send-test; the sample is made again with the same figures' moment. */
export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<TSendTestResponse>('POST', '/api/admin/email/send-test', { email }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
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
