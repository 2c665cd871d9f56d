import { ApiError } from '@client/api/http';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  WIDGET_CATEGORIES,
  WIDGET_PRIORITIES,
  WIDGET_PRIORITY_LABELS,
  WIDGET_STEPS,
  WIDGET_TYPE_LABELS,
  WIDGET_TYPES,
  ZWidgetFeedbackRequest,
} from '@contract/feedback';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useSubmitWidgetFeedback } from '../hooks';
import { StarRating } from './star-rating';
import type { WidgetDraft } from './widget-draft';

const STEP_NAMES = ['Rating', 'Details', 'Message'] as const;

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

type Errors = Partial<Record<'rating' | 'message' | 'email', string>>;

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
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl bg-surface-raised p-5 shadow-overlay outline-none',
          )}
        >
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

function WidgetSteps({
  isProactive,
  draft,
  onDraftChange,
  onClose,
  onSubmitted,
}: Omit<FeedbackDialogProps, 'open'>) {
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitWidgetFeedback();
  const firstStarRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // The 'Rating Required' / 'Message Required' toast goes away once the person has fixed it.
  const problemToast = useRef<{ dismiss: () => void } | null>(null);
  const isLastStep = step === WIDGET_STEPS - 1;

  const update = (change: Partial<WidgetDraft>) => {
    onDraftChange({ ...draft, ...change });
    const cleared = Object.keys(change).filter((key) => key in errors);
    if (cleared.length > 0) {
      problemToast.current?.dismiss();
      problemToast.current = null;
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([k]) => !cleared.includes(k))),
      );
    }
  };

  const requireRating = (): boolean => {
    if (draft.rating !== null) return true;
    setErrors({ rating: FEEDBACK_MESSAGES.widgetRatingRequiredDescription });
    problemToast.current = toast({
      title: FEEDBACK_MESSAGES.widgetRatingRequiredTitle,
      description: FEEDBACK_MESSAGES.widgetRatingRequiredDescription,
      variant: 'destructive',
    });
    firstStarRef.current?.focus();
    return false;
  };

  const send = async () => {
    const rating = draft.rating;
    if (rating === null) {
      setStep(0);
      requireRating();
      return;
    }
    if (draft.message.trim() === '') {
      setErrors({ message: FEEDBACK_MESSAGES.widgetMessageRequiredDescription });
      problemToast.current = toast({
        title: FEEDBACK_MESSAGES.widgetMessageRequiredTitle,
        description: FEEDBACK_MESSAGES.widgetMessageRequiredDescription,
        variant: 'destructive',
      });
      messageRef.current?.focus();
      return;
    }
    const payload = {
      type: draft.type,
      rating,
      message: draft.message.trim(),
      email: draft.email.trim(),
      category: draft.category === '' ? null : draft.category,
      priority: draft.priority,
    };
    const checked = ZWidgetFeedbackRequest.safeParse(payload);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'message' || field === 'email') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      if (found.email) emailRef.current?.focus();
      else messageRef.current?.focus();
      return;
    }
    try {
      await submit.mutateAsync(payload);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setErrors({ message: error.fields.message, email: error.fields.email });
      }
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (step === 0 && !requireRating()) return;
    if (isLastStep) {
      void send();
      return;
    }
    setStep(step + 1);
  };

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {isProactive ? 'How is Infinite Wellness working for you?' : 'Send Feedback'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted" aria-live="polite">
            Step {step + 1} of {WIDGET_STEPS}: {STEP_NAMES[step]}
          </Dialog.Description>
        </div>
        {isProactive ? null : (
          <Dialog.Close
            aria-label="Close"
            className="-mt-2 -mr-2 inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        )}
      </div>

      <div className="mt-3 flex gap-1.5" aria-hidden="true">
        {STEP_NAMES.map((name, index) => (
          <span
            key={name}
            className={cn('h-1.5 flex-1 rounded-full', index <= step ? 'bg-brand' : 'bg-line')}
          />
        ))}
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        {step === 0 ? (
          <StarRating
            name="widget-rating"
            legend="How would you rate your experience?"
            legendClassName="text-base"
            value={draft.rating}
            onChange={(rating) => update({ rating })}
            inputRef={firstStarRef}
            error={errors.rating}
            size="lg"
            showWords
            isRequired
          />
        ) : null}

        {step === 1 ? (
          <>
            <ChoiceGroup
              name="widget-type"
              legend="What kind of feedback is it?"
              options={WIDGET_TYPES.map((value) => ({ value, label: WIDGET_TYPE_LABELS[value] }))}
              value={draft.type}
              onChange={(type) => update({ type })}
              columns={2}
            />
            <FormField id="widget-category" label="Category (optional)">
              {(aria) => (
                <select
                  {...aria}
                  value={draft.category}
                  onChange={(event) => update({ category: event.target.value as WidgetDraft['category'] })}
                  className={cn(fieldClasses, 'min-h-12')}
                >
                  <option value="">Choose a category</option>
                  {WIDGET_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <ChoiceGroup
              name="widget-priority"
              legend="Priority"
              options={WIDGET_PRIORITIES.map((value) => ({ value, label: WIDGET_PRIORITY_LABELS[value] }))}
              value={draft.priority}
              onChange={(priority) => update({ priority })}
              columns={3}
            />
          </>
        ) : null}

        {step === 2 ? (
          <>
            <FormField id="widget-message" label="Your feedback" error={errors.message}>
              {(aria) => (
                <Textarea
                  {...aria}
                  ref={messageRef}
                  value={draft.message}
                  onChange={(event) => update({ message: event.target.value })}
                  rows={4}
                  maxLength={FEEDBACK_LIMITS.widgetMessageMax}
                  placeholder="Tell us what happened or what you'd like to see."
                />
              )}
            </FormField>
            <FormField
              id="widget-email"
              label="Email (optional)"
              hint="Only if you would like a reply."
              error={errors.email}
            >
              {(aria) => (
                <Input
                  {...aria}
                  ref={emailRef}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={draft.email}
                  onChange={(event) => update({ email: event.target.value })}
                  maxLength={FEEDBACK_LIMITS.emailMax}
                />
              )}
            </FormField>
          </>
        ) : null}

        <div className="flex gap-3 pt-1">
          {step > 0 ? (
            <Button variant="outline" className="flex-1" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : (
            <Button variant="outline" className="flex-1" onClick={onClose}>
              {isProactive ? 'Not now' : 'Cancel'}
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={submit.isPending}>
            {isLastStep ? (submit.isPending ? 'Sending...' : 'Send Feedback') : 'Next'}
          </Button>
        </div>
      </form>
    </>
  );
}

function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  columns,
}: {
  name: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  columns: 2 | 3;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 ? 'grid-cols-2' : 'grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
              value === option.value
                ? 'border-brand bg-brand-soft text-brand-ink'
                : 'border-line-strong text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
