import { CHALLENGE_MESSAGES } from '../../../contract/challenges';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/** Custom challenge requests (with their free text) reach admins only (docs/product/challenges.md#api). */
export function assertCanReadChallengeRequests(actor: Actor): void {
  if (actor.role !== 'admin') throw forbidden(CHALLENGE_MESSAGES.adminOnly);
}
