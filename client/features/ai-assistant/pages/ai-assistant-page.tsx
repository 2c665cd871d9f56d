import { ApiError, errorMessage } from '@client/api/http';
import { Composer } from '@client/features/assistant-chat';
import { PageHeader } from '@client/layouts/page-header';
import { trackFeature } from '@client/lib/analytics';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { useSentinel } from '@client/ui/load-older';
import { ASSISTANT_DISCLAIMER } from '@contract/assistant';
import { Info, Plus, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConversationList } from '../components/conversation-list';
import { AssistantEmptyState } from '../components/empty-state';
import { AssistantMessageList, MessageListSkeleton, SuggestionChips } from '../components/message-list';
import { type SendSource, useAssistantConversation } from '../hooks';

const TITLE = 'AI Health Assistant';

/**
 * The full assistant at /ai-assistant (docs/product/assistant.md#ai-assistant): saved conversations, replies
 * streamed as they are written (POST /api/chat/message), the emergency banner, suggested follow-ups
 * and links from advice to actions. Sending as on /chat: blank is not sent, a typing
 * indicator and a disabled input while a reply is pending, 'Error sending message' on failure.
 */
export default function AiAssistantPage() {
  useDocumentTitle(TITLE);
  const conversation = useAssistantConversation();
  const { history, messages, isStreaming, isTyping, choice } = conversation;
  const [draft, setDraft] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const shouldRefocusRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    trackFeature('ai_assistant', { action: 'opened' });
  }, []);

  // The composer is disabled while a reply streams; give the focus back when it is enabled again.
  useEffect(() => {
    if (!isStreaming && shouldRefocusRef.current) {
      shouldRefocusRef.current = false;
      textareaRef.current?.focus();
    }
  }, [isStreaming]);

  // Keep the newest message in view as it arrives and grows; loading earlier ones does not scroll.
  const last = messages.at(-1);
  const lastSignature = `${last?.key ?? ''}:${last?.content.length ?? 0}:${isTyping}`;
  useEffect(() => {
    if (lastSignature === ':0:false') return;
    // To the very bottom: the sticky composer then sits below the newest message instead of over it.
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
  }, [lastSignature]);

  const sendText = async (text: string, source: SendSource) => {
    if (text.trim() === '' || isStreaming) return;
    const active = typeof document === 'undefined' ? null : document.activeElement;
    shouldRefocusRef.current = active === textareaRef.current || source === 'composer';
    setDraft('');
    const isSent = await conversation.send(text, source);
    // On failure the toast shows; the words stay so the person can send them again.
    if (!isSent) setDraft(text);
  };

  const earlierSentinel = useRef<HTMLDivElement>(null);
  useSentinel(
    earlierSentinel,
    choice.kind !== 'new' &&
      history.hasNextPage &&
      !history.isFetchingNextPage &&
      !history.isFetchNextPageError &&
      !isStreaming,
    () => void conversation.loadEarlier(),
  );

  const lastReply = last?.role === 'assistant' && last.status === undefined ? last : undefined;
  const isLoadingMessages = choice.kind !== 'new' && history.isPending;
  const firstPageError = history.isError && !history.data ? history.error : null;

  return (
    // At least the screen's height (less the top bar and the bottom navigation's space), so the
    // composer rests at the bottom even when the conversation is short.
    <div className="flex min-h-[calc(100dvh-9.5rem)] flex-col">
      <PageHeader title={TITLE} subtitle="Describe how you feel and get careful, practical next steps." />
      <div className="flex flex-col gap-2 px-4 pb-2">
        <Button
          variant="secondary"
          block
          disabled={isStreaming || (choice.kind === 'new' && messages.length === 0)}
          onClick={() => {
            conversation.choose({ kind: 'new' });
            setDraft('');
            textareaRef.current?.focus();
          }}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          New conversation
        </Button>
      </div>
      <ConversationList
        sessions={conversation.sessions}
        currentSessionId={conversation.sessionId}
        isLoading={history.isPending}
        disabled={isStreaming}
        onOpen={(id) => conversation.choose({ kind: 'session', id })}
      />

      <section aria-labelledby="conversation-title" className="flex-1 px-4 pt-6">
        <h2 id="conversation-title" ref={headingRef} tabIndex={-1} className="sr-only">
          Conversation
        </h2>
        {isLoadingMessages ? (
          <div role="status">
            <span className="sr-only">Loading your conversation…</span>
            <MessageListSkeleton />
          </div>
        ) : firstPageError ? (
          <div className="rounded-2xl border border-bad/40 bg-bad-soft px-4 py-5 text-center" role="alert">
            <TriangleAlert className="mx-auto h-8 w-8 text-bad" aria-hidden="true" />
            <p className="mt-2 font-semibold text-bad">We couldn't load your conversation</p>
            <p className="mt-1 text-sm text-bad">
              {errorMessage(firstPageError) ?? 'Check your connection and try again.'}
            </p>
            <div className="mt-3 flex flex-col gap-2">
              <Button variant="outline" onClick={() => void history.refetch()}>
                Try again
              </Button>
              {firstPageError instanceof ApiError && firstPageError.status === 404 ? (
                <Button variant="secondary" onClick={() => conversation.choose({ kind: 'new' })}>
                  Start a new conversation
                </Button>
              ) : null}
            </div>
          </div>
        ) : messages.length === 0 && !isTyping ? (
          <AssistantEmptyState disabled={isStreaming} onPick={(prompt) => void sendText(prompt, 'example')} />
        ) : (
          <>
            {choice.kind !== 'new' && history.hasNextPage ? (
              <div className="mb-4 flex flex-col items-center gap-1">
                {/* Scrolling up to here loads the earlier messages too (docs/product/journey.md#screens). */}
                <div ref={earlierSentinel} aria-hidden="true" className="h-px w-full" />
                <Button
                  variant="ghost"
                  aria-busy={history.isFetchingNextPage}
                  onClick={async () => {
                    const hasMore = await conversation.loadEarlier();
                    // The button goes away with the last page: keep the focus in the conversation.
                    if (!hasMore) headingRef.current?.focus();
                  }}
                >
                  {history.isFetchingNextPage ? 'Loading earlier messages…' : 'Load earlier messages'}
                </Button>
                {history.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-bad">
                    Earlier messages could not be loaded. Please try again.
                  </p>
                ) : null}
              </div>
            ) : null}
            <AssistantMessageList
              messages={messages}
              isTyping={isTyping}
              suggestions={
                lastReply && lastReply.suggestions.length > 0 ? (
                  <SuggestionChips
                    suggestions={lastReply.suggestions}
                    disabled={isStreaming}
                    onPick={(text) => void sendText(text, 'suggestion')}
                  />
                ) : undefined
              }
            />
          </>
        )}
      </section>

      <div role="status" aria-live="polite" className="sr-only">
        {conversation.announcement}
      </div>

      {/* Above the bottom navigation; marked as docked, so toasts open above it, never over Send. */}
      <div
        data-bottom-dock=""
        className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 mt-4 border-t border-line bg-surface-raised px-4 pt-3 pb-2"
      >
        <Composer
          variant="full"
          value={draft}
          onChange={setDraft}
          onSend={() => void sendText(draft, 'composer')}
          onStop={conversation.stop}
          isPending={isStreaming}
          inputRef={textareaRef}
        />
        <p className="mt-2 flex min-h-12 items-start gap-2 pr-16 text-xs text-ink-muted">
          <Info className="mt-px h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
          <span>{ASSISTANT_DISCLAIMER}</span>
        </p>
      </div>
    </div>
  );
}
