import { cn } from '@client/ui/cn';
import { FormField } from '@client/ui/form-field';
import { fieldClasses } from '@client/ui/input';
import {
  WIDGET_CATEGORIES,
  WIDGET_PRIORITIES,
  WIDGET_PRIORITY_LABELS,
  WIDGET_TYPE_LABELS,
  WIDGET_TYPES,
} from '@contract/feedback';
import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceGroup } from './choice-group';
import type { WidgetDraft } from './widget-draft';

/** The widget's step 2: the kind of feedback, an optional category, and a priority. */
export function WidgetDetailsStep() {
  const { control, register } = useFormContext<WidgetDraft>();
  return (
    <div className="space-y-5">
      <Controller
        name="type"
        control={control}
        render={({ field }) => (
          <ChoiceGroup
            name="widget-type"
            legend="What kind of feedback is it?"
            options={WIDGET_TYPES.map((value) => ({ value, label: WIDGET_TYPE_LABELS[value] }))}
            value={field.value}
            onChange={field.onChange}
            columns={2}
          />
        )}
      />
      <FormField id="widget-category" label="Category (optional)">
        {(aria) => (
          <select {...aria} {...register('category')} className={cn(fieldClasses, 'min-h-12')}>
            <option value="">Choose a category</option>
            {WIDGET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Controller
        name="priority"
        control={control}
        render={({ field }) => (
          <ChoiceGroup
            name="widget-priority"
            legend="Priority"
            options={WIDGET_PRIORITIES.map((value) => ({ value, label: WIDGET_PRIORITY_LABELS[value] }))}
            value={field.value}
            onChange={field.onChange}
            columns={3}
          />
        )}
      />
    </div>
  );
}
