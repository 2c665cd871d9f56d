import { ApiError, errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button } from '@client/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@client/ui/card';
import { Checkbox } from '@client/ui/checkbox';
import { cn } from '@client/ui/cn';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Input, Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import {
  FEATURE_RATING_KEYS,
  FEATURE_RATING_LABELS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  type TFeatureRatingKey,
  type TFeedbackRequest,
  type TFeedbackRequestParsed,
  type TFeedbackTextKey,
  ZFeedbackRequest,
} from '@contract/feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type DefaultValues, type Path, useForm } from 'react-hook-form';
import { useSubmitFeedback } from '../hooks';
import { StarRating } from './star-rating';

const DEFAULT_VALUES: DefaultValues<TFeedbackRequest> = {
  rating: undefined,
  category: undefined,
  subject: '',
  feedback: '',
  // Nothing is answered for the person: they pick Yes or No, or leave it (sent as null).
  wouldRecommend: null,
  mostLikedFeature: '',
  leastLikedFeature: '',
  suggestedImprovements: '',
  additionalFeatures: '',
  contactForFollowup: false,
  ...Object.fromEntries(FEATURE_RATING_KEYS.map((key) => [key, undefined])),
};

const TEXT_QUESTIONS: { key: TFeedbackTextKey; label: string }[] = [
  { key: 'mostLikedFeature', label: 'What do you like most? (optional)' },
  { key: 'leastLikedFeature', label: 'What do you like least? (optional)' },
  { key: 'suggestedImprovements', label: 'How could we improve? (optional)' },
  { key: 'additionalFeatures', label: 'What features would you like to see? (optional)' },
];

const FIELD_NAMES = [
  'rating',
  'category',
  'subject',
  'feedback',
  'wouldRecommend',
  'contactForFollowup',
  ...FEATURE_RATING_KEYS,
  ...TEXT_QUESTIONS.map((q) => q.key),
] as const satisfies readonly Path<TFeedbackRequest>[];

const NO_FEATURE_RATINGS = Object.fromEntries(FEATURE_RATING_KEYS.map((key) => [key, null])) as Record<
  TFeatureRatingKey,
  null
>;

