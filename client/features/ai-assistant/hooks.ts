import { ApiError, throwIfResNotOk } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { trackFeature } from '@client/lib/analytics';
import { markStepCompleted } from '@client/lib/storage';
import { toast } from '@client/ui/use-toast';
import {
  CHAT_MESSAGES,
  type TChatHistoryResponse,
  type TChatMessage,
  type TChatSessionSummary,
  type TChatStreamMeta,
  ZChatHistoryResponse,
} from '@contract/chat';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAbortError, sendErrorDescription, streamChatMessage } from './sse';

export const HISTORY_PATH = '/api/chat/history';

/** Which conversation the screen shows: the server's most recent, a chosen one, or a new one. */
export type ConversationChoice = { kind: 'latest' } | { kind: 'session'; id: string } | { kind: 'new' };

type HistoryPageParam = { sessionId: string | null; before: string } | undefined;
type HistoryData = InfiniteData<TChatHistoryResponse, HistoryPageParam>;

/** One key per requested conversation; `null` asks for the most recent (also used by 'new'). */
export function historyKey(sessionId: string | null) {
  return [HISTORY_PATH, { sessionId }] as const;
}

export function historyUrl(params: { sessionId?: string | null; before?: string }): string {
  const query = new URLSearchParams();
  if (params.sessionId) query.set('sessionId', params.sessionId);
  if (params.before) query.set('before', params.before);
  const search = query.toString();
  return search ? `${HISTORY_PATH}?${search}` : HISTORY_PATH;
}

async function fetchHistory(
  params: { sessionId?: string | null; before?: string },
  signal: AbortSignal,
): Promise<TChatHistoryResponse> {
  const res = await fetch(historyUrl(params), { credentials: 'include', signal });
  await throwIfResNotOk(res);
  // Validated: a malformed answer becomes the screen's error state, not a crash while rendering.
  return ZChatHistoryResponse.parse(await res.json());
}

/**
 * GET /api/chat/history: the conversation list and the newest page of messages; each further page
 * holds the messages before the oldest one shown ('Load earlier messages'), in the same session.
 */
export function useChatHistory(sessionId: string | null) {
  return useInfiniteQuery<
    TChatHistoryResponse,
    Error,
    HistoryData,
    ReturnType<typeof historyKey>,
    HistoryPageParam
  >({
    queryKey: historyKey(sessionId),
    initialPageParam: undefined,
    queryFn: ({ pageParam, signal }) => fetchHistory(pageParam ? pageParam : { sessionId }, signal),
    getNextPageParam: (lastPage, allPages) => {
      const oldest = lastPage.messages[0];
      if (!lastPage.hasMore || !oldest) return undefined;
      // The server's cursor (docs/product/journey.md#paging); the oldest message's id from an older server.
      return { sessionId: allPages[0]?.sessionId ?? sessionId, before: lastPage.nextCursor ?? oldest.id };
    },
  });
}

