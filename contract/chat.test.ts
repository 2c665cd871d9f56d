import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from './assistant';
import {
  CHAT_MESSAGES,
  ZChatHistoryQuery,
  ZChatMessageRequest,
  ZChatSessionId,
  ZPostChatRequest,
} from './chat';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('chat contract', () => {
  it('accepts the /chat session id (the current time) and short tokens, nothing else', () => {
    expect(ZChatSessionId.parse(String(1763700000000))).toBe('1763700000000');
    expect(ZChatSessionId.parse(' 3f2b-9a_c ')).toBe('3f2b-9a_c');
    for (const bad of ['', '   ', 'a b', 'x/y', '../etc', 'a'.repeat(65), '<script>']) {
      expect(messageOf(ZChatSessionId.safeParse(bad)), bad).toBe(CHAT_MESSAGES.invalidSessionId);
    }
  });

  it('takes the POST /api/chat payload, ignores userId and defaults the role to user', () => {
    const parsed = ZPostChatRequest.parse({ userId: 1, sessionId: '17637', content: '  Tired  ' });
    expect(parsed).toMatchObject({ sessionId: '17637', role: 'user', content: 'Tired' });
    expect(ZPostChatRequest.safeParse({ sessionId: '1', role: 'assistant', content: 'x' }).success).toBe(
      false,
    );
  });

  it('refuses a blank or too long message with the assistant messages', () => {
    expect(messageOf(ZPostChatRequest.safeParse({ sessionId: '1', content: ' \n ' }))).toBe(
      ASSISTANT_MESSAGES.messageRequired,
    );
    expect(messageOf(ZChatMessageRequest.safeParse({ message: 'a'.repeat(2001) }))).toBe(
      ASSISTANT_MESSAGES.messageTooLong,
    );
    expect(ZChatMessageRequest.parse({ message: 'Hello' })).toEqual({ message: 'Hello' });
  });

  it('pages history by an opaque cursor or a message id, never by free text', () => {
    expect(ZChatHistoryQuery.safeParse({ before: 'not a cursor' }).success).toBe(false);
    expect(ZChatHistoryQuery.safeParse({ before: '' }).success).toBe(false);
    expect(ZChatHistoryQuery.safeParse({ before: 'a'.repeat(201) }).success).toBe(false);
    expect(ZChatHistoryQuery.parse({ before: '3b241101-e2bb-4255-8caf-4136c566a962' }).before).toBeTruthy();
    expect(ZChatHistoryQuery.parse({ before: 'MTcwMDAwMDAwMDAwMDAwMA_abc-123' }).before).toBeTruthy();
    expect(ZChatHistoryQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZChatHistoryQuery.parse({ limit: '50' }).limit).toBe(50);
  });
});
