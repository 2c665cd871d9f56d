import { PRACTICE_MESSAGES } from '../../../contract/practice';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/**
 * Practice settings belong to the practitioner whose listing it is; admins may read and change any
 * practice's (docs/product/practice.md#practice-settings). A practice that does not exist (an
 * unknown id, or a demo listing, which has no practitioner behind it) is 404.
 */
export function assertCanUseSettings(actor: Actor, practice: { userId: string } | null): asserts practice {
  if (!practice) throw notFound(PRACTICE_MESSAGES.notFound);
  if (actor.role === 'admin') return;
  if (actor.role === 'practitioner' && practice.userId === actor.userId) return;
  throw forbidden('Only this practice’s practitioner can see or change its settings.');
}
