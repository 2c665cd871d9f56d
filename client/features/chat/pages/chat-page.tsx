import { errorMessage } from '@client/api/http';
import { Composer } from '@client/features/assistant-chat';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { ErrorState, QueryCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { ASSISTANT_DISCLAIMER } from '@contract/assistant';
import { CHAT_MESSAGES } from '@contract/chat';
import { Info, SquarePen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ChatMessageList, ChatMessagesSkeleton, ChatWelcome } from '../components/chat-message-list';
import { newChatSessionId, sessionIdFromSearch, useChatMessages, useSendChatMessage } from '../hooks';

const TITLE = 'AI Health Assistant';

/**
 * The home chat at /chat, with 'Error sending message' on failure. The conversation is stored
 * by the server; its id is made once per screen load and kept in the address, so reloading the page
 * shows the same conversation (docs/product/assistant.md#chat).
 */
export default function ChatPage() {
  useDocumentTitle(TITLE);
  const user = useCurrentUser();
  const search = useSearch();
  const [sessionId, setSessionId] = useState(() => sessionIdFromSearch(search) ?? newChatSessionId());
  const [draft, setDraft] = useState('');
  const messages = useChatMessages(sessionId);
  const send = useSendChatMessage(sessionId, user?.id);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasPending = useRef(false);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('session') === sessionId) return;
    url.searchParams.set('session', sessionId);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [sessionId]);

  const count = messages.data?.length ?? 0;
  // The list scrolls to the newest message, and to the typing indicator while pending.
  useEffect(() => {
    if (count === 0 && !send.isPending) return;
    // To the very bottom: the sticky composer then sits below the newest message, not over it.
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
  }, [count, send.isPending]);

  // The input was disabled while sending; give it focus back for the next message.
  useEffect(() => {
    if (wasPending.current && !send.isPending) inputRef.current?.focus();
    wasPending.current = send.isPending;
  }, [send.isPending]);

  const onSend = async (text: string) => {
    try {
      await send.mutateAsync(text);
    } catch (error) {
      toast({
        title: CHAT_MESSAGES.sendFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    setDraft('');
  };

  const onNewConversation = () => {
    setSessionId(newChatSessionId());
    setDraft('');
    inputRef.current?.focus();
  };

  return (
    // At least the screen's height (less the top bar and the bottom navigation's room), so the
    // composer sits at the bottom even when the conversation is short.
    <div className="flex min-h-[calc(100dvh-9.5rem)] flex-col">
      <PageHeader
        title={TITLE}
        subtitle="Describe how you feel and get general guidance and next steps."
        actions={
          count > 0 ? (
            <Button variant="ghost" onClick={onNewConversation} disabled={send.isPending}>
              <SquarePen className="h-5 w-5" aria-hidden="true" />
              New chat
            </Button>
          ) : null
        }
      />
      <section aria-label="Chat" className="flex-1 pb-4">
        <QueryCard
          query={messages}
          loadingLabel="Loading the conversation..."
          skeleton={<ChatMessagesSkeleton />}
          error={(_, retry) => (
            <ErrorState className="mx-4" message="The conversation could not be loaded." onRetry={retry} />
          )}
        >
          {(list) => (
            <>
              {count === 0 ? <ChatWelcome text={CHAT_MESSAGES.welcome} /> : null}
              <div className={count === 0 ? 'mt-3' : undefined}>
                <ChatMessageList messages={list} isTyping={send.isPending} />
              </div>
            </>
          )}
        </QueryCard>
      </section>
      {/* Above the bottom navigation; marked as docked, so toasts open above it, never over Send. */}
      <div
        data-bottom-dock=""
        className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-surface-raised px-4 pt-3 pb-2"
      >
        <Composer
          variant="simple"
          value={draft}
          onChange={setDraft}
          onSend={(text) => void onSend(text)}
          isPending={send.isPending}
          inputRef={inputRef}
        />
        <p className="mt-2 flex min-h-12 items-start gap-2 pr-16 text-xs text-ink-muted">
          <Info className="mt-px h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
          <span>{ASSISTANT_DISCLAIMER}</span>
        </p>
      </div>
    </div>
  );
}
