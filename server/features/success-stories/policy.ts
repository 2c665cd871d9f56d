import { STORY_MESSAGES } from '../../../contract/success-stories';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/**
 * Who sees a story (docs/product/success-stories.md#rules-and-numbers): every member once it is
 * published; before that, and after it is taken down, only its author (admins through the review
 * queue).
 */
export function canSee(actor: Actor, story: { userId: string; status: string }): boolean {
  return story.status === 'published' || story.userId === actor.userId;
}

/** A member reports other members' stories, not their own. */
export function assertCanReport(actor: Actor, authorId: string): void {
  if (authorId === actor.userId) throw new AppError('BAD_REQUEST', STORY_MESSAGES.ownStoryReport);
}
