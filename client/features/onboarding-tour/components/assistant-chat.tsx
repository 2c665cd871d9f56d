import { Button } from '@client/ui/button';
import { EmergencyBanner, safetyBannerFor } from '@client/ui/emergency-banner';
import { Input } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_LIMITS,
  type THelpLine,
  type TSafetyReplyKind,
  ZHealthChatRequest,
} from '@contract/assistant';
import { zodResolver } from '@hookform/resolvers/zod';
import { Bot, Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  descriptionWithMessage,
  formUpdatesFromExtracted,
  GUIDED_MESSAGES,
  type GuidedFormInput,
  understoodLocation,
} from '../form';
import { useHealthChat } from '../hooks';
import type { GuidedForm } from './questionnaire';

/** A guided chat message (role, content), with what the reply filled in for display. */
export type ChatEntry = {
  role: 'user' | 'assistant';
  content: string;
  isEmergency?: boolean;
  /** The fixed safety reply chosen (the banner to show), or null. */
  replyKind?: TSafetyReplyKind | null;
  help?: THelpLine[];
  filled?: string[];
  /** Where the person lives as the reply understood it, shown under the reply. */
  location?: string;
};

/** The chat box: the message as the health-chat request checks it (trimmed, not blank, not too long). */
const ZChatBox = ZHealthChatRequest.pick({ message: true });
type ChatBox = { message: string };

const FIELD_LABELS: Record<keyof GuidedFormInput, string> = {
  age: 'age',
  gender: 'gender',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
  chronicConditions: 'chronic conditions',
  currentMedications: 'medications',
  allergies: 'allergies',
  familyHistory: 'family history',
  previousSurgeries: 'previous surgeries',
  primarySymptoms: 'symptoms',
  symptomDescription: 'description',
  severity: 'severity',
  duration: 'duration',
  triggers: 'triggers',
  improvingFactors: 'what helps',
  worseningFactors: 'what makes it worse',
};

/**
 * Step 1's 'AI Assistant' mode (docs/product/onboarding.md#guided-tour): POST /api/ai/health-chat with the
 * conversation so far. Enter sends; a blank message is not sent; both entries are added only after a reply
 * arrives, and the input is cleared then; what the reply understood is set into the questionnaire's fields.
 */
