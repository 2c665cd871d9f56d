import { describe, expect, it } from 'vitest';
import { classify, deserializeModel } from '../../server/lib/ai/safety/classifier/model';
import {
  augment,
  isValidation,
  modelFile,
  seededRandom,
  shuffle,
  trainHead,
  withTypos,
} from './safety-training';

const URGENT = [
  'crushing pain in my chest and my arm is numb',
  'my chest feels tight and heavy and i am sweating',
  'chest pain spreading to my jaw',
  'pressure in my chest and i feel sick',
  'bad chest pain and cant catch my breath',
];
const CRISIS = [
  'i want to end my life tonight',
  'i dont want to be alive anymore',
  'i have been planning how to kill myself',
  'i want to die and i have the pills ready',
  'thinking about ending it all',
];
const NEITHER = [
  'how much water should i drink a day',
  'my headache went away after a nap',
  'what foods help with sleep',
  'this traffic is killing me lol',
  'is coffee bad for my stomach',
];

function tinyModel() {
  const rows = [
    ...URGENT.map((text) => ({ text, className: 'emergency' })),
    ...CRISIS.map((text) => ({ text, className: 'suicidal_thoughts' })),
    ...NEITHER.map((text) => ({ text, className: 'neither' })),
  ];
  const options = {
    epochs: 30,
    learningRate: 0.5,
    l2: 0,
    classWeight: () => 1,
    minCount: 1,
    seed: 7,
  };
  const urgency = trainHead(rows, ['neither', 'emergency', 'suicidal_thoughts'], options);
  const category = trainHead(
    URGENT.map((text) => ({ text, className: 'heart_attack' })),
    ['heart_attack', 'other_emergency'],
    options,
  );
  return { urgency, category };
}

describe('safety classifier training', () => {
  it('learns to tell a physical emergency, a crisis and neither apart on its training texts', () => {
    const { urgency, category } = tinyModel();
    const model = deserializeModel(
      modelFile(urgency, category, {
        corpusSha256: 'x',
        examples: 15,
        threshold: 0.5,
        validation: { recall: 1, falseAlarmRate: 0, examples: 0 },
      }),
    );
    expect(classify(model, 'crushing pain in my chest and my arm is numb').kind).toBe('emergency');
    expect(classify(model, 'crushing pain in my chest and my arm is numb').pUrgent).toBeGreaterThan(0.5);
    expect(classify(model, 'i want to end my life tonight').kind).toBe('suicidal_thoughts');
    expect(classify(model, 'how much water should i drink a day').pUrgent).toBeLessThan(0.5);
  });

  it('gives the same model for the same texts and seed, byte for byte', () => {
    expect(JSON.stringify(tinyModel())).toBe(JSON.stringify(tinyModel()));
  });

  it('keeps only features seen in at least minCount texts', () => {
    const texts = [
      { text: 'alpha beta', className: 'a' },
      { text: 'alpha gamma', className: 'b' },
      { text: 'delta beta', className: 'a' },
    ];
    const options = { epochs: 5, learningRate: 0.5, l2: 0, classWeight: () => 1, seed: 1 };
    const once = trainHead(texts, ['a', 'b'], { ...options, minCount: 1 });
    const twice = trainHead(texts, ['a', 'b'], { ...options, minCount: 2 });
    expect(once.vocabulary).toContain('w:gamma');
    expect(twice.vocabulary).toContain('w:beta');
    expect(twice.vocabulary.some((f) => f.includes('gamma') || f.includes('delta'))).toBe(false);
  });
});

describe('augmentation and splits', () => {
  it('adds a variant with typing slips and a chatty lower-case variant, keeping the label', () => {
    const random = seededRandom(3);
    const variants = augment(
      { text: 'Severe Headache And Stiff Neck.', label: 'emergency', category: 'meningitis_signs' },
      random,
    );
    expect(variants).toHaveLength(3);
    expect(variants.every((v) => v.label === 'emergency' && v.category === 'meningitis_signs')).toBe(true);
    expect(variants[2]!.text).toBe(variants[2]!.text.toLowerCase());
    expect(variants[2]!.text).toContain('severe headache and stiff neck');
  });

  it('makes typing slips only in longer words, deterministically', () => {
    const a = withTypos('my stomach really hurts today', seededRandom(11), 1);
    const b = withTypos('my stomach really hurts today', seededRandom(11), 1);
    expect(a).toBe(b);
    expect(a).not.toBe('my stomach really hurts today');
    expect(a.startsWith('my ')).toBe(true);
  });

  it('puts a text in the validation split by its words, whatever its position or case', () => {
    expect(isValidation('Chest pain now')).toBe(isValidation('  chest pain now '));
    const share = Array.from({ length: 2000 }, (_, i) => isValidation(`message number ${i}`)).filter(
      Boolean,
    ).length;
    expect(share).toBeGreaterThan(200);
    expect(share).toBeLessThan(400);
  });

  it('shuffles with a seed: the same order every time, every item kept', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const once = shuffle(items, seededRandom(5));
    expect(shuffle(items, seededRandom(5))).toEqual(once);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(once).not.toEqual(items);
  });
});
