import { apiJson } from '@client/api/http';
import { SEO_LIMITS, type TSeoAnalysis, type TSeoAnalyzeRequest, type TSeoHealth } from '@contract/seo';
import { useMutation, useQuery } from '@tanstack/react-query';

export const SEO_HEALTH_KEY = ['/api/seo/health-check'] as const;

/** POST /api/seo/analyze. */
export function useSeoAnalyze() {
  return useMutation({
    mutationFn: (input: TSeoAnalyzeRequest) => apiJson<TSeoAnalysis>('POST', '/api/seo/analyze', input),
  });
}

/** GET /api/seo/health-check (admins), read again every 30 seconds while the screen is open. */
export function useSeoHealth() {
  return useQuery<TSeoHealth>({ queryKey: SEO_HEALTH_KEY, refetchInterval: SEO_LIMITS.healthRefetchMs });
}