/**
 * The feedback page's form (docs/product/feedback.md#feedback-page); resolves to the thank-you card on
 * success.
 */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submit = useSubmitFeedback();
  const [isDetailed, setIsDetailed] = useState(false);
  const form = useForm<TFeedbackRequest, unknown, TFeedbackRequestParsed>({
    resolver: zodResolver(ZFeedbackRequest),
    defaultValues: DEFAULT_VALUES,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: TFeedbackRequestParsed) => {
    try {
      await submit.mutateAsync(isDetailed ? values : { ...values, ...NO_FEATURE_RATINGS });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      // A refusal the person can act on (a field, the hourly limit) says so; anything else: try again.
      const isActionable = error instanceof ApiError && (error.status === 400 || error.status === 429);
      toast({
        title: FEEDBACK_MESSAGES.pageFailedTitle,
        description: (isActionable && errorMessage(error)) || FEEDBACK_MESSAGES.pageFailedDescription,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: FEEDBACK_MESSAGES.pageSuccessTitle,
      description: FEEDBACK_MESSAGES.pageSuccessDescription,
    });
    form.reset(DEFAULT_VALUES);
    setIsDetailed(false);
    onSubmitted();
  };

  return (
    <Card className="mx-4">
      <CardContent>
        <CardTitle id="feedback-form-title">Share Your Feedback</CardTitle>
        <CardDescription className="mt-1">
          Tell us what works and what could be better. Fields marked optional can be left empty.
        </CardDescription>
        <form
          noValidate
          aria-labelledby="feedback-form-title"
          onSubmit={form.handleSubmit(onSubmit)}
          className="mt-5 space-y-6"
        >
          <Controller
            name="rating"
            control={form.control}
            render={({ field }) => (
              <StarRating
                name="rating"
                legend="How would you rate your overall experience?"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.rating?.message}
                size="lg"
                showWords
                isRequired
              />
            )}
          />

          <FormField id="feedback-category" label="Category" error={errors.category?.message}>
            {(aria) => (
              <select
                {...aria}
                {...form.register('category')}
                defaultValue=""
                className={cn(fieldClasses, 'min-h-12')}
              >
                <option value="" disabled>
                  Select a category
                </option>
                {FEEDBACK_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {FEEDBACK_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </FormField>

          <FormField id="feedback-subject" label="Subject (optional)" error={errors.subject?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...form.register('subject')}
                maxLength={FEEDBACK_LIMITS.subjectMax}
                autoComplete="off"
              />
            )}
          </FormField>

          <FormField
            id="feedback-text"
            label="Your Feedback"
            hint="At least 10 characters. Please leave out anything you would not want our team to read."
            error={errors.feedback?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('feedback')}
                rows={5}
                maxLength={FEEDBACK_LIMITS.feedbackMax}
                placeholder="What's on your mind?"
              />
            )}
          </FormField>

          <div className="flex min-h-12 items-center gap-3">
            <Checkbox
              id="detailed-ratings"
              checked={isDetailed}
              onCheckedChange={(checked) => setIsDetailed(checked === true)}
              aria-controls={isDetailed ? 'feature-ratings' : undefined}
            />
            <label htmlFor="detailed-ratings" className="text-sm font-medium text-ink">
              Rate specific features (optional)
            </label>
          </div>

          {isDetailed ? (
            <fieldset id="feature-ratings" className="space-y-4 rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">Feature ratings</legend>
              {FEATURE_RATING_KEYS.map((key) => (
                <Controller
                  key={key}
                  name={key}
                  control={form.control}
                  render={({ field }) => (
                    <StarRating
                      name={key}
                      legend={FEATURE_RATING_LABELS[key]}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={errors[key]?.message}
                    />
                  )}
                />
              ))}
            </fieldset>
          ) : null}

          <Controller
            name="wouldRecommend"
            control={form.control}
            render={({ field }) => (
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-ink">
                  Would you recommend Infinite Wellness to a friend?
                </legend>
                <div className="grid grid-cols-2 gap-3">
                  {[
                    { label: 'Yes', value: true },
                    { label: 'No', value: false },
                  ].map((option) => (
                    <label
                      key={option.label}
                      className={cn(
                        'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold',
                        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
                        field.value === option.value
                          ? 'border-brand bg-brand-soft text-brand-ink'
                          : 'border-line-strong text-ink',
                      )}
                    >
                      <input
                        type="radio"
                        name="wouldRecommend"
                        ref={option.value ? field.ref : undefined}
                        checked={field.value === option.value}
                        onChange={() => field.onChange(option.value)}
                        onBlur={field.onBlur}
                        className="h-5 w-5 accent-brand"
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          />

          {TEXT_QUESTIONS.map(({ key, label }) => (
            <FormField key={key} id={`feedback-${key}`} label={label} error={errors[key]?.message}>
              {(aria) => (
                <Textarea {...aria} {...form.register(key)} rows={2} maxLength={FEEDBACK_LIMITS.textMax} />
              )}
            </FormField>
          ))}

          <Controller
            name="contactForFollowup"
            control={form.control}
            render={({ field }) => (
              <div className="flex min-h-12 items-center gap-3">
                <Checkbox
                  id="contactForFollowup"
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby="contactForFollowup-hint"
                />
                <div>
                  <label htmlFor="contactForFollowup" className="text-sm font-medium text-ink">
                    You may contact me about this feedback
                  </label>
                  <p id="contactForFollowup-hint" className="text-sm text-ink-muted">
                    We would write to your account's email address.
                  </p>
                </div>
              </div>
            )}
          />

          <Button type="submit" size="lg" block disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
