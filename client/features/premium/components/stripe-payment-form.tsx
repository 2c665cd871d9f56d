import { Button } from '@client/ui/button';
import { BILLING_MESSAGES } from '@contract/billing';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';

/**
 * Stripe's Payment Element (docs/product/payments.md#screens). This module is loaded only when the
 * server's processor is Stripe, and Stripe.js itself (from Stripe's servers) only when it renders, so
 * the sandbox checkout and every other screen never load it.
 */

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

type StripePaymentFormProps = {
  clientSecret: string;
  publishableKey: string;
  paymentId: string;
  onError: (message: string | undefined) => void;
};

export default function StripePaymentForm({
  clientSecret,
  publishableKey,
  paymentId,
  onError,
}: StripePaymentFormProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <StripeForm paymentId={paymentId} onError={onError} />
    </Elements>
  );
}

function StripeForm({
  paymentId,
  onError,
}: {
  paymentId: string;
  onError: (message: string | undefined) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [isBusy, setIsBusy] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || inFlight.current) return;
    inFlight.current = true;
    setIsBusy(true);
    try {
      const returnUrl = `${window.location.origin}/payment-success?payment=${encodeURIComponent(paymentId)}`;
      // On success Stripe sends the browser to the return URL; an answer here is always an error.
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      onError(error.message);
    } finally {
      inFlight.current = false;
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Card details">
      <PaymentElement />
      <Button type="submit" size="lg" block disabled={!stripe || !elements || isBusy} aria-busy={isBusy}>
        <Lock className="h-5 w-5" aria-hidden="true" />
        {isBusy ? BILLING_MESSAGES.processing : BILLING_MESSAGES.payNow}
      </Button>
    </form>
  );
}
