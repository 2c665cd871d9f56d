import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useRef } from 'react';
import { Button } from './button';
import { Card, CardContent } from './card';
import { cn } from './cn';

export type StepWizardLabels = {
  /** Goes one step back (the first step shows it disabled, hides it or shows `firstStepAction`). */
  back: string;
  next: string;
  /** The last step's primary action. */
  finish: string;
  /** The last step's action while `isFinishing`. */
  finishing: string;
};

const DEFAULT_LABELS: StepWizardLabels = {
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  finishing: 'Saving...',
};

export type StepWizardProps = {
  /** Each step's title, in order: the heading of the step and the end of the progress text. */
  steps: readonly string[];
  /** The current step, from 0 (the wizard is controlled). */
  step: number;
  /** Back, or Next once `validate` passed; also clear per-step errors here. */
  onStepChange: (next: number) => void;
  /** Checked on Next and on the last step's action; false keeps the person on the step. */
  validate?: (step: number) => boolean | Promise<boolean>;
  /** The last step's action, after `validate` passed. */
  onFinish: () => void | Promise<void>;
  /** The progress bar's accessible name ('Questionnaire progress'). */
  progressLabel: string;
  /** Also write '40% complete' beside 'Step 2 of 5'. */
  showPercent?: boolean;
  /**
   * 'page': the progress above a card holding the step's heading, body and footer.
   * 'compact' (inside a dialog): one line 'Step 1 of 3: Rating' is the heading, over a segmented bar.
   */
  variant?: 'page' | 'compact';
  headingLevel?: 2 | 3;
  labels?: Partial<StepWizardLabels>;
  /** On the first step, in Back's place (a dialog's 'Cancel'). Without it Back is disabled there. */
  firstStepAction?: { label: string; onClick: () => void };
  /** A step's call is running: Next waits (the step's body is marked busy). */
  isBusy?: boolean;
  /** The last step's action is running: both buttons wait, the action reads `labels.finishing`. */
  isFinishing?: boolean;
  /**
   * Body and footer in one `<form>`, so Enter in a field means Next. Off when a step holds a form of
   * its own; that form can call `useStepWizard().next`.
   */
  asForm?: boolean;
  /**
   * Where the footer sticks while a long step scrolls: just above the app's bottom navigation
   * ('above-bottom-nav') or at the bottom of a scrolling dialog ('bottom').
   */
  dock?: 'above-bottom-nav' | 'bottom';
  /** The progress text's id, for a dialog's `aria-describedby`. */
  progressId?: string;
  children: ReactNode;
};

type StepWizardContextValue = { next: () => Promise<void> };
const StepWizardContext = createContext<StepWizardContextValue | null>(null);

/** For a form inside a step: its submit moves on exactly like the Next button. */
export function useStepWizard(): StepWizardContextValue {
  const value = useContext(StepWizardContext);
  if (!value) throw new Error('useStepWizard is used outside a StepWizard');
  return value;
}

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A sequence of steps (docs/design.md#ui-kit): progress as text and bar, the step's heading (focused
 * whenever the step changes, so a screen reader says where the person is), its body, and Back / Next in
 * a footer that stays within thumb reach. Next runs `validate` first; the last step's button runs
 * `onFinish`.
 */
