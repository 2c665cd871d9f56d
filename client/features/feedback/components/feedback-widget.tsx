import { mayPromptNow } from '@common/feedback';
import { FEEDBACK_PROMPT } from '@contract/feedback';
import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  hasOpenDialog,
  isTypingIn,
  recordPromptClosed,
  recordVisit,
  usePageActivity,
  wasFeedbackSentThisLoad,
} from '../prompt';
import { EMPTY_WIDGET_DRAFT, type WidgetDraft } from './widget-draft';

// The dialog (Radix, the contract's schemas) loads on first use; the shell only carries the button.
const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(loadDialog);

type Mode = 'manual' | 'proactive' | null;

/**
 * The feedback button in the app's top bar, and the feedback prompt
 * (docs/product/feedback.md#when-the-prompt-opens): this load counts as a visit on the server, which
 * says whether the prompt is due; if it is, the same 3-step dialog opens in proactive mode at the
 * first moment `mayPromptNow` allows (a settled page, nothing typed, no flow, no dialog), checked
 * every second. Closing the prompt tells the server.
 */
export function FeedbackWidget() {
  const [mode, setMode] = useState<Mode>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const [draft, setDraft] = useState<WidgetDraft>(EMPTY_WIDGET_DRAFT);
  const [isDue, setIsDue] = useState(false);
  const pageActivity = usePageActivity();

  useEffect(() => {
    let isCurrent = true;
    recordVisit()
      .then((visit) => {
        if (isCurrent) setIsDue(visit.due === true);
      })
      // The prompt is a nicety: without an answer it simply does not open.
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (!isDue || mode !== null) return;
    void loadDialog().catch(() => {});
    const timer = setInterval(() => {
      if (wasFeedbackSentThisLoad()) {
        setIsDue(false);
        return;
      }
      const activity = pageActivity();
      const may = mayPromptNow({
        due: true,
        path: window.location.pathname,
        pageOpenForMs: activity.pageOpenForMs,
        hasUnsavedInput: activity.hasUnsavedInput,
        isTyping: isTypingIn(document.activeElement),
        hasOpenDialog: hasOpenDialog(),
      });
      if (!may) return;
      setHasOpened(true);
      setMode('proactive');
    }, FEEDBACK_PROMPT.recheckMs);
    return () => clearInterval(timer);
  }, [isDue, mode, pageActivity]);

  const open = (next: Exclude<Mode, null>) => {
    setHasOpened(true);
    setMode(next);
  };
  const close = () => {
    if (mode === 'proactive') {
      setIsDue(false);
      void recordPromptClosed().catch(() => {});
    }
    setMode(null);
  };

  return (
    <>
      <button
        type="button"
        aria-label="Send feedback"
        title="Send feedback"
        aria-haspopup="dialog"
        onClick={() => open('manual')}
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onFocus={() => void loadDialog().catch(() => {})}
        className="inline-flex h-12 w-11 shrink-0 items-center justify-center rounded-xl text-brand-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <MessageSquareHeart className="h-6 w-6" aria-hidden="true" />
      </button>
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
