import { Button } from '@client/ui/button';
import { Input } from '@client/ui/input';
import { ASSISTANT_LIMITS } from '@contract/assistant';
import { SendHorizontal } from 'lucide-react';
import type { Ref } from 'react';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (message: string) => void;
  isPending: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** Input and send; a blank message is not sent; disabled while a send is pending. */
export function ChatComposer({ value, onChange, onSend, isPending, inputRef }: ChatComposerProps) {
  const isBlank = value.trim() === '';
  return (
    <form
      aria-label="Send a message"
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlank && !isPending) onSend(value.trim());
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        Message the assistant
      </label>
      <Input
        ref={inputRef}
        id="chat-message"
        name="message"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isPending}
        maxLength={ASSISTANT_LIMITS.messageMax}
        placeholder="Describe how you feel..."
        autoComplete="off"
      />
      <Button type="submit" disabled={isBlank || isPending} className="shrink-0">
        <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        {isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
