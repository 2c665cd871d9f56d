import { ApiError } from '@client/api/http';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { BILLING_MESSAGES, type TSandboxConfirmResponse } from '@contract/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { type ChangeEvent, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSandboxConfirm } from '../billing-hooks';
import {
  cardFormSchema,
  formatCardNumber,
  formatExpiry,
  SANDBOX_TEST_CARDS,
  type TCardFormInput,
  type TCardFormValues,
  testCardExpiry,
} from '../card-form';
import { TestModeBanner } from './billing-bits';

type SandboxCardFormProps = {
  clientSecret: string;
  /** While a new session is being prepared (after a decline), Pay Now waits. */
  isSessionBusy: boolean;
  /** The processor answered: succeeded, failed or requires_action. */
  onAnswer: (answer: TSandboxConfirmResponse) => void;
  /** The confirmation could not be made (refused, or no connection). */
  onError: (error: unknown) => void;
};

/**
 * The test processor's card form (docs/product/payments.md#screens): the test cards to tap, then the
 * card number, expiry and CVC, checked before anything is sent. One confirmation per press: a second
 * click while one is on its way does nothing.
 */
export function SandboxCardForm({ clientSecret, isSessionBusy, onAnswer, onError }: SandboxCardFormProps) {
  const confirm = useSandboxConfirm();
  const inFlight = useRef(false);
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<TCardFormInput, unknown, TCardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;

  const cardNumber = form.register('cardNumber');
  const expiry = form.register('expiry');
  const cvc = form.register('cvc');

  const fillTestCard = (number: string) => {
    form.setValue('cardNumber', number, { shouldValidate: form.formState.isSubmitted });
    if (!form.getValues('expiry')) form.setValue('expiry', testCardExpiry());
    if (!form.getValues('cvc')) form.setValue('cvc', '123');
    form.clearErrors();
    form.setFocus('cardNumber');
  };

  const onSubmit = async (values: TCardFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const answer = await confirm.mutateAsync({ clientSecret, ...values });
      onAnswer(answer);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const { cardNumber: numberError, expMonth, expYear, cvc: cvcError } = error.fields;
        if (numberError) form.setError('cardNumber', { message: numberError });
        if (expMonth || expYear) form.setError('expiry', { message: expMonth ?? expYear });
        if (cvcError) form.setError('cvc', { message: cvcError });
      }
      onError(error);
    } finally {
      inFlight.current = false;
    }
  };

  const isBusy = confirm.isPending;

  return (
    <div className="space-y-5">
      <TestModeBanner>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Test cards: tap one to fill in the form</caption>
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className="py-1 font-medium">
                Test card
              </th>
              <th scope="col" className="py-1 font-medium">
                What happens
              </th>
            </tr>
          </thead>
          <tbody>
            {SANDBOX_TEST_CARDS.map((card) => (
              <tr key={card.number} className="border-t border-watch/30">
                <td className="py-1 pr-2">
                  <button
                    type="button"
                    className="min-h-11 rounded-control px-1 text-left font-semibold whitespace-nowrap text-ink tabular-nums underline decoration-dotted underline-offset-4 hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-focus"
                    aria-label={`Use test card ${card.number}: ${card.outcome}`}
                    onClick={() => fillTestCard(card.number)}
                  >
                    {card.number}
                  </button>
                </td>
                <td className="py-1">{card.outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2">Any future expiry date and any 3-digit CVC work.</p>
      </TestModeBanner>

      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" aria-label="Card details">
        <FormField id="card-number" label="Card number" error={errors.cardNumber?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...cardNumber}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                event.target.value = formatCardNumber(event.target.value);
                void cardNumber.onChange(event);
              }}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              maxLength={23}
              className="tabular-nums"
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...expiry}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  event.target.value = formatExpiry(event.target.value);
                  void expiry.onChange(event);
                }}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={5}
                className="tabular-nums"
              />
            )}
          </FormField>
          <FormField id="card-cvc" label="CVC" error={errors.cvc?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...cvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                className="tabular-nums"
              />
            )}
          </FormField>
        </div>
        <Button
          type="submit"
          size="lg"
          block
          disabled={isBusy || isSessionBusy}
          aria-busy={isBusy || isSessionBusy}
        >
          <Lock className="h-5 w-5" aria-hidden="true" />
          {isBusy || isSessionBusy ? BILLING_MESSAGES.processing : BILLING_MESSAGES.payNow}
        </Button>
      </form>
    </div>
  );
}
