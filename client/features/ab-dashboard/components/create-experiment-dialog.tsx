import { ApiError, errorMessage } from '@client/api/http';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { FieldError, FormField } from '@client/ui/form-field';
import { Input, Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { toast } from '@client/ui/use-toast';
import { AB_LIMITS, AB_MESSAGES } from '@contract/ab-testing';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  emptyExperimentForm,
  formErrorMap,
  newVariantRow,
  type TExperimentForm,
  ZExperimentForm,
} from '../create-form';
import { useCreateExperiment } from '../hooks';

type FormOutput = z.output<typeof ZExperimentForm>;

const RADIO_LABEL = cn(
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line-strong px-3 text-sm text-ink',
  'has-[:checked]:border-brand has-[:checked]:bg-brand-soft',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
);

/** The create form in a dialog; the list is read again once the server has the experiment. */
export function CreateExperimentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateExperiment();
  const form = useForm<TExperimentForm, unknown, FormOutput>({
    resolver: zodResolver(ZExperimentForm, { error: formErrorMap }),
    defaultValues: emptyExperimentForm(),
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const ids = {
    key: useId(),
    name: useId(),
    description: useId(),
    metric: useId(),
    minSample: useId(),
  };
  const { errors } = form.formState;

  // Each opening starts from an empty form, whichever button opened it.
  const { reset } = form;
  const resetCreate = create.reset;
  useEffect(() => {
    if (!open) return;
    reset(emptyExperimentForm());
    resetCreate();
  }, [open, reset, resetCreate]);

  const onSubmit = async (body: FormOutput) => {
    try {
      await create.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('key', { type: 'server', message: errorMessage(error) ?? AB_MESSAGES.keyTaken });
        form.setFocus('key');
        return;
      }
      applyServerFieldErrors(error, form.setError, [
        'key',
        'name',
        'description',
        'primaryMetric',
        'minSamplePerVariant',
      ] as const);
      toast({
        title: 'The experiment was not created',
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Experiment created', description: `${body.name} is active and assigning participants.` });
    onOpenChange(false);
  };

  const removeVariant = (index: number) => {
    const control = Number(form.getValues('controlIndex'));
    variants.remove(index);
    if (index === control) form.setValue('controlIndex', '0');
    else if (index < control) form.setValue('controlIndex', String(control - 1));
  };

  const variantsError =
    (errors.variants as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    errors.variants?.message;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title="New experiment"
        description="It starts active: people are assigned a variant by its weight as they reach the experiment."
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
          <FormField
            id={ids.key}
            label="Key"
            hint="How the code names it: lower-case letters, digits, - and _ (landing_cta)."
            error={errors.key?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register('key')}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={AB_LIMITS.keyMax}
              />
            )}
          </FormField>
          <FormField id={ids.name} label="Name" error={errors.name?.message}>
            {(aria) => <Input {...aria} {...form.register('name')} maxLength={AB_LIMITS.nameMax} />}
          </FormField>
          <FormField
            id={ids.description}
            label="Description"
            hint="Optional: what changes and what you expect."
            error={errors.description?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('description')}
                rows={3}
                maxLength={AB_LIMITS.descriptionMax}
              />
            )}
          </FormField>
          <FormField
            id={ids.metric}
            label="Primary metric"
            hint="The conversion the experiment is judged by (signup)."
            error={errors.primaryMetric?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register('primaryMetric')}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={AB_LIMITS.metricMax}
              />
            )}
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-ink">Metric kind</legend>
            <label className={RADIO_LABEL}>
              <input
                type="radio"
                value="conversion"
                className="h-4 w-4 accent-brand"
                {...form.register('metricKind')}
              />
              <span>
                <span className="font-semibold">Conversion</span>: counted once per participant
              </span>
            </label>
            <label className={RADIO_LABEL}>
              <input
                type="radio"
                value="value"
                className="h-4 w-4 accent-brand"
                {...form.register('metricKind')}
              />
              <span>
                <span className="font-semibold">Value</span>: every conversion counts, with its value
              </span>
            </label>
          </fieldset>
          <FormField
            id={ids.minSample}
            label="Minimum participants per variant"
            hint="Significance is worked out once every variant has this many."
            error={errors.minSamplePerVariant?.message}
          >
            {(aria) => <Input {...aria} {...form.register('minSamplePerVariant')} inputMode="numeric" />}
          </FormField>

          <fieldset
            className="space-y-3"
            aria-describedby={variantsError ? `${ids.key}-variants-error` : undefined}
          >
            <legend className="mb-1 text-base font-semibold text-ink">
              Variants ({AB_LIMITS.variantsMin} to {AB_LIMITS.variantsMax})
            </legend>
            {variants.fields.map((field, index) => (
              <VariantFields
                key={field.id}
                index={index}
                control={form.control}
                register={form.register}
                errors={errors}
                canRemove={variants.fields.length > AB_LIMITS.variantsMin}
                onRemove={() => removeVariant(index)}
              />
            ))}
            <FieldError id={`${ids.key}-variants-error`} message={variantsError} />
            {variants.fields.length < AB_LIMITS.variantsMax ? (
              <Button
                variant="secondary"
                block
                onClick={() => variants.append(newVariantRow(variants.fields.length))}
              >
                <Plus className="h-5 w-5" aria-hidden="true" />
                Add variant
              </Button>
            ) : null}
          </fieldset>

          <ModalFormActions
            submitLabel="Create experiment"
            busyLabel="Creating..."
            isBusy={create.isPending}
          />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}

