import { apiJson } from '@client/api/http';
import type {
  TAnalyzeSymptomsResponse,
  TFindDoctorsRequest,
  TFindDoctorsResponse,
  TGuidedProfile,
  THealthChatRequest,
  THealthChatResponse,
  TRecommendCommunitiesResponse,
  TRecommendedTestsResponse,
} from '@contract/assistant';
import {
  type TTourLogSymptomsRequest,
  type TTourLogSymptomsResponse,
  type TTourProgress,
  type TTourProgressRequest,
  ZTourProgressOrNull,
} from '@contract/onboarding-tour';
import type { TProfile } from '@contract/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The guided onboarding's calls. The four `/api/health/*` answers are pure functions of
 * the step-1 answers, so they are queries keyed by the payload: going Back and Next again reuses them,
 * changing an answer asks again. All keys start with GUIDED_KEY so completion can drop them from memory.
 */
export const GUIDED_KEY = ['guided-onboarding'] as const;

const post =
  <T>(url: string, payload: unknown) =>
  () =>
    apiJson<T>('POST', url, payload);

/** POST /api/ai/health-chat (message, chatHistory, stage 'health_collection'). */
export function useHealthChat() {
  return useMutation({
    mutationFn: (input: THealthChatRequest) =>
      apiJson<THealthChatResponse>('POST', '/api/ai/health-chat', input),
  });
}

export function useAnalysis(profile: TGuidedProfile | null, enabled: boolean) {
  return useQuery({
    queryKey: [...GUIDED_KEY, 'analyze-symptoms', profile],
    queryFn: post<TAnalyzeSymptomsResponse>('/api/health/analyze-symptoms', profile),
    enabled: enabled && profile !== null,
  });
}

export function useRecommendedTests(profile: TGuidedProfile | null, enabled: boolean) {
  return useQuery({
    queryKey: [...GUIDED_KEY, 'recommended-tests', profile],
    queryFn: post<TRecommendedTestsResponse>('/api/health/recommended-tests', profile),
    enabled: enabled && profile !== null,
  });
}

/** POST /api/health/find-doctors with the ZIP of step 1 and the analysis's recommendedSpecialties. */
export function useFindDoctors(request: TFindDoctorsRequest | null, enabled: boolean) {
  return useQuery({
    queryKey: [...GUIDED_KEY, 'find-doctors', request],
    queryFn: post<TFindDoctorsResponse>('/api/health/find-doctors', request),
    enabled: enabled && request !== null,
  });
}

/** POST /api/health/recommend-communities with the guided profile as its payload. */
export function useRecommendedCommunities(profile: TGuidedProfile | null, enabled: boolean) {
  return useQuery({
    queryKey: [...GUIDED_KEY, 'recommend-communities', profile],
    queryFn: post<TRecommendCommunitiesResponse>('/api/health/recommend-communities', profile),
    enabled: enabled && profile !== null,
  });
}

/** The answers are health data: once the tour is done they are not kept in the query cache. */
export function useForgetGuidedAnswers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: GUIDED_KEY }), [queryClient]);
}

/** GET /api/onboarding-tour/progress: where the person left the tour, or null (also for a reply not of that shape). */
export function useTourProgress() {
  return useQuery({
    queryKey: [...GUIDED_KEY, 'progress'],
    queryFn: async (): Promise<TTourProgress | null> => {
      const body = await apiJson<unknown>('GET', '/api/onboarding-tour/progress');
      const parsed = ZTourProgressOrNull.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** PUT /api/onboarding-tour/progress: the step, the answers so far and the conversation. */
export function useSaveTourProgress() {
  return useMutation({
    mutationFn: (progress: TTourProgressRequest) =>
      apiJson<TTourProgress>('PUT', '/api/onboarding-tour/progress', progress),
  });
}

/** DELETE /api/onboarding-tour/progress: the tour is finished. */
export function useClearTourProgress() {
  return useMutation({
    mutationFn: () => apiJson<null>('DELETE', '/api/onboarding-tour/progress'),
  });
}

/** POST /api/onboarding-tour/log-symptoms: the symptoms the person agreed to add to their log. */
export function useLogTourSymptoms() {
  return useMutation({
    mutationFn: (input: TTourLogSymptomsRequest) =>
      apiJson<TTourLogSymptomsResponse>('POST', '/api/onboarding-tour/log-symptoms', input),
  });
}

/** GET /api/user/profile's ZIP code (given at sign-up or in the profile), or null. */
export function useProfileZip(): string | null {
  const profile = useQuery<Partial<TProfile>>({ queryKey: ['/api/user/profile'], retry: false });
  const zip = profile.data?.zipCode;
  return typeof zip === 'string' && zip.trim() !== '' ? zip.trim() : null;
}
