import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { ErrorState } from '@client/ui/query-card';
import { Spinner } from '@client/ui/spinner';
import { formatCents } from '@common/money';
import { BILLING_MESSAGES, PRICE_CATALOGUE, type TPaymentSummary } from '@contract/billing';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import {
  isUnsettled,
  useBillingSubscription,
  useInvoices,
  usePayment,
  useRefreshBilling,
} from '../billing-hooks';
import { CardOnFile, formatDate, SummaryRow, TestModeTag } from '../components/billing-bits';

/** The page's one heading, by the payment's state. */
function titleFor(payment: TPaymentSummary | undefined, isStillConfirming: boolean): string {
  if (!payment) return 'Payment';
  if (payment.status === 'succeeded') return BILLING_MESSAGES.paymentSuccessful;
  if (isStillConfirming) return 'Confirming your payment…';
  if (payment.status === 'failed' || payment.status === 'canceled') return BILLING_MESSAGES.paymentFailed;
  return 'Payment not completed';
}

/**
 * /payment-success?payment=… (docs/product/payments.md#screens): where the checkout and Stripe send
 * the person after paying. It shows the server's record of the payment: succeeded (what was bought,
 * the invoice, the renewal), still processing (polled briefly), or failed (with a way back).
 */
export default function PaymentSuccessPage() {
  const paymentId = new URLSearchParams(useSearch()).get('payment');
  const payment = usePayment(paymentId);
  const data = payment.data;
  const isStillConfirming = isUnsettled(data);
  const title = titleFor(data, isStillConfirming);
  useDocumentTitle(title);

  // Once the payment settles (after polling), the plan statuses are read again.
  const refresh = useRefreshBilling();
  const settledStatus = data && !isStillConfirming ? data.status : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh once per settled status.
  useEffect(() => {
    if (settledStatus === 'succeeded') void refresh();
  }, [settledStatus]);

  const header = <PageHeader title={title} />;

  if (!paymentId) {
    return (
      <>
        {header}
        <div className="px-4 pb-8">
          <ErrorState message="There is no payment to show here. Your plan and invoices are on the Premium page.">
            <Link href="/premium" className={`${buttonClasses({ variant: 'outline' })} mt-3`}>
              Go to Premium
            </Link>
          </ErrorState>
        </div>
      </>
    );
  }

  if (payment.isPending) {
    return (
      <>
        {header}
        <div className="px-4 pb-8">
          <Confirming />
        </div>
      </>
    );
  }
  if (payment.isError) {
    return (
      <>
        {header}
        <div className="px-4 pb-8">
          <ErrorState
            message={
              errorMessage(payment.error) ??
              'Your payment could not be loaded. Check your connection and try again.'
            }
            onRetry={() => void payment.refetch()}
          />
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="space-y-4 px-4 pb-8">
        {payment.data.status === 'succeeded' ? (
          <Succeeded payment={payment.data} />
        ) : isStillConfirming ? (
          <StillConfirming isPolling={payment.isFetching} onCheck={() => void payment.refetch()} />
        ) : (
          <NotPaid payment={payment.data} />
        )}
      </div>
    </>
  );
}

function Confirming() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
      <Spinner className="h-8 w-8" />
      <p className="font-medium text-ink">Confirming your payment…</p>
    </div>
  );
}

function StillConfirming({ isPolling, onCheck }: { isPolling: boolean; onCheck: () => void }) {
  return (
    <Card>
      <CardContent className="space-y-4">
        <div role="status" className="flex items-center gap-3">
          <Spinner className="h-7 w-7 shrink-0" />
          <p className="font-medium text-ink">Confirming your payment…</p>
        </div>
        <p className="text-sm text-ink-muted">
          Your card processor has not confirmed the payment yet. This usually takes a few seconds. Premium
          starts as soon as it is confirmed, and the receipt is emailed to you.
        </p>
        <Button variant="outline" block disabled={isPolling} onClick={onCheck}>
          Check again
        </Button>
      </CardContent>
    </Card>
  );
}

function NotPaid({ payment }: { payment: TPaymentSummary }) {
  const isFailed = payment.status === 'failed' || payment.status === 'canceled';
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <XCircle className="h-8 w-8 shrink-0 text-bad" aria-hidden="true" />
          <h2 className="text-xl font-bold text-ink">
            {isFailed ? 'Your payment did not go through' : 'This payment was not completed'}
          </h2>
        </div>
        <p className="text-ink">
          {payment.failureMessage ?? (isFailed ? 'The card was not charged.' : 'Nothing was charged.')}{' '}
          Nothing has changed in your plan.
        </p>
        <Link href={`/checkout?plan=${payment.plan}`} className={buttonClasses({ block: true })}>
          Back to checkout
        </Link>
        <Link href="/premium" className={buttonClasses({ variant: 'outline', block: true })}>
          Go to Premium
        </Link>
      </CardContent>
    </Card>
  );
}

function Succeeded({ payment }: { payment: TPaymentSummary }) {
  const invoices = useInvoices();
  const subscription = useBillingSubscription();
  const invoice = Array.isArray(invoices.data)
    ? invoices.data.find((item) => item.number === payment.invoiceNumber)
    : undefined;
  const card = subscription.data?.paymentMethod;
  const last4 = invoice?.cardLast4 ?? null;
  const endsAt = subscription.data?.state === 'canceling' ? subscription.data.endsAt : null;
  const isPractice = PRICE_CATALOGUE[payment.plan].audience === 'practice';

  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="h-8 w-8 shrink-0 text-good" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-bold text-ink">{BILLING_MESSAGES.paymentSuccessfulDescription}</h2>
            <p className="mt-1 text-ink-muted">
              {isPractice
                ? 'Your practice plan is active. A receipt is on its way to your email.'
                : 'Premium is active. A receipt is on its way to your email.'}
            </p>
          </div>
        </div>
        {payment.testMode ? <TestModeTag /> : null}
        <dl className="divide-y divide-line">
          <SummaryRow term="Plan">{payment.planName}</SummaryRow>
          <SummaryRow term="Amount paid">{formatCents(payment.amountCents)}</SummaryRow>
          {last4 ? (
            <SummaryRow term="Card">
              <CardOnFile brand={card?.last4 === last4 ? card.brand : 'Card'} last4={last4} />
            </SummaryRow>
          ) : null}
          {payment.invoiceNumber ? <SummaryRow term="Invoice">{payment.invoiceNumber}</SummaryRow> : null}
          {payment.paidAt ? <SummaryRow term="Paid on">{formatDate(payment.paidAt)}</SummaryRow> : null}
          {endsAt ? (
            <SummaryRow term={isPractice ? 'Plan ends on' : 'Premium ends on'}>
              {formatDate(endsAt)}
            </SummaryRow>
          ) : payment.periodEnd ? (
            <SummaryRow term="Renews on">{formatDate(payment.periodEnd)}</SummaryRow>
          ) : null}
        </dl>
        {isPractice ? (
          <Link href="/provider-dashboard" className={buttonClasses({ block: true })}>
            Back to your dashboard
          </Link>
        ) : (
          <>
            <Link href="/nutrition-premium" className={buttonClasses({ block: true })}>
              Open Premium Nutrition Assistant
            </Link>
            <Link href="/premium" className={buttonClasses({ variant: 'outline', block: true })}>
              Your subscription
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
