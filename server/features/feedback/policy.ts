import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** Everyone signed in may send feedback; only admins read it (it may hold health details). */
export function assertCanReadAllFeedback(actor: Actor): void {
  if (actor.role !== 'admin') throw forbidden('Only admins can read feedback.');
}
