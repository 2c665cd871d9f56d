import type { Actor } from '../../plugins/auth';

/**
 * Whose insights a request reads (docs/product/insights.md#api): an admin may name any person (the
 * read is audited with the admin as actor); anyone else always reads their own, whatever they send.
 */
export function subjectOf(actor: Actor, requestedUserId: string | undefined): string {
  if (actor.role === 'admin' && requestedUserId) return requestedUserId;
  return actor.userId;
}
