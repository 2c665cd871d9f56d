import { applyServerFieldErrors } from '@client/lib/form-errors';
import { cn } from '@client/ui/cn';
import { StepWizard } from '@client/ui/step-wizard';
import { toast } from '@client/ui/use-toast';
import { FEEDBACK_MESSAGES } from '@contract/feedback';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSubmitWidgetFeedback } from '../hooks';
import { WidgetDetailsStep } from './widget-details-step';
import type { WidgetDraft } from './widget-draft';
import { widgetErrors, widgetPayload, widgetResolver } from './widget-form';
import { WidgetMessageStep } from './widget-message-step';
import { WidgetRatingStep } from './widget-rating-step';

const STEP_NAMES = ['Rating', 'Details', 'Message'] as const;
const PROGRESS_ID = 'widget-step-progress';

type FeedbackDialogProps = {
  open: boolean;
  /** Opened by the feedback prompt: no close button in the header; 'Not now' instead. */
  isProactive: boolean;
  draft: WidgetDraft;
  onDraftChange: (draft: WidgetDraft) => void;
  onClose: () => void;
  /** Sent successfully: the caller resets the draft and closes. */
  onSubmitted: () => void;
};

/** The floating widget's 3-step dialog (rating → details → message; docs/product/feedback.md#widget). */
export default function FeedbackDialog({
  open,
  isProactive,
  draft,
  onDraftChange,
  onClose,
  onSubmitted,
}: FeedbackDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content
          // Described by the step line ('Step 1 of 3: Rating'), which is also the step's heading.
          aria-describedby={PROGRESS_ID}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl bg-surface-raised p-5 shadow-overlay outline-none',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="min-w-0 text-lg font-semibold text-ink">
              {isProactive ? 'How is Infinite Wellness working for you?' : 'Send Feedback'}
            </Dialog.Title>
            {isProactive ? null : (
              <Dialog.Close
                aria-label="Close"
                className="-mt-2 -mr-2 inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {/* Mounted only while open, so every opening starts at step 1 with the kept draft. */}
          <WidgetSteps
            isProactive={isProactive}
            draft={draft}
            onDraftChange={onDraftChange}
            onClose={onClose}
            onSubmitted={onSubmitted}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The three steps on one react-hook-form, checked with the contract's submission schema. */
function WidgetSteps({
  isProactive,
  draft,
  onDraftChange,
  onClose,
  onSubmitted,
}: Omit<FeedbackDialogProps, 'open'>) {
  const [step, setStep] = useState(0);
  const submit = useSubmitWidgetFeedback();
  const form = useForm<WidgetDraft>({
    defaultValues: draft,
    resolver: widgetResolver,
    shouldFocusError: false,
  });
  // The 'Rating Required' / 'Message Required' toast goes away once the person has fixed it.
  const problemToast = useRef<{ dismiss: () => void } | null>(null);

  // Every change is kept in the widget's draft, and clears that field's message.
  const keepDraft = useRef(onDraftChange);
  keepDraft.current = onDraftChange;
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      keepDraft.current(values as WidgetDraft);
      if (name && form.getFieldState(name).error) {
        problemToast.current?.dismiss();
        problemToast.current = null;
        form.clearErrors(name);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Checked at once, so Next moves at once.
  const requireRating = (): boolean => {
    const error = widgetErrors(form.getValues()).rating;
    if (!error) return true;
    form.setError('rating', error);
    problemToast.current = toast({
      title: FEEDBACK_MESSAGES.widgetRatingRequiredTitle,
      description: FEEDBACK_MESSAGES.widgetRatingRequiredDescription,
      variant: 'destructive',
    });
    form.setFocus('rating');
    return false;
  };

  // The last step: a blank message gets the 'Message Required' toast; other problems their messages.
  const requireSendable = (): boolean => {
    const errors = widgetErrors(form.getValues());
    if (errors.rating) {
      setStep(0);
      return requireRating();
    }
    form.clearErrors();
    if (errors.message?.type === 'too_small') {
      form.setError('message', errors.message);
      problemToast.current = toast({
        title: FEEDBACK_MESSAGES.widgetMessageRequiredTitle,
        description: FEEDBACK_MESSAGES.widgetMessageRequiredDescription,
        variant: 'destructive',
      });
      form.setFocus('message');
      return false;
    }
    if (!errors.message && !errors.email) return true;
    if (errors.message) form.setError('message', errors.message);
    if (errors.email) form.setError('email', errors.email);
    form.setFocus(errors.email ? 'email' : 'message');
    return false;
  };

  const validate = (current: number) =>
    current === 0 ? requireRating() : current === STEP_NAMES.length - 1 ? requireSendable() : true;

  const send = async () => {
    try {
      await submit.mutateAsync(widgetPayload(form.getValues()));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['message', 'email']);
      toast({
        title: FEEDBACK_MESSAGES.widgetFailedTitle,
        description: FEEDBACK_MESSAGES.widgetFailedDescription,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: FEEDBACK_MESSAGES.widgetSuccessTitle,
      description: FEEDBACK_MESSAGES.widgetSuccessDescription,
    });
    onSubmitted();
  };

  return (
    <FormProvider {...form}>
      <StepWizard
        variant="compact"
        headingLevel={3}
        progressId={PROGRESS_ID}
        steps={STEP_NAMES}
        step={step}
        onStepChange={setStep}
        validate={validate}
        onFinish={send}
        progressLabel="Feedback progress"
        labels={{ finish: 'Send Feedback', finishing: 'Sending...' }}
        firstStepAction={{ label: isProactive ? 'Not now' : 'Cancel', onClick: onClose }}
        isFinishing={submit.isPending}
        dock="bottom"
      >
        {step === 0 ? <WidgetRatingStep /> : null}
        {step === 1 ? <WidgetDetailsStep /> : null}
        {step === 2 ? <WidgetMessageStep /> : null}
      </StepWizard>
    </FormProvider>
  );
}
