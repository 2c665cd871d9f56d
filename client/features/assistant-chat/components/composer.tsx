import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { fieldClasses } from '@client/ui/input';
import { ASSISTANT_LIMITS } from '@contract/assistant';
import { ZChatMessageRequest } from '@contract/chat';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal, Square } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ChatVariant } from './message-list';

/** The message as both chat calls take it: trimmed, not blank, at most 2,000 characters. */
const ZComposerForm = ZChatMessageRequest.pick({ message: true });
type ComposerInput = z.input<typeof ZComposerForm>;
type ComposerValues = z.output<typeof ZComposerForm>;

function assignRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/** The character count shows from here on (90 % of the limit). */
export const COUNT_SHOWN_FROM = Math.floor(ASSISTANT_LIMITS.messageMax * 0.9);

const numberFormat = new Intl.NumberFormat('en-US');

type ComposerProps = {
  variant: ChatVariant;
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed message; never for a blank one. */
  onSend: (message: string) => void;
  /** A reply is pending: the input is disabled and nothing is sent. */
  isPending: boolean;
  /** 'full' only: while a reply streams, Stop takes the send button's place. */
  onStop?: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/**
 * The message box of both doors (docs/product/assistant.md#one-assistant-two-doors). Blank is not sent;
 * the input is disabled while a reply is pending. Enter sends, Shift+Enter starts a new line. 'simple'
 * (/chat) has a labelled Send button; 'full' (/ai-assistant) an icon button that becomes Stop while a
 * reply streams, a hint and the character count near the limit.
 */
export function Composer({ variant, value, onChange, onSend, isPending, onStop, inputRef }: ComposerProps) {
  const isBlank = value.trim() === '';
  const length = value.length;
  const showsCount = length >= COUNT_SHOWN_FROM;
  const id = variant === 'simple' ? 'chat-message' : 'assistant-message';

  // The page owns the draft (it clears it after sending and restores it when a send fails); the form
  // follows it and checks it against the contract before anything is sent. A blank message is simply
  // not sent, as the disabled Send button shows, so the form has no error text of its own.
  const form = useForm<ComposerInput, unknown, ComposerValues>({
    resolver: zodResolver(ZComposerForm),
    defaultValues: { message: value },
  });
  useEffect(() => {
    if (form.getValues('message') !== value) form.setValue('message', value);
  }, [form, value]);
  const field = form.register('message', { onChange: (event) => onChange(event.target.value) });

  const submit = form.handleSubmit(({ message }) => {
    if (!isPending) onSend(message);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) confirms the characters, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form aria-label="Send a message" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="sr-only">
        Message the assistant
      </label>
      <div className={cn('flex gap-2', variant === 'simple' ? 'items-center' : 'items-end')}>
        {/* Not the shared Textarea: its min-h-24 cannot be overridden (cn does not merge classes). */}
        <textarea
          {...field}
          ref={(element) => {
            field.ref(element);
            assignRef(inputRef, element);
          }}
          id={id}
          rows={1}
          maxLength={ASSISTANT_LIMITS.messageMax}
          disabled={isPending}
          placeholder={variant === 'simple' ? 'Describe how you feel...' : 'Describe how you feel…'}
          aria-describedby={variant === 'full' ? `${id}-hint ${id}-count` : undefined}
          autoComplete="off"
          onKeyDown={onKeyDown}
          className={cn(fieldClasses, 'field-sizing-content max-h-40 min-h-12 resize-none py-2.5')}
        />
        {variant === 'simple' ? (
          <Button type="submit" disabled={isBlank || isPending} className="shrink-0">
            <SendHorizontal className="h-5 w-5" aria-hidden="true" />
            {isPending ? 'Sending...' : 'Send'}
          </Button>
        ) : isPending && onStop ? (
          <Button variant="outline" size="icon" onClick={onStop} aria-label="Stop reply" className="shrink-0">
            <Square className="h-5 w-5 fill-current" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" disabled={isBlank} aria-label="Send message" className="shrink-0">
            <SendHorizontal className="h-5 w-5" aria-hidden="true" />
          </Button>
        )}
      </div>
      {variant === 'full' ? (
        <div className="mt-1 flex items-center justify-between gap-2 text-xs text-ink-muted">
          <p id={`${id}-hint`}>Enter to send, Shift+Enter for a new line</p>
          <p
            id={`${id}-count`}
            className={cn(
              showsCount ? 'font-semibold' : 'sr-only',
              length >= ASSISTANT_LIMITS.messageMax && 'text-bad',
            )}
          >
            {showsCount
              ? `${numberFormat.format(length)} / ${numberFormat.format(ASSISTANT_LIMITS.messageMax)} characters`
              : `Up to ${numberFormat.format(ASSISTANT_LIMITS.messageMax)} characters`}
          </p>
        </div>
      ) : null}
    </form>
  );
}
