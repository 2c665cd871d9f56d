import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** A user's progress is readable by that user and by admins (docs/decisions.md#product-wide). */
export function assertCanReadProgress(actor: Actor, userId: string): void {
  if (actor.userId !== userId && actor.role !== 'admin') {
    throw forbidden('You can only view your own progress.');
  }
}
