import { apiJson } from '@client/api/http';
import { track } from '@client/lib/analytics';
import { markStepCompleted } from '@client/lib/storage';
import { type TChatMessage, type TPostChatResponse, ZChatSessionId } from '@contract/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/chat/{sessionId} (oldest first); the key joins to that path. */
export function chatMessagesKey(sessionId: string) {
  return ['/api/chat', sessionId] as const;
}

/** The session id is created once per screen load from the current time (docs/product/assistant.md#chat). */
export function newChatSessionId(now: number = Date.now()): string {
  return String(now);
}

/** A session id carried in the address (`?session=`), when it is a valid one. */
export function sessionIdFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('session');
  if (value === null) return null;
  const parsed = ZChatSessionId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function useChatMessages(sessionId: string) {
  return useQuery<TChatMessage[]>({ queryKey: chatMessagesKey(sessionId) });
}

/**
 * POST /api/chat: the server stores the message and the assistant's reply; on success
 * the list is refreshed and the checklist's ai_chat step is ticked.
 */
export function useSendChatMessage(sessionId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiJson<TPostChatResponse>('POST', '/api/chat', { userId, sessionId, role: 'user', content }),
    onSuccess: async () => {
      markStepCompleted('ai_chat_used');
      // Only that a message was sent: never its words (health data stays out of analytics).
      track('ai_chat', { action: 'message_sent' });
      await queryClient.invalidateQueries({ queryKey: chatMessagesKey(sessionId) });
    },
  });
}