/** Messages of all loaded pages, oldest first, each once. */
export function historyMessages(data: HistoryData | undefined): TChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: TChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/** Newest first, whatever order the server used. */
export function sortSessions(sessions: readonly TChatSessionSummary[]): TChatSessionSummary[] {
  return [...sessions].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** A turn sent from this screen, shown until the stored history holds it. */
export type LiveTurn = {
  key: string;
  /** Null until the server names the conversation (a new conversation's first message). */
  sessionId: string | null;
  userText: string;
  userMessage?: TChatMessage;
  meta?: TChatStreamMeta;
  /** The reply so far. */
  text: string;
  reply?: TChatMessage;
  status: 'streaming' | 'done' | 'stopped';
};

/** What the message list shows. */
export type ViewMessage = {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp?: string;
  isEmergency: boolean;
  /** The fixed safety reply chosen (the banner to show), or null. */
  replyKind: TChatMessage['replyKind'];
  help: TChatMessage['help'];
  suggestions: string[];
  actions: TChatMessage['actions'];
  status?: 'streaming' | 'stopped';
};

function fromStored(message: TChatMessage): ViewMessage {
  return {
    key: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    isEmergency: message.isEmergency,
    replyKind: message.replyKind ?? null,
    help: message.help ?? [],
    suggestions: message.suggestions,
    actions: message.actions,
  };
}

/** Stored messages, then the live turns the stored ones do not hold yet (matched by id). */
export function mergeMessages(stored: readonly TChatMessage[], live: readonly LiveTurn[]): ViewMessage[] {
  const ids = new Set(stored.map((m) => m.id));
  const out = stored.map(fromStored);
  for (const turn of live) {
    if (!turn.userMessage || !ids.has(turn.userMessage.id)) {
      out.push(
        turn.userMessage
          ? fromStored(turn.userMessage)
          : {
              key: `${turn.key}-user`,
              role: 'user',
              content: turn.userText,
              isEmergency: false,
              replyKind: null,
              help: [],
              suggestions: [],
              actions: [],
            },
      );
    }
    if (turn.reply) {
      if (!ids.has(turn.reply.id)) out.push(fromStored(turn.reply));
    } else if (turn.text !== '') {
      out.push({
        key: `${turn.key}-reply`,
        role: 'assistant',
        content: turn.text,
        isEmergency: turn.meta?.isEmergency ?? false,
        replyKind: turn.meta?.replyKind ?? null,
        help: turn.meta?.help ?? [],
        suggestions: turn.status === 'streaming' ? [] : (turn.meta?.suggestions ?? []),
        actions: turn.meta?.actions ?? [],
        status: turn.status === 'done' ? undefined : turn.status,
      });
    }
  }
  return out;
}

let turnCounter = 0;

export type SendSource = 'composer' | 'suggestion' | 'example';

/**
 * The screen's conversation: which one is shown, its history, the live streamed turn, send and stop.
 * Leaving the screen aborts a reply in progress.
 */
export function useAssistantConversation() {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ConversationChoice>({ kind: 'latest' });
  const requestedId = choice.kind === 'session' ? choice.id : null;
  const history = useChatHistory(requestedId);
  const [liveTurns, setLiveTurns] = useState<LiveTurn[]>([]);
  const [isStreaming, setIsStreaming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const firstPage = history.data?.pages[0];
  const sessionId: string | null =
    choice.kind === 'session' ? choice.id : choice.kind === 'latest' ? (firstPage?.sessionId ?? null) : null;
  const sessions = useMemo(() => sortSessions(firstPage?.sessions ?? []), [firstPage]);

  const messages = useMemo(() => {
    const stored = choice.kind === 'new' ? [] : historyMessages(history.data);
    const live = liveTurns.filter((turn) => turn.sessionId === sessionId);
    return mergeMessages(stored, live);
  }, [choice.kind, history.data, liveTurns, sessionId]);

  const currentTurn = liveTurns.find((turn) => turn.status === 'streaming');
  const isTyping = currentTurn !== undefined && currentTurn.text === '';

  const updateTurn = useCallback((key: string, update: (turn: LiveTurn) => LiveTurn) => {
    setLiveTurns((turns) => turns.map((turn) => (turn.key === key ? update(turn) : turn)));
  }, []);

  const refreshHistory = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] }),
    [queryClient],
  );

  const choose = useCallback((next: ConversationChoice) => {
    controllerRef.current?.abort();
    setLiveTurns([]);
    setChoice(next);
    trackFeature('ai_assistant', { action: next.kind === 'new' ? 'new_conversation' : 'open_conversation' });
  }, []);

  /**
   * Sends one message and streams the reply. Resolves false when the send failed (the toast has
   * been shown and the caller keeps the text); true when the reply completed or was stopped after
   * the message was stored.
   */
  const send = useCallback(
    async (text: string, source: SendSource): Promise<boolean> => {
      const message = text.trim();
      if (message === '' || controllerRef.current) return false;
      const controller = new AbortController();
      controllerRef.current = controller;
      turnCounter += 1;
      const key = `live-${turnCounter}`;
      const startedIn = sessionId;
      setLiveTurns((turns) => [
        ...turns,
        { key, sessionId: startedIn, userText: message, text: '', status: 'streaming' },
      ]);
      setIsStreaming(true);
      setAnnouncement('The assistant is replying…');
      trackFeature('ai_assistant', { action: 'message_sent', source });
      let hasMeta = false;
      try {
        const result = await streamChatMessage(
          { sessionId: startedIn ?? undefined, message },
          {
            signal: controller.signal,
            onEvent: (event) => {
              if (event.type === 'meta') {
                hasMeta = true;
                const { meta } = event;
                updateTurn(key, (turn) => ({
                  ...turn,
                  sessionId: meta.sessionId,
                  userMessage: meta.userMessage,
                  meta,
                }));
                if (startedIn === null) {
                  // A new conversation now has its id: show it as that session, without a fetch until done.
                  const seeded: HistoryData = {
                    pages: [
                      {
                        sessions: firstPage?.sessions ?? [],
                        sessionId: meta.sessionId,
                        messages: [],
                        hasMore: false,
                      },
                    ],
                    pageParams: [undefined],
                  };
                  queryClient.setQueryData(historyKey(meta.sessionId), seeded);
                  setChoice({ kind: 'session', id: meta.sessionId });
                }
              } else if (event.type === 'delta') {
                updateTurn(key, (turn) => ({ ...turn, text: turn.text + event.text }));
              } else {
                updateTurn(key, (turn) => ({
                  ...turn,
                  reply: event.message,
                  text: event.message.content,
                  status: 'done',
                }));
              }
            },
          },
        );
        markStepCompleted('ai_chat_used');
        trackFeature('ai_assistant', { action: 'reply_received' });
        setAnnouncement(`Assistant: ${result.message.content}`);
        void refreshHistory();
        return true;
      } catch (error) {
        if (isAbortError(error)) {
          trackFeature('ai_assistant', { action: 'reply_stopped' });
          if (hasMeta) {
            updateTurn(key, (turn) => ({ ...turn, status: 'stopped' }));
            setAnnouncement('Reply stopped.');
            void refreshHistory();
            return true;
          }
          setLiveTurns((turns) => turns.filter((turn) => turn.key !== key));
          setAnnouncement('');
          return false;
        }
        setLiveTurns((turns) => turns.filter((turn) => turn.key !== key));
        setAnnouncement('');
        trackFeature('ai_assistant', { action: 'send_failed' });
        // The session ended (expiry, inactivity sign-out): re-read who is signed in, as queries do.
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY });
        }
        toast({
          title: CHAT_MESSAGES.sendFailed,
          description: sendErrorDescription(error),
          variant: 'destructive',
        });
        // The user's message may be stored even though the reply failed: show what the server holds.
        if (hasMeta) void refreshHistory();
        return false;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        setIsStreaming(false);
      }
    },
    [firstPage, queryClient, refreshHistory, sessionId, updateTurn],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  /** Loads the page before the oldest message shown; resolves whether even earlier ones remain. */
  const loadEarlier = useCallback(async (): Promise<boolean> => {
    if (history.isFetchingNextPage) return true;
    trackFeature('ai_assistant', { action: 'load_earlier' });
    const result = await history.fetchNextPage();
    if (!result.isError) {
      const count = result.data?.pages.at(-1)?.messages.length ?? 0;
      setAnnouncement(
        count === 0
          ? 'No earlier messages.'
          : `${count === 1 ? '1 earlier message' : `${count} earlier messages`} loaded.`,
      );
    }
    return result.hasNextPage;
  }, [history]);

  return {
    choice,
    choose,
    history,
    sessionId,
    sessions,
    messages,
    isStreaming,
    isTyping,
    announcement,
    send,
    stop,
    loadEarlier,
  };
}
