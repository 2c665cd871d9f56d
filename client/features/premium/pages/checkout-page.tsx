import { ApiError, errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { LoadingState } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { formatCents } from '@common/money';
import {
  BILLING_MESSAGES,
  PRICE_CATALOGUE,
  type TCreatePaymentIntentResponse,
  type TPlanCode,
  type TSandboxConfirmResponse,
  ZPlanCode,
} from '@contract/billing';
import { AlertCircle, CreditCard } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { newIdempotencyKey, usePaymentSession, usePaymentSucceeded } from '../billing-hooks';
import {
  formatDate,
  intervalText,
  renewalDate,
  SummaryRow,
  TestModeBanner,
} from '../components/billing-bits';
import { SandboxCardForm } from '../components/sandbox-card-form';

// Stripe's Payment Element and Stripe.js load only when the processor is Stripe.
const StripePaymentForm = lazy(() => import('../components/stripe-payment-form'));

const DEFAULT_PLAN: TPlanCode = 'premium_monthly';

/** The bank page the sandbox names: only a path of ours is followed. */
function isOwnAuthenticationPath(url: string | null): url is string {
  return typeof url === 'string' && url.startsWith('/checkout/authenticate?');
}

/**
 * /checkout (docs/product/payments.md#screens): the payment session is asked for once per visit (one
 * idempotency key), then what is being bought and the processor's card form. A declined card keeps
 * the person on the form; a new session for the next attempt is prepared behind it.
 */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const params = new URLSearchParams(useSearch());
  const planParam = ZPlanCode.safeParse(params.get('plan'));
  const plan = planParam.success ? planParam.data : DEFAULT_PLAN;
  const [, navigate] = useLocation();
  const paymentSucceeded = usePaymentSucceeded();

  const [visitKey] = useState(newIdempotencyKey);
  const [attempt, setAttempt] = useState(1);
  const idempotencyKey = attempt === 1 ? visitKey : `${visitKey}:${attempt}`;
  const session = usePaymentSession(plan, idempotencyKey);
  // The last usable session: the form stays on screen while the next attempt's is prepared.
  const [lastSession, setLastSession] = useState<TCreatePaymentIntentResponse | null>(null);
  useEffect(() => {
    if (session.data?.clientSecret) setLastSession(session.data);
  }, [session.data]);
  const shownSession = session.data?.clientSecret ? session.data : lastSession;

  const hasNoSecret = session.isSuccess && !session.data?.clientSecret;
  useEffect(() => {
    if (session.isError) console.error('Checkout: the payment session could not be created', session.error);
    else if (hasNoSecret) console.error('Checkout: the payment session has no client secret');
  }, [session.isError, session.error, hasNoSecret]);

  const showFailure = (message: string | undefined) => {
    toast({
      title: BILLING_MESSAGES.paymentFailed,
      description: message ?? 'Please check your connection and try again.',
      variant: 'destructive',
    });
  };

  const onAnswer = async (answer: TSandboxConfirmResponse) => {
    if (answer.status === 'succeeded') {
      await paymentSucceeded(answer.paymentId);
      return;
    }
    if (answer.status === 'requires_action' && isOwnAuthenticationPath(answer.authenticationUrl)) {
      navigate(answer.authenticationUrl);
      return;
    }
    showFailure(answer.message ?? undefined);
    // A failed session is final: prepare the next attempt's. A card refused before any charge
    // (requires_payment_method) may be corrected and tried on the same session.
    if (answer.status !== 'requires_payment_method') setAttempt((n) => n + 1);
  };

  const onConfirmError = (error: unknown) => {
    showFailure(errorMessage(error));
    // The session is used up or gone (409, 404): the next attempt needs a new one.
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setAttempt((n) => n + 1);
  };

  const header = <PageHeader title="Checkout" subtitle="Pay securely for your plan." />;
  // A refusal the server explained (already Premium, a practice plan): said under the error text.
  const refusal =
    session.error instanceof ApiError && session.error.status < 500 ? errorMessage(session.error) : undefined;

  if (shownSession === null && !session.isError && !hasNoSecret) {
    return (
      <>
        {header}
        <div className="px-4">
          <LoadingState label="Preparing your payment..." />
        </div>
      </>
    );
  }
  if (shownSession === null || session.isError || hasNoSecret) {
    return (
      <>
        {header}
        <div className="px-4 pb-8">
          <Card role="alert">
            <CardContent className="space-y-4">
              <div className="flex items-center gap-3">
                <AlertCircle className="h-7 w-7 shrink-0 text-bad" aria-hidden="true" />
                <h2 className="text-xl font-bold text-ink">{BILLING_MESSAGES.errorTitle}</h2>
              </div>
              <p className="text-ink">{BILLING_MESSAGES.errorText}</p>
              {refusal ? <p className="text-sm text-ink-muted">{refusal}</p> : null}
              <Button block onClick={() => void session.refetch()} disabled={session.isFetching}>
                {session.isFetching ? 'Trying again...' : 'Try Again'}
              </Button>
              <Link href="/premium" className={buttonClasses({ variant: 'outline', block: true })}>
                Go to Premium
              </Link>
            </CardContent>
          </Card>
        </div>
      </>
    );
  }

  const bought = PRICE_CATALOGUE[shownSession.plan];
  const isSessionBusy = session.isFetching || session.data !== shownSession;

  return (
    <>
      {header}
      <div className="space-y-4 px-4 pb-8">
        <Card>
          <CardContent className="space-y-4">
            <div className="flex items-center gap-3">
              <CreditCard className="h-7 w-7 shrink-0 text-brand-ink" aria-hidden="true" />
              <h2 className="text-xl font-bold text-ink">{BILLING_MESSAGES.checkoutTitle}</h2>
            </div>
            <dl className="divide-y divide-line">
              <SummaryRow term="Plan">{bought.name}</SummaryRow>
              <SummaryRow term="Due today">
                {formatCents(shownSession.amountCents)}{' '}
                <span className="block text-sm font-normal text-ink-muted">
                  {intervalText(shownSession.plan)}
                </span>
              </SummaryRow>
              <SummaryRow term="Renews on">
                {formatDate(renewalDate(shownSession.plan).toISOString())}
              </SummaryRow>
            </dl>
            {shownSession.plan === 'premium_monthly' ? (
              <p className="text-sm text-ink-muted">
                {BILLING_MESSAGES.trialNote} You can cancel any time; Premium then stays until the end of the
                paid month.
              </p>
            ) : null}

            {shownSession.provider === 'stripe' ? (
              <StripeBranch session={shownSession} onError={showFailure} />
            ) : (
              <SandboxCardForm
                clientSecret={shownSession.clientSecret}
                isSessionBusy={isSessionBusy}
                onAnswer={(answer) => void onAnswer(answer)}
                onError={onConfirmError}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

function StripeBranch({
  session,
  onError,
}: {
  session: TCreatePaymentIntentResponse;
  onError: (message: string | undefined) => void;
}) {
  if (!session.publishableKey) {
    return (
      <p role="alert" className="text-sm text-bad">
        {BILLING_MESSAGES.errorText}
      </p>
    );
  }
  return (
    <div className="space-y-4" data-testid="stripe-checkout">
      {session.testMode ? <TestModeBanner /> : null}
      <Suspense
        fallback={
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading the card form...</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        }
      >
        <StripePaymentForm
          clientSecret={session.clientSecret}
          publishableKey={session.publishableKey}
          paymentId={session.paymentId}
          onError={onError}
        />
      </Suspense>
    </div>
  );
}