export function StepWizard({
  steps,
  step,
  onStepChange,
  validate,
  onFinish,
  progressLabel,
  showPercent = false,
  variant = 'page',
  headingLevel = 2,
  labels: labelOverrides,
  firstStepAction,
  isBusy = false,
  isFinishing = false,
  asForm = true,
  dock = 'above-bottom-nav',
  progressId,
  children,
}: StepWizardProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const count = steps.length;
  const title = steps[step] ?? '';
  const isFirst = step === 0;
  const isLast = step === count - 1;
  const percent = Math.round(((step + 1) / count) * 100);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMoving = useRef(false);

  // A new step's heading takes focus (not on the first render: the page's own focus rules apply then).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [step]);

  const next = async () => {
    if (isBusy || isFinishing || isMoving.current) return;
    const checked = validate ? validate(step) : true;
    // A check that answers at once moves at once (two quick Nexts are two steps).
    if (checked === true && !isLast) {
      onStepChange(step + 1);
      return;
    }
    if (checked === false) return;
    isMoving.current = true;
    try {
      if (!(await checked)) return;
      if (isLast) await onFinish();
      else onStepChange(step + 1);
    } finally {
      isMoving.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void next();
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const progressText = `Step ${step + 1} of ${count}`;
  const progressbar = (
    <div
      role="progressbar"
      aria-label={progressLabel}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={step + 1}
      aria-valuetext={`${progressText}: ${title}`}
      className={cn(
        variant === 'compact' ? 'mt-3 flex gap-1.5' : 'h-2 w-full overflow-hidden rounded-pill bg-line',
      )}
    >
      {variant === 'compact' ? (
        steps.map((name, index) => (
          <span
            key={name}
            className={cn(
              'h-1.5 flex-1 rounded-pill motion-safe:transition-colors motion-safe:duration-(--duration-calm)',
              index <= step ? 'bg-brand' : 'bg-line',
            )}
          />
        ))
      ) : (
        <div
          className="h-full rounded-pill bg-brand ease-calm motion-safe:transition-[width] motion-safe:duration-(--duration-calm)"
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );

  const footer = (
    <div
      className={cn(
        'sticky z-10 -mx-5 mt-6 flex gap-3 border-t border-line bg-surface-raised px-5 pt-3 pb-3',
        dock === 'bottom' ? 'bottom-0' : 'bottom-[calc(4rem+env(safe-area-inset-bottom))]',
      )}
    >
      {isFirst && firstStepAction ? (
        <Button variant="outline" className="flex-1 whitespace-nowrap" onClick={firstStepAction.onClick}>
          {firstStepAction.label}
        </Button>
      ) : (
        <Button
          variant="outline"
          className={cn('whitespace-nowrap', variant === 'compact' && 'flex-1')}
          onClick={() => onStepChange(Math.max(0, step - 1))}
          disabled={isFirst || isFinishing}
        >
          {variant === 'compact' ? null : <ChevronLeft className="h-5 w-5" aria-hidden="true" />}
          {labels.back}
        </Button>
      )}
      <Button
        type={asForm ? 'submit' : 'button'}
        onClick={asForm ? undefined : () => void next()}
        className="flex-1 whitespace-nowrap"
        disabled={isBusy || isFinishing}
      >
        {isLast ? (isFinishing ? labels.finishing : labels.finish) : labels.next}
        {isLast || variant === 'compact' ? null : <ChevronRight className="h-5 w-5" aria-hidden="true" />}
      </Button>
    </div>
  );

  const body = (
    <>
      <div className={variant === 'compact' ? 'mt-5' : 'mt-4'} aria-busy={isBusy || undefined}>
        {children}
      </div>
      {footer}
    </>
  );
  const content = asForm ? (
    <form noValidate onSubmit={onSubmit}>
      {body}
    </form>
  ) : (
    body
  );

  return (
    <StepWizardContext.Provider value={{ next }}>
      {variant === 'compact' ? (
        <div>
          <Heading
            ref={headingRef}
            id={progressId}
            tabIndex={-1}
            className="text-sm text-ink-muted focus:outline-none"
          >
            {progressText}: {title}
          </Heading>
          {progressbar}
          {content}
        </div>
      ) : (
        <div>
          <div className="mb-4">
            <div className="mb-1 flex justify-between gap-3 text-sm text-ink-muted">
              <span id={progressId}>{progressText}</span>
              {showPercent ? <span>{percent}% complete</span> : null}
            </div>
            {progressbar}
          </div>
          <Card>
            <CardContent>
              <Heading
                ref={headingRef}
                tabIndex={-1}
                // Clear of the sticky top bar when focus scrolls it into view.
                className="scroll-mt-20 text-lg font-semibold text-ink focus:outline-none"
              >
                {title}
              </Heading>
              {content}
            </CardContent>
          </Card>
        </div>
      )}
    </StepWizardContext.Provider>
  );
}
