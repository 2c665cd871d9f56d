import { apiJson } from '@client/api/http';
import type { TPractitionerApplication } from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every submitted application, pending first: the tabs and their counts come from one list. */
export const APPLICATIONS_KEY = ['/api/admin/practitioner-applications'] as const;

/** GET /api/admin/practitioner-applications (admins only). */
export function useApplications() {
  return useQuery<TPractitionerApplication[]>({ queryKey: APPLICATIONS_KEY });
}

/** Approve or reject; the list is read again afterwards, also after a failure (another admin may have decided). */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      apiJson<TPractitionerApplication>(
        'POST',
        `/api/admin/practitioner-applications/${encodeURIComponent(input.id)}/${input.decision}`,
        input.decision === 'reject' ? { reason: input.reason } : undefined,
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
}
