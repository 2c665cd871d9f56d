import { COMMUNITY_MESSAGES } from '../../../contract/community';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** Who may remove a post or a reply: its author, or an admin (moderation). */
export function canDelete(actor: Actor, authorId: string | null): boolean {
  return actor.role === 'admin' || (authorId !== null && authorId === actor.userId);
}

export function assertCanDeletePost(actor: Actor, authorId: string | null): void {
  if (!canDelete(actor, authorId)) throw forbidden(COMMUNITY_MESSAGES.notYourPost);
}

export function assertCanDeleteComment(actor: Actor, authorId: string | null): void {
  if (!canDelete(actor, authorId)) throw forbidden(COMMUNITY_MESSAGES.notYourComment);
}

/** Members report other people's posts; reporting one's own is refused (delete it instead). */
export function assertCanReport(actor: Actor, authorId: string | null): void {
  if (authorId !== null && authorId === actor.userId) throw forbidden(MODERATION_MESSAGES.ownPostReport);
}
