import { Button } from '@client/ui/button';
import { Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import { NUTRITION_LIMITS, NUTRITION_MESSAGES } from '@contract/nutrition-analysis';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { type MealFormProps, type TMealTextForm, type TMealTextFormInput, ZMealTextForm } from './meal-forms';

/** The Text tab: what was eaten, in words with amounts. A missing description is a toast. */
export function MealTextForm({ pending, onAnalyse }: MealFormProps) {
  const id = useId();
  const form = useForm<TMealTextFormInput, unknown, TMealTextForm>({
    resolver: zodResolver(ZMealTextForm),
    defaultValues: { input: '' },
  });

  const onValid = ({ input }: TMealTextForm) => {
    onAnalyse({ type: 'text', input }, () => form.reset());
  };
  const onInvalid = (errors: FieldErrors<TMealTextFormInput>) => {
    toast({
      title: NUTRITION_MESSAGES.inputRequiredTitle,
      description: errors.input?.message ?? NUTRITION_MESSAGES.inputRequired,
      variant: 'destructive',
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-3" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        What did you eat?
      </label>
      <Textarea
        id={id}
        {...form.register('input')}
        maxLength={NUTRITION_LIMITS.textMax}
        rows={3}
        placeholder="2 eggs and a slice of whole wheat toast"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        Name each food with an amount: grams, cups, slices, or small/medium/large.
      </p>
      <Button type="submit" block disabled={pending}>
        {pending ? 'Analyzing…' : 'Analyze Meal'}
      </Button>
    </form>
  );
}
