import { EXERCISE_MESSAGES } from '../../../contract/exercise';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** A person's recommendations are readable by that person and by admins (audited). */
export function assertCanReadUserData(actor: Actor, userId: string): void {
  if (actor.userId !== userId && actor.role !== 'admin') {
    throw forbidden(EXERCISE_MESSAGES.ownDataOnly);
  }
}
