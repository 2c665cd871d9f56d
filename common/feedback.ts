import { RATING_LABELS } from '../contract/feedback';

/** The feedback widget's rating label (docs/product/feedback.md). */

export function ratingLabel(rating: number): string | undefined {
  return RATING_LABELS[rating as keyof typeof RATING_LABELS];
}
