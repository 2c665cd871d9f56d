import { ADMIN_QUEUE_COUNTS_PATH } from '@common/moderation';
import type { TQueueCounts } from '@contract/moderation';
import { useQuery } from '@tanstack/react-query';

/** The moderation queues' decisions invalidate this key, so the badges follow. */
export const QUEUE_COUNTS_KEY = [ADMIN_QUEUE_COUNTS_PATH] as const;

/** GET /api/admin/queue-counts (admins only): what waits in each queue. */
export function useQueueCounts() {
  return useQuery<TQueueCounts>({ queryKey: QUEUE_COUNTS_KEY });
}
