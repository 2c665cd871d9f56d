import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { ErrorState, LoadingState } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { formatCents } from '@common/money';
import { BILLING_MESSAGES, type TSandboxConfirmResponse } from '@contract/billing';
import { Landmark } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { usePayment, usePaymentSucceeded, useSandboxAuthenticate } from '../billing-hooks';
import { SummaryRow, TestModeBanner } from '../components/billing-bits';

/**
 * /checkout/authenticate?payment=…&token=… (docs/product/payments.md#screens): the test processor's
 * stand-in for the bank's own authentication step (3-D Secure). The person approves or fails it;
 * the payment then succeeds (on to /payment-success) or fails (back to /checkout with the toast).
 */
export default function CheckoutAuthenticatePage() {
  useDocumentTitle('Bank authentication');
  const params = new URLSearchParams(useSearch());
  const paymentId = params.get('payment');
  const token = params.get('token');
  const [, navigate] = useLocation();
  const payment = usePayment(paymentId && token ? paymentId : null);
  const authenticate = useSandboxAuthenticate();
  const paymentSucceeded = usePaymentSucceeded();
  const inFlight = useRef(false);

  const header = (
    <PageHeader title="Bank authentication" subtitle="A simulated bank check, shown only in test mode." />
  );

  if (!paymentId || !token) {
    return (
      <>
        {header}
        <div className="px-4 pb-8">
          <ErrorState message="This authentication link is incomplete. Start the payment again from checkout.">
            <Link href="/checkout" className={`${buttonClasses({ variant: 'outline' })} mt-3`}>
              Back to checkout
            </Link>
          </ErrorState>
        </div>
      </>
    );
  }

  const backToCheckout = () => {
    const plan = payment.data?.plan;
    navigate(plan ? `/checkout?plan=${plan}` : '/checkout');
  };

  const onAnswer = async (answer: TSandboxConfirmResponse) => {
    if (answer.status === 'succeeded') {
      await paymentSucceeded(answer.paymentId);
      return;
    }
    toast({
      title: BILLING_MESSAGES.paymentFailed,
      description: answer.message ?? 'The bank did not approve the payment.',
      variant: 'destructive',
    });
    backToCheckout();
  };

  const respond = async (approve: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await onAnswer(await authenticate.mutateAsync({ token, approve }));
    } catch (error) {
      toast({
        title: BILLING_MESSAGES.paymentFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
    }
  };

  const isBusy = authenticate.isPending;
  const choice = authenticate.variables?.approve;

  return (
    <>
      {header}
      <div className="space-y-4 px-4 pb-8">
        <TestModeBanner />
        <Card>
          <CardContent className="space-y-4">
            <div className="flex items-center gap-3">
              <Landmark className="h-7 w-7 shrink-0 text-brand-ink" aria-hidden="true" />
              <h2 className="text-xl font-bold text-ink">Simulated bank authentication</h2>
            </div>
            <p className="text-ink">
              Your bank asks you to confirm this payment. In test mode nothing real is charged: choose how the
              bank answers.
            </p>
            {payment.isPending ? (
              <LoadingState label="Loading the payment..." lines={2} />
            ) : payment.isError ? (
              <ErrorState
                message={errorMessage(payment.error) ?? 'The payment could not be loaded.'}
                onRetry={() => void payment.refetch()}
              />
            ) : (
              <dl className="divide-y divide-line">
                <SummaryRow term="Paying for">{payment.data.planName}</SummaryRow>
                <SummaryRow term="Amount">{formatCents(payment.data.amountCents)}</SummaryRow>
                <SummaryRow term="Merchant">Infinite Wellness</SummaryRow>
              </dl>
            )}
            <div className="space-y-3">
              <Button size="lg" block disabled={isBusy} aria-busy={isBusy} onClick={() => void respond(true)}>
                {isBusy && choice === true ? BILLING_MESSAGES.processing : 'Complete authentication'}
              </Button>
              <Button
                variant="outline"
                size="lg"
                block
                disabled={isBusy}
                aria-busy={isBusy}
                onClick={() => void respond(false)}
              >
                {isBusy && choice === false ? BILLING_MESSAGES.processing : 'Fail authentication'}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
