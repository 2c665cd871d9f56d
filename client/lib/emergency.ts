import {
  COMBINED_EMERGENCY_REPLY,
  CRISIS_REPLY,
  SAFETY_REPLIES,
  type THelpLine,
  type TSafetyReplyKind,
} from '@contract/assistant';

/** Which of the three oldest fixed replies a message without a stored reply kind carries. */
export type EmergencyReplyKind = Extract<TSafetyReplyKind, 'emergency' | 'crisis' | 'combined'>;

/**
 * A message stored before replies carried their kind says only that it is the fixed emergency text;
 * the text says which. A prefix matches too, so a streamed reply can show its banner with the first piece.
 */
export function emergencyReplyKind(content: string): EmergencyReplyKind {
  const text = content.trim();
  if (text === '') return 'emergency';
  if (CRISIS_REPLY.startsWith(text) || text.startsWith(CRISIS_REPLY)) return 'crisis';
  if (COMBINED_EMERGENCY_REPLY.startsWith(text) || text.startsWith(COMBINED_EMERGENCY_REPLY))
    return 'combined';
  return 'emergency';
}

/** What the safety banner needs from a reply. */
export type SafetyBanner = { kind: TSafetyReplyKind; help: readonly THelpLine[] };

/**
 * The banner a reply calls for (docs/product/assistant.md#safety-banner), or null: the reply kind and
 * help lines the server sent; for an older emergency message without them, the kind read from its text
 * and that reply's own help lines.
 */
export function safetyBannerFor(reply: {
  content: string;
  isEmergency: boolean;
  replyKind?: TSafetyReplyKind | null;
  help?: readonly THelpLine[];
}): SafetyBanner | null {
  const kind = reply.replyKind ?? (reply.isEmergency ? emergencyReplyKind(reply.content) : null);
  if (kind === null) return null;
  const help = reply.help && reply.help.length > 0 ? reply.help : SAFETY_REPLIES[kind].help;
  return { kind, help };
}
