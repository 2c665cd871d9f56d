import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { fieldClasses } from '@client/ui/input';
import { ASSISTANT_LIMITS } from '@contract/assistant';
import { SendHorizontal, Square } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';

/** The character count shows from here on (90 % of the limit). */
export const COUNT_SHOWN_FROM = Math.floor(ASSISTANT_LIMITS.messageMax * 0.9);

const numberFormat = new Intl.NumberFormat('en-US');

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  isStreaming: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/**
 * Blank is not sent; the input is disabled while a reply is pending. Enter sends,
 * Shift+Enter starts a new line; while a reply streams, Stop takes the send button's place.
 */
export function Composer({ value, onChange, onSend, onStop, isStreaming, textareaRef }: ComposerProps) {
  const isBlank = value.trim() === '';
  const length = value.length;
  const showsCount = length >= COUNT_SHOWN_FROM;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) confirms the characters, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isBlank && !isStreaming) onSend();
  };

  return (
    <form
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlank && !isStreaming) onSend();
      }}
    >
      <label htmlFor="assistant-message" className="sr-only">
        Message the assistant
      </label>
      <div className="flex items-end gap-2">
        {/* Not the shared Textarea: its min-h-24 cannot be overridden (cn does not merge classes). */}
        <textarea
          ref={textareaRef}
          id="assistant-message"
          name="message"
          rows={1}
          value={value}
          maxLength={ASSISTANT_LIMITS.messageMax}
          disabled={isStreaming}
          placeholder="Describe how you feel…"
          aria-describedby="assistant-message-hint assistant-message-count"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses, 'field-sizing-content max-h-40 min-h-12 resize-none py-2.5')}
        />
        {isStreaming ? (
          <Button variant="outline" size="icon" onClick={onStop} aria-label="Stop reply" className="shrink-0">
            <Square className="h-5 w-5 fill-current" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" disabled={isBlank} aria-label="Send message" className="shrink-0">
            <SendHorizontal className="h-5 w-5" aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-700">
        <p id="assistant-message-hint">Enter to send, Shift+Enter for a new line</p>
        <p
          id="assistant-message-count"
          className={cn(
            showsCount ? 'font-semibold' : 'sr-only',
            length >= ASSISTANT_LIMITS.messageMax && 'text-red-800',
          )}
        >
          {showsCount
            ? `${numberFormat.format(length)} / ${numberFormat.format(ASSISTANT_LIMITS.messageMax)} characters`
            : `Up to ${numberFormat.format(ASSISTANT_LIMITS.messageMax)} characters`}
        </p>
      </div>
    </form>
  );
}
