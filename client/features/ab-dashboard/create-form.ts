import {
  AB_LIMITS,
  type TCreateExperimentRequest,
  ZCreateExperimentRequest,
  ZMetricKind,
} from '@contract/ab-testing';
import { z } from 'zod';

/**
 * The create form's values as the inputs hold them (numbers as typed text, each variant's config as
 * key/value rows, the control as the index of the chosen radio), turned into the create request and
 * checked by the contract's own schema, so its messages are the ones shown.
 */

const ZConfigRow = z.object({
  key: z.string().trim().max(AB_LIMITS.configKeyMax, `At most ${AB_LIMITS.configKeyMax} characters`),
  value: z.string().max(AB_LIMITS.configValueMax, `At most ${AB_LIMITS.configValueMax} characters`),
});

const wholeNumber = (message: string) => z.string().trim().regex(/^\d+$/, message);

const ZVariantRow = z
  .object({
    id: z.string(),
    name: z.string(),
    weight: wholeNumber(`Enter a whole number from ${AB_LIMITS.weightMin} to ${AB_LIMITS.weightMax}`),
    config: z.array(ZConfigRow).max(AB_LIMITS.configKeysMax),
  })
  .superRefine((variant, ctx) => {
    const seen = new Set<string>();
    variant.config.forEach((row, index) => {
      if (row.key === '' && row.value !== '') {
        ctx.addIssue({
          code: 'custom',
          path: ['config', index, 'key'],
          message: 'Enter a key for this value',
        });
      }
      if (row.key !== '' && seen.has(row.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['config', index, 'key'],
          message: 'Each key once per variant',
        });
      }
      seen.add(row.key);
    });
  });

export const ZExperimentForm = z
  .object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    primaryMetric: z.string(),
    metricKind: ZMetricKind,
    minSamplePerVariant: wholeNumber(
      `Enter a whole number from ${AB_LIMITS.minSampleMin} to ${AB_LIMITS.minSampleMax.toLocaleString('en-US')}`,
    ),
    controlIndex: z.string(),
    variants: z.array(ZVariantRow),
  })
  .transform(
    (form): TCreateExperimentRequest => ({
      key: form.key,
      name: form.name,
      description: form.description,
      primaryMetric: form.primaryMetric,
      metricKind: form.metricKind,
      minSamplePerVariant: Number(form.minSamplePerVariant),
      variants: form.variants.map((variant, index) => ({
        id: variant.id,
        name: variant.name,
        weight: Number(variant.weight),
        isControl: String(index) === form.controlIndex,
        config: Object.fromEntries(
          variant.config.filter((row) => row.key !== '').map((row) => [row.key, row.value] as const),
        ),
      })),
    }),
  )
  .pipe(ZCreateExperimentRequest);

export type TExperimentForm = z.input<typeof ZExperimentForm>;

/**
 * Plain words for the contract's checks that carry no message of their own (an empty name, a
 * number out of range, a text too long); the contract's own messages always win.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
    return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'number') return `At least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `At most ${String(issue.maximum)}`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `At most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small' && issue.origin === 'array') return `At least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${String(issue.maximum)}`;
  return undefined;
};
export type TVariantRow = TExperimentForm['variants'][number];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A new variant row: 'variant_c' / 'Variant C' for the third, weight 50, no config. */
export function newVariantRow(index: number): TVariantRow {
  const letter = LETTERS[index] ?? String(index + 1);
  return { id: `variant_${letter}`, name: `Variant ${letter.toUpperCase()}`, weight: '50', config: [] };
}

/** The form as it opens: a control and one variant, split evenly. */
export function emptyExperimentForm(): TExperimentForm {
  return {
    key: '',
    name: '',
    description: '',
    primaryMetric: '',
    metricKind: 'conversion',
    minSamplePerVariant: String(AB_LIMITS.minSampleDefault),
    controlIndex: '0',
    variants: [{ id: 'control', name: 'Control', weight: '50', config: [] }, newVariantRow(1)],
  };
}
