import { COMBINED_EMERGENCY_REPLY, CRISIS_REPLY } from '@contract/assistant';

/** Which fixed reply the safety layer sent (contract/assistant.ts): 911, 988, or both. */
export type EmergencyReplyKind = 'emergency' | 'crisis' | 'combined';

/**
 * A stored or streamed message says only that it is the fixed emergency text; the text says which.
 * A prefix matches too, so a streamed reply can show its banner with the first piece.
 */
export function emergencyReplyKind(content: string): EmergencyReplyKind {
  const text = content.trim();
  if (text === '') return 'emergency';
  if (CRISIS_REPLY.startsWith(text) || text.startsWith(CRISIS_REPLY)) return 'crisis';
  if (COMBINED_EMERGENCY_REPLY.startsWith(text) || text.startsWith(COMBINED_EMERGENCY_REPLY))
    return 'combined';
  return 'emergency';
}
