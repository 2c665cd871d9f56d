import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  countThisLoadOnce,
  FEEDBACK_PROMPT,
  readFeedbackPromptState,
  recordPromptClosed,
  shouldShowFeedbackPrompt,
} from '../prompt';
import { EMPTY_WIDGET_DRAFT, type WidgetDraft } from './widget-draft';

// The dialog (Radix, the contract's schemas) loads on first use; the shell only carries the button.
const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(loadDialog);

type Mode = 'manual' | 'proactive' | null;

/**
 * The floating feedback button on every signed-in screen, and the feedback prompt
 * (docs/product/feedback.md#when-the-prompt-opens): this load counts as a visit; 3 s later, if the timing
 * rule says so, the same 3-step dialog opens in proactive mode. Closing the prompt stores the visit count as
 * the last prompt.
 */
export function FeedbackWidget() {
  const [mode, setMode] = useState<Mode>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const [draft, setDraft] = useState<WidgetDraft>(EMPTY_WIDGET_DRAFT);

  useEffect(() => {
    countThisLoadOnce();
    if (!shouldShowFeedbackPrompt(readFeedbackPromptState())) return;
    void loadDialog().catch(() => {});
    const timer = setTimeout(() => {
      // Re-read: another tab may have closed a prompt or sent feedback in the meantime.
      if (!shouldShowFeedbackPrompt(readFeedbackPromptState())) return;
      // Someone already on the feedback page, or with the widget open, is not interrupted.
      if (window.location.pathname === '/feedback') return;
      setHasOpened(true);
      setMode((current) => current ?? 'proactive');
    }, FEEDBACK_PROMPT.delayMs);
    return () => clearTimeout(timer);
  }, []);

  const open = (next: Exclude<Mode, null>) => {
    setHasOpened(true);
    setMode(next);
  };
  const close = () => {
    if (mode === 'proactive') recordPromptClosed();
    setMode(null);
  };

  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 mx-auto flex w-full max-w-md justify-end px-4">
        <button
          type="button"
          aria-label="Send feedback"
          aria-haspopup="dialog"
          onClick={() => open('manual')}
          onPointerEnter={() => void loadDialog().catch(() => {})}
          onFocus={() => void loadDialog().catch(() => {})}
          className="pointer-events-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <MessageSquareHeart className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
      {hasOpened ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={mode !== null}
            isProactive={mode === 'proactive'}
            draft={draft}
            onDraftChange={setDraft}
            onClose={close}
            onSubmitted={() => {
              setDraft(EMPTY_WIDGET_DRAFT);
              close();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
