import { errorMessage } from '@client/api/http';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { ModalContent } from '@client/ui/modal';
import { ErrorState, LoadingState } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { formatCents } from '@common/money';
import type { TBillingSubscription } from '@contract/billing';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useBillingSubscription, useInvoices, useSubscriptionChange } from '../billing-hooks';
import { CardOnFile, formatDate, SummaryRow, TestModeTag } from './billing-bits';

/**
 * 'Your subscription' on the premium page (docs/product/premium.md#screens): the plan and price, when
 * it renews or ends, a failed renewal's warning with 'Update card', the card on file, cancel (after a
 * confirmation) or resume, and the invoices.
 */
export function SubscriptionCard() {
  const subscription = useBillingSubscription();
  return (
    <section id="subscription" aria-labelledby="subscription-title">
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="subscription-title" className="text-lg font-semibold text-ink">
              Your subscription
            </h2>
            {subscription.data?.testMode ? <TestModeTag /> : null}
          </div>
          {subscription.isPending ? (
            <LoadingState label="Loading your subscription..." lines={3} />
          ) : subscription.isError ? (
            <ErrorState
              message="Your subscription could not be loaded. Check your connection and try again."
              onRetry={() => void subscription.refetch()}
            />
          ) : (
            <SubscriptionDetails subscription={subscription.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function SubscriptionDetails({ subscription }: { subscription: TBillingSubscription }) {
  const { state } = subscription;
  const hasPaidPlan = state === 'active' || state === 'past_due' || state === 'canceling';
  return (
    <div className="space-y-4">
      {hasPaidPlan ? (
        <dl className="divide-y divide-line">
          {subscription.planName ? <SummaryRow term="Plan">{subscription.planName}</SummaryRow> : null}
          {subscription.amountCents !== null ? (
            <SummaryRow term="Price">{formatCents(subscription.amountCents)} a month</SummaryRow>
          ) : null}
          {state === 'canceling' && subscription.endsAt ? (
            <SummaryRow term="Status">Premium ends on {formatDate(subscription.endsAt)}</SummaryRow>
          ) : subscription.renewsAt ? (
            <SummaryRow term="Status">Renews on {formatDate(subscription.renewsAt)}</SummaryRow>
          ) : null}
          {subscription.paymentMethod ? (
            <SummaryRow term="Card">
              <CardOnFile brand={subscription.paymentMethod.brand} last4={subscription.paymentMethod.last4} />
            </SummaryRow>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">
          Your Premium is not paid by card, so there is nothing to renew or cancel here.
        </p>
      )}

      {state === 'past_due' ? (
        <div
          role="alert"
          className="flex gap-2 rounded-xl border border-watch bg-watch-soft p-3 text-sm text-ink"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-watch" aria-hidden="true" />
          <div className="space-y-2">
            <p>
              Your last renewal payment did not go through.
              {subscription.graceEndsAt
                ? ` We'll try again until ${formatDate(subscription.graceEndsAt)}; you keep Premium meanwhile.`
                : " We'll try again; you keep Premium meanwhile."}
            </p>
            <Link href="/checkout" className={buttonClasses({ variant: 'outline' })}>
              Update card
            </Link>
          </div>
        </div>
      ) : null}

      {state === 'active' || state === 'past_due' ? <CancelButton subscription={subscription} /> : null}
      {state === 'canceling' ? <ResumeButton /> : null}

      <Invoices />
    </div>
  );
}

function CancelButton({ subscription }: { subscription: TBillingSubscription }) {
  const [open, setOpen] = useState(false);
  const cancel = useSubscriptionChange('cancel');
  const until = subscription.currentPeriodEnd ?? subscription.renewsAt;

  const onConfirm = async () => {
    try {
      const after = await cancel.mutateAsync();
      setOpen(false);
      const endsAt = after?.endsAt ?? until;
      toast({
        title: 'Subscription cancelled',
        description: endsAt
          ? `Premium ends on ${formatDate(endsAt)}.`
          : 'Premium ends at the end of the paid period.',
      });
    } catch (error) {
      toast({
        title: 'Could not cancel',
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" block>
          Cancel subscription
        </Button>
      </Dialog.Trigger>
      <ModalContent
        size="sm"
        title="Cancel your subscription?"
        description={
          until
            ? `You keep Premium until ${formatDate(until)} and won't be charged again. You can resume before then.`
            : "You keep Premium until the end of the paid period and won't be charged again."
        }
      >
        <p className="mt-3 text-sm text-ink-muted">Your data stays as it is, whatever your plan.</p>
        <div className="mt-5 flex flex-col gap-3">
          <Button
            variant="destructive"
            block
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() => void onConfirm()}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
          <Dialog.Close asChild>
            <Button variant="outline" block>
              Keep Premium
            </Button>
          </Dialog.Close>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}

function ResumeButton() {
  const resume = useSubscriptionChange('resume');
  const onResume = async () => {
    try {
      const after = await resume.mutateAsync();
      toast({
        title: 'Subscription resumed',
        description: after?.renewsAt
          ? `Renews on ${formatDate(after.renewsAt)}.`
          : 'Your Premium renews as before.',
      });
    } catch (error) {
      toast({
        title: 'Could not resume',
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button block disabled={resume.isPending} aria-busy={resume.isPending} onClick={() => void onResume()}>
      {resume.isPending ? 'Resuming...' : 'Resume subscription'}
    </Button>
  );
}

function Invoices() {
  const invoices = useInvoices();
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-ink">Invoices</h3>
      {invoices.isPending ? (
        <LoadingState label="Loading your invoices..." lines={2} />
      ) : invoices.isError ? (
        <ErrorState message="Your invoices could not be loaded." onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No invoices yet.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Invoices">
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span>
                <span className="block font-medium text-ink">{invoice.number}</span>
                <span className="block text-ink-muted">{formatDate(invoice.issuedAt)}</span>
              </span>
              <span className="font-medium text-ink">{formatCents(invoice.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
