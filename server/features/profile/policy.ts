import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/**
 * An uploaded avatar is shown to its owner only (and to admins): the community shows initials,
 * so nobody else needs another member's face (docs/product/profile.md#avatar).
 */
export function assertCanViewAvatar(actor: Actor, userId: string): void {
  if (actor.userId !== userId && actor.role !== 'admin') {
    throw forbidden('You can only view your own profile picture.');
  }
}
