import { AB_MESSAGES } from '@contract/ab-testing';
import { describe, expect, it } from 'vitest';
import {
  emptyExperimentForm,
  formErrorMap,
  newVariantRow,
  type TExperimentForm,
  ZExperimentForm,
} from './create-form';

function filled(overrides: Partial<TExperimentForm> = {}): TExperimentForm {
  return {
    ...emptyExperimentForm(),
    key: 'landing_cta',
    name: 'Landing call to action',
    primaryMetric: 'signup',
    ...overrides,
  };
}

const messagesAt = (form: TExperimentForm, path: string) => {
  const result = ZExperimentForm.safeParse(form, { error: formErrorMap });
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).filter((i) => i.path.join('.') === path).map((i) => i.message);
};

describe('the create form', () => {
  it('turns the filled form into the create request: numbers, the chosen control, config rows as a map', () => {
    const form = filled({ controlIndex: '1', minSamplePerVariant: ' 250 ' });
    form.variants[0] = { ...form.variants[0]!, weight: '30', config: [{ key: 'text', value: 'Start free' }] };
    form.variants[1] = {
      ...form.variants[1]!,
      config: [
        { key: 'text', value: 'Begin today' },
        { key: '', value: '' },
      ],
    };
    expect(ZExperimentForm.parse(form)).toEqual({
      key: 'landing_cta',
      name: 'Landing call to action',
      description: '',
      primaryMetric: 'signup',
      metricKind: 'conversion',
      minSamplePerVariant: 250,
      variants: [
        { id: 'control', name: 'Control', weight: 30, isControl: false, config: { text: 'Start free' } },
        { id: 'variant_b', name: 'Variant B', weight: 50, isControl: true, config: { text: 'Begin today' } },
      ],
    });
  });

  it("shows the contract's messages: key format, variant ids used twice, weight out of range", () => {
    expect(messagesAt(filled({ key: 'Landing CTA' }), 'key')).toEqual([
      'Use lower-case letters, digits, - and _',
    ]);
    const twice = filled();
    twice.variants[1] = { ...twice.variants[1]!, id: 'control' };
    expect(messagesAt(twice, 'variants')).toEqual([AB_MESSAGES.variantIdsUnique]);
    const heavy = filled();
    heavy.variants[0] = { ...heavy.variants[0]!, weight: '500' };
    expect(messagesAt(heavy, 'variants.0.weight')).toEqual(['At most 100']);
    expect(messagesAt(filled({ name: '  ' }), 'name')).toEqual(['Required']);
    expect(messagesAt(filled({ minSamplePerVariant: '5' }), 'minSamplePerVariant')).toEqual(['At least 10']);
  });

  it('asks for whole numbers and one key per config value, each key once', () => {
    expect(messagesAt(filled({ minSamplePerVariant: 'ten' }), 'minSamplePerVariant')).toEqual([
      'Enter a whole number from 10 to 100,000',
    ]);
    const form = filled();
    form.variants[0] = {
      ...form.variants[0]!,
      weight: '',
      config: [
        { key: 'text', value: 'a' },
        { key: 'text', value: 'b' },
        { key: '', value: 'orphan' },
      ],
    };
    const result = ZExperimentForm.safeParse(form);
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      'variants.0.weight': 'Enter a whole number from 1 to 100',
      'variants.0.config.1.key': 'Each key once per variant',
      'variants.0.config.2.key': 'Enter a key for this value',
    });
  });

  it('names new variants by their letter', () => {
    expect(newVariantRow(2)).toEqual({ id: 'variant_c', name: 'Variant C', weight: '50', config: [] });
  });
});
