import { cn } from '@client/ui/cn';
import { useStepWizard } from '@client/ui/step-wizard';
import { Bot, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { AssistantChat, type ChatEntry } from './assistant-chat';
import { type GuidedForm, Questionnaire } from './questionnaire';

export type EntryMode = 'questionnaire' | 'assistant';

/**
 * Step 1, Health History & Symptoms (docs/product/onboarding.md#guided-tour): the questionnaire, or the
 * AI Assistant that fills it in from the person's own words. Enter in the questionnaire means Next.
 */
export function HistoryStep({
  form,
  mode,
  onModeChange,
  entries,
  onReply,
}: {
  form: GuidedForm;
  mode: EntryMode;
  onModeChange: (mode: EntryMode) => void;
  entries: ChatEntry[];
  onReply: (user: ChatEntry, assistant: ChatEntry) => void;
}) {
  const wizard = useStepWizard();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm text-ink-muted">
          Answer the questionnaire, or tell the AI Assistant in your own words and it fills the questionnaire
          in for you.
        </legend>
        <div className="mt-3 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1">
          <ModeButton
            isActive={mode === 'questionnaire'}
            onClick={() => onModeChange('questionnaire')}
            icon={<ClipboardList className="h-4 w-4" aria-hidden="true" />}
            label="Questionnaire"
          />
          <ModeButton
            isActive={mode === 'assistant'}
            onClick={() => onModeChange('assistant')}
            icon={<Bot className="h-4 w-4" aria-hidden="true" />}
            label="AI Assistant"
          />
        </div>
      </fieldset>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void wizard.next();
        }}
      >
        {mode === 'questionnaire' ? <Questionnaire form={form} /> : null}
      </form>
      {mode === 'assistant' ? <AssistantChat form={form} entries={entries} onReply={onReply} /> : null}
    </div>
  );
}

function ModeButton({
  isActive,
  onClick,
  icon,
  label,
}: {
  isActive: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        isActive ? 'bg-surface-raised text-brand-ink shadow-raised' : 'text-ink-muted hover:text-ink',
      )}
    >
      {icon}
      {label}
    </button>
  );
}