export function AssistantChat({
  form,
  entries,
  onReply,
}: {
  form: GuidedForm;
  entries: ChatEntry[];
  onReply: (user: ChatEntry, assistant: ChatEntry) => void;
}) {
  const chat = useHealthChat();
  const chatBox = useForm<ChatBox>({
    resolver: zodResolver(ZChatBox),
    defaultValues: { message: '' },
    shouldFocusError: false,
  });
  const draft = useWatch({ control: chatBox.control, name: 'message' });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { ref: registerRef, ...messageField } = chatBox.register('message');
  const endRef = useRef<HTMLDivElement>(null);
  // The banner of the latest safety reply stays above the conversation, whatever has been said since.
  const lastSafety = entries
    .filter((entry) => entry.role === 'assistant')
    .map((entry) => ({
      entry,
      banner: safetyBannerFor({ ...entry, isEmergency: entry.isEmergency ?? false }),
    }))
    .findLast((item) => item.banner !== null);

  // The newest message in view.
  useEffect(() => {
    if (entries.length > 0) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length]);

  const send = async ({ message }: ChatBox) => {
    if (chat.isPending) return;
    const chatHistory = entries
      .slice(-ASSISTANT_LIMITS.historyMax)
      .map(({ role, content }) => ({ role, content }));
    let reply: Awaited<ReturnType<typeof chat.mutateAsync>>;
    try {
      reply = await chat.mutateAsync({ message, chatHistory, stage: 'health_collection' });
    } catch {
      toast({
        title: GUIDED_MESSAGES.chatErrorTitle,
        description: GUIDED_MESSAGES.chatErrorDescription,
        variant: 'destructive',
      });
      requestAnimationFrame(() => inputRef.current?.focus());
      return;
    }
    const extracted = reply.extractedData ?? {};
    const updates = formUpdatesFromExtracted(form.getValues(), extracted);
    const description = descriptionWithMessage(
      form.getValues('symptomDescription'),
      message,
      extracted,
      reply.isEmergency,
    );
    if (description !== null) updates.symptomDescription = description;
    const filled = Object.keys(updates) as (keyof GuidedFormInput)[];
    const location = understoodLocation(extracted);
    for (const key of filled) {
      form.setValue(key, updates[key] as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
    onReply(
      { role: 'user', content: message },
      {
        role: 'assistant',
        content: reply.response,
        isEmergency: reply.isEmergency,
        replyKind: reply.replyKind ?? null,
        help: reply.help ?? [],
        filled: filled.map((key) => FIELD_LABELS[key]),
        ...(location ? { location } : {}),
      },
    );
    chatBox.reset({ message: '' });
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  // A blank message is simply not sent (the button is disabled then): no error to show.
  const onSubmit = chatBox.handleSubmit(send);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <div className="space-y-3">
      {lastSafety?.banner ? (
        <EmergencyBanner
          message={lastSafety.entry.content}
          reply={lastSafety.banner.kind}
          help={lastSafety.banner.help}
        />
      ) : null}
      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation with the AI Assistant"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
        tabIndex={0}
        className="max-h-96 space-y-3 overflow-y-auto rounded-xl border border-line bg-surface p-3 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <div className="flex items-start gap-2">
          <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
            <Bot className="h-4 w-4" aria-hidden="true" />
          </span>
          <p className="rounded-xl bg-surface-raised px-3 py-2 text-sm text-ink shadow-raised">
            Tell me in your own words what you are feeling, for how long and how bad it is. I will fill in the
            questionnaire for you as we talk.
          </p>
        </div>
        {entries.map((entry, index) =>
          entry.role === 'user' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are only ever appended.
            <div key={index} className="flex justify-end">
              <p className="max-w-[85%] rounded-xl bg-brand px-3 py-2 text-sm whitespace-pre-wrap text-on-brand">
                <span className="sr-only">You: </span>
                {entry.content}
              </p>
            </div>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are only ever appended.
            <div key={index} className="flex items-start gap-2">
              <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
                <Bot className="h-4 w-4" aria-hidden="true" />
              </span>
              <div className="max-w-[85%] rounded-xl bg-surface-raised px-3 py-2 text-sm text-ink shadow-raised">
                <p className="whitespace-pre-wrap">
                  <span className="sr-only">AI Assistant: </span>
                  {entry.content}
                </p>
                {entry.location ? (
                  <p className="mt-2 text-xs font-medium text-brand-ink">Where you live: {entry.location}</p>
                ) : null}
                {entry.filled && entry.filled.length > 0 ? (
                  <p className="mt-2 text-xs font-medium text-brand-ink">
                    Added to your answers: {entry.filled.join(', ')}
                  </p>
                ) : null}
              </div>
            </div>
          ),
        )}
        {chat.isPending ? (
          <p role="status" className="text-sm text-ink-muted">
            AI Assistant is typing…
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex gap-2">
        <label htmlFor="guided-chat-input" className="sr-only">
          Message the AI Assistant
        </label>
        <Input
          {...messageField}
          ref={(element) => {
            registerRef(element);
            inputRef.current = element;
          }}
          id="guided-chat-input"
          onKeyDown={onKeyDown}
          disabled={chat.isPending}
          maxLength={ASSISTANT_LIMITS.messageMax}
          placeholder="e.g. I've had headaches for a week, about 6/10"
          autoComplete="off"
          className="flex-1"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          disabled={chat.isPending || !draft?.trim()}
        >
          <Send className="h-5 w-5" aria-hidden="true" />
        </Button>
      </form>
      <p className="text-xs text-ink-muted">{ASSISTANT_DISCLAIMER}</p>
    </div>
  );
}
