import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/**
 * Practitioner-type requests (with their notes) reach admins only
 * (docs/product/practitioners.md#stored-data-and-access).
 */
export function assertCanReadTypeRequests(actor: Actor): void {
  if (actor.role !== 'admin') {
    throw forbidden('Only admins can view practitioner requests.');
  }
}