function VariantFields({
  index,
  control,
  register,
  errors,
  canRemove,
  onRemove,
}: {
  index: number;
  control: Control<TExperimentForm, unknown, FormOutput>;
  register: UseFormRegister<TExperimentForm>;
  errors: FieldErrors<TExperimentForm>;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const baseId = useId();
  const config = useFieldArray({ control, name: `variants.${index}.config` });
  const fieldErrors = errors.variants?.[index];
  const number = index + 1;
  return (
    <fieldset className="space-y-3 rounded-xl border border-line bg-surface p-3">
      <legend className="px-1 text-sm font-semibold text-ink">Variant {number}</legend>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id={`${baseId}-id`}
          label={<OfVariant label="Id" number={number} />}
          error={fieldErrors?.id?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register(`variants.${index}.id`)}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={AB_LIMITS.variantIdMax}
            />
          )}
        </FormField>
        <FormField
          id={`${baseId}-weight`}
          label={<OfVariant label="Weight" number={number} />}
          error={fieldErrors?.weight?.message}
        >
          {(aria) => <Input {...aria} {...register(`variants.${index}.weight`)} inputMode="numeric" />}
        </FormField>
      </div>
      <FormField
        id={`${baseId}-name`}
        label={<OfVariant label="Name" number={number} />}
        error={fieldErrors?.name?.message}
      >
        {(aria) => (
          <Input {...aria} {...register(`variants.${index}.name`)} maxLength={AB_LIMITS.variantNameMax} />
        )}
      </FormField>
      <label className={RADIO_LABEL}>
        <input
          type="radio"
          value={String(index)}
          className="h-4 w-4 accent-brand"
          {...register('controlIndex')}
        />
        <span>
          Control<span className="sr-only">: variant {number}</span>
          <span className="text-ink-muted"> (the others are compared with it)</span>
        </span>
      </label>
      <div className="space-y-2">
        <p className="text-sm font-medium text-ink">Config</p>
        {config.fields.length === 0 ? (
          <p className="text-sm text-ink-muted">No config values: the code shows its default.</p>
        ) : null}
        {config.fields.map((row, rowIndex) => {
          const rowErrors = fieldErrors?.config?.[rowIndex];
          return (
            <div key={row.id} className="flex items-start gap-2">
              <FormField
                id={`${baseId}-config-${rowIndex}-key`}
                label={<span className="sr-only">Config key {rowIndex + 1}</span>}
                error={rowErrors?.key?.message}
                className="min-w-0 flex-1 space-y-0"
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...register(`variants.${index}.config.${rowIndex}.key`)}
                    placeholder="key"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={AB_LIMITS.configKeyMax}
                  />
                )}
              </FormField>
              <FormField
                id={`${baseId}-config-${rowIndex}-value`}
                label={<span className="sr-only">Config value {rowIndex + 1}</span>}
                error={rowErrors?.value?.message}
                className="min-w-0 flex-1 space-y-0"
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...register(`variants.${index}.config.${rowIndex}.value`)}
                    placeholder="value"
                    maxLength={AB_LIMITS.configValueMax}
                  />
                )}
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove config row ${rowIndex + 1} of variant ${number}`}
                onClick={() => config.remove(rowIndex)}
              >
                <Trash2 className="h-5 w-5" aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {config.fields.length < AB_LIMITS.configKeysMax ? (
          <Button
            variant="outline"
            onClick={() => config.append({ key: '', value: '' })}
            aria-label={`Add config value to variant ${number}`}
          >
            <Plus className="h-5 w-5" aria-hidden="true" />
            Add config value
          </Button>
        ) : null}
      </div>
      {canRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          Remove variant {number}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** A variant field's visible label, with the variant's number for screen readers ('Weight of variant 2'). */
function OfVariant({ label, number }: { label: string; number: number }) {
  return (
    <>
      {label} <span className="sr-only">of variant {number}</span>
    </>
  );
}
