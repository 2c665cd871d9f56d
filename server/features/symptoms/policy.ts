import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** A user's health data is readable by that user and by admins (docs/decisions.md#product-wide). */
export function assertCanReadUserData(actor: Actor, userId: string): void {
  if (actor.userId !== userId && actor.role !== 'admin') {
    throw forbidden('You can only view your own health data.');
  }
}
