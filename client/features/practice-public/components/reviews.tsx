import { ApiError, errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FieldError, FormField } from '@client/ui/form-field';
import { Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  type TPractitionerReview,
  type TReviewInput,
  ZReviewInput,
} from '@contract/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAddReview, useRemoveReview } from '../hooks';
import { RatingStars } from './rating-stars';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** One review: stars, the author as 'Maya R.', the date and the text. */
export function ReviewItem({ review, mine = false }: { review: TPractitionerReview; mine?: boolean }) {
  return (
    <article className="space-y-1.5 border-b border-line py-3 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={review.rating} size="sm" />
        <time dateTime={review.createdAt} className="text-sm text-ink-muted">
          {dateFormat.format(new Date(review.createdAt))}
        </time>
      </div>
      <p className="break-words whitespace-pre-line text-ink">{review.text}</p>
      <p className="text-sm font-medium text-ink-muted">
        {review.authorName}
        {mine ? ' (your review)' : ''}
      </p>
    </article>
  );
}

type ReviewFormInput = z.input<typeof ZReviewInput>;
type ReviewFormValues = z.output<typeof ZReviewInput>;

/** The review form: 1 to 5 stars as radio buttons, and at least 10 characters of text. */
export function ReviewForm({ practitionerId }: { practitionerId: string }) {
  const add = useAddReview(practitionerId);
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(ZReviewInput),
    defaultValues: { rating: undefined, text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = Number(form.watch('rating')) || 0;
  const textLength = (form.watch('text') ?? '').length;

  const onSubmit = async (values: ReviewFormValues) => {
    try {
      await add.mutateAsync(values satisfies TReviewInput);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        if (error.fields.rating) form.setError('rating', { message: error.fields.rating });
        if (error.fields.text) form.setError('text', { message: error.fields.text });
      }
      toast({
        title: PRACTICE_MESSAGES.reviewFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: PRACTICE_MESSAGES.reviewPosted, description: PRACTICE_MESSAGES.reviewPostedDescription });
    form.reset();
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="font-semibold text-ink">
        Write a review
      </h3>
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-ink">Your rating</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
            >
              <input type="radio" value={n} className="sr-only" {...form.register('rating')} />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
              <Star
                aria-hidden="true"
                className={cn('h-7 w-7', n <= chosen ? 'fill-accent text-accent' : 'text-line-strong')}
              />
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={errors.rating?.message} />
      </fieldset>
      <FormField
        id="review-text"
        label="Your review"
        hint={`What went well, what could be better. ${textLength}/${PRACTICE_LIMITS.reviewTextMax}`}
        error={errors.text?.message}
      >
        {(aria) => (
          <Textarea {...aria} {...form.register('text')} maxLength={PRACTICE_LIMITS.reviewTextMax} rows={4} />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Posting...' : 'Post Review'}
      </Button>
    </form>
  );
}

/** The viewer's own review, with the way to take it back. */
export function MyReview({
  practitionerId,
  review,
}: {
  practitionerId: string;
  review: TPractitionerReview;
}) {
  const remove = useRemoveReview(practitionerId);
  const onRemove = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast({
        title: 'Review Not Removed',
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: PRACTICE_MESSAGES.reviewRemoved });
  };
  return (
    <div className="space-y-2 rounded-card bg-surface-muted p-4">
      <h3 className="font-semibold text-ink">Your review</h3>
      <ReviewItem review={review} mine />
      <Button variant="outline" onClick={onRemove} disabled={remove.isPending}>
        {remove.isPending ? 'Removing...' : 'Remove my review'}
      </Button>
    </div>
  );
}
