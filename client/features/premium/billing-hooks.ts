import { apiJson, throwIfResNotOk } from '@client/api/http';
import { toast } from '@client/ui/use-toast';
import type {
  TBillingSubscription,
  TCreatePaymentIntentResponse,
  TInvoice,
  TPaymentSummary,
  TPlanCode,
  TSandboxAuthenticateRequest,
  TSandboxConfirmRequest,
  TSandboxConfirmResponse,
  TUpgradeResponse,
} from '@contract/billing';
import { BILLING_MESSAGES } from '@contract/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useRefreshSubscription } from './hooks';

/** The calls behind checkout, the bank page, /payment-success and the subscription card (docs/product/payments.md#screens). */

export const BILLING_SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;
export const INVOICES_KEY = ['/api/billing/invoices'] as const;

/** A fresh key for one checkout visit or one press of 'Upgrade to Premium'. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

/**
 * POST /api/create-payment-intent, once per `idempotencyKey` (a repeated request answers the same
 * session). Held as a query so a remount or a second render does not ask again; `refetch` retries.
 */
export function usePaymentSession(plan: TPlanCode, idempotencyKey: string) {
  return useQuery<TCreatePaymentIntentResponse>({
    queryKey: ['/api/create-payment-intent', plan, idempotencyKey],
    queryFn: () =>
      apiJson<TCreatePaymentIntentResponse>('POST', '/api/create-payment-intent', { plan, idempotencyKey }),
    gcTime: 0,
  });
}

/** After a payment or a change of the subscription: every status the screens show. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  const refreshSubscription = useRefreshSubscription();
  return async () => {
    await Promise.all([
      refreshSubscription(),
      queryClient.invalidateQueries({ queryKey: BILLING_SUBSCRIPTION_KEY }),
      queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
    ]);
  };
}

/**
 * What the checkout and the bank page do once the processor says a payment succeeded: the success
 * toast, Premium and billing read afresh, then /payment-success for that payment.
 */
export function usePaymentSucceeded() {
  const [, navigate] = useLocation();
  const refresh = useRefreshBilling();
  return async (paymentId: string) => {
    toast({
      title: BILLING_MESSAGES.paymentSuccessful,
      description: BILLING_MESSAGES.paymentSuccessfulDescription,
    });
    await refresh();
    navigate(`/payment-success?payment=${encodeURIComponent(paymentId)}`);
  };
}

/** POST /api/payments/sandbox/confirm: the test processor's card form. */
export function useSandboxConfirm() {
  return useMutation({
    mutationFn: (body: TSandboxConfirmRequest) =>
      apiJson<TSandboxConfirmResponse>('POST', '/api/payments/sandbox/confirm', body),
  });
}

/** POST /api/payments/sandbox/authenticate: the simulated bank's answer (approve or fail). */
export function useSandboxAuthenticate() {
  return useMutation({
    mutationFn: (body: TSandboxAuthenticateRequest) =>
      apiJson<TSandboxConfirmResponse>('POST', '/api/payments/sandbox/authenticate', body),
  });
}

/** GET /api/payments/{id}; polled briefly while the processor is still confirming it. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_POLL_TIMES = 10;
const UNSETTLED = new Set(['processing', 'requires_action']);

export function isUnsettled(payment: TPaymentSummary | undefined): boolean {
  return payment !== undefined && UNSETTLED.has(payment.status);
}

export function usePayment(paymentId: string | null) {
  return useQuery<TPaymentSummary>({
    queryKey: ['/api/payments', paymentId ?? ''],
    enabled: Boolean(paymentId),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      isUnsettled(query.state.data) && query.state.dataUpdateCount < PAYMENT_POLL_TIMES
        ? PAYMENT_POLL_MS
        : false,
  });
}

export function useBillingSubscription(isEnabled = true) {
  return useQuery<TBillingSubscription>({
    queryKey: BILLING_SUBSCRIPTION_KEY,
    enabled: isEnabled,
    refetchOnMount: 'always',
  });
}

export function useInvoices(isEnabled = true) {
  return useQuery<TInvoice[]>({ queryKey: INVOICES_KEY, enabled: isEnabled, refetchOnMount: 'always' });
}

/** POST /api/premium/upgrade with an `Idempotency-Key` header, so a repeated press charges once. */
export function useUpgrade() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async (idempotencyKey: string) => {
      const res = await fetch('/api/premium/upgrade', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return (await res.json()) as TUpgradeResponse;
    },
    onSettled: refresh,
  });
}

/** POST /api/subscription/cancel or /resume; the answer is the subscription as it now is. */
export function useSubscriptionChange(action: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: () => apiJson<TBillingSubscription | undefined>('POST', `/api/subscription/${action}`),
    onSuccess: (subscription) => {
      if (subscription && typeof subscription === 'object' && 'state' in subscription) {
        queryClient.setQueryData(BILLING_SUBSCRIPTION_KEY, subscription);
      }
    },
    onSettled: refresh,
  });
}
