import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { NUTRITION_MESSAGES } from '@contract/nutrition-analysis';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type MealFormProps,
  type TMealPhotoForm,
  type TMealPhotoFormInput,
  ZMealPhotoForm,
} from './meal-forms';

function photoToast(description: string | undefined) {
  toast({
    title: NUTRITION_MESSAGES.imageRequiredTitle,
    description: description ?? NUTRITION_MESSAGES.imageRequired,
    variant: 'destructive',
  });
}

/**
 * The Photo tab: a nutrition label (or, where the server can describe them, a meal). A chosen file that
 * is not an image or is too large is refused at once; the preview shows what will be sent.
 */
export function MealPhotoForm({ pending, onAnalyse, mealPhotos }: MealFormProps & { mealPhotos: boolean }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<TMealPhotoFormInput, unknown, TMealPhotoForm>({
    resolver: zodResolver(ZMealPhotoForm),
    // No file until one is chosen.
    defaultValues: {},
  });

  // The preview's object URL is released when another file is chosen and when the form goes.
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    form.reset();
    if (!chosen) return;
    form.setValue('file', chosen);
    if (!(await form.trigger('file'))) {
      photoToast(form.getFieldState('file').error?.message);
      form.reset();
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setPreview(URL.createObjectURL(chosen));
  };

  const onValid = ({ file }: TMealPhotoForm) => onAnalyse({ type: 'image', file });

  return (
    <form
      onSubmit={form.handleSubmit(onValid, (errors) => photoToast(errors.file?.message))}
      className="space-y-3"
      noValidate
    >
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Photo of a nutrition label{mealPhotos ? ' or a meal' : ''}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        onChange={(event) => void choose(event.target.files?.[0])}
        className="block w-full text-sm text-ink-muted file:mr-3 file:min-h-12 file:rounded-xl file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-brand-ink"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {mealPhotos
          ? 'A straight-on photo of the Nutrition Facts panel is read exactly; a meal photo is described by the AI service and looked up in the USDA tables.'
          : 'A straight-on, well-lit photo of the Nutrition Facts panel works best. Meal photos without a label cannot be measured here; describe them on the Text tab.'}
      </p>
      {preview && (
        <img
          src={preview}
          alt="Preview of what you chose to analyze"
          className="max-h-48 rounded-lg border border-line object-contain"
        />
      )}
      <Button type="submit" block disabled={pending}>
        {pending ? 'Reading the photo…' : 'Analyze Photo'}
      </Button>
    </form>
  );
}
