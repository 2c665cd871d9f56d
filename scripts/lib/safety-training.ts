import { createHash } from 'node:crypto';
import { CRISIS_KINDS } from '../../contract/assistant';
import { features } from '../../server/lib/ai/safety/classifier/features';
import {
  softmax,
  type TModelProvenance,
  type TSerializedHead,
  type TSerializedModel,
} from '../../server/lib/ai/safety/classifier/model';

/**
 * Training of the safety classifier (docs/assistant-safety.md#the-learned-classifier): multinomial
 * logistic regression by Adagrad on L2-normalised presence features, with a seeded shuffle and
 * seeded augmentation so that the same corpus always gives the same model file.
 */

export type TLabel = 'emergency' | 'crisis' | 'neither';
export type TCorpusLine = { text: string; label: TLabel; category: string };

/** Small, deterministic pseudo-random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The validation split: a stable 15 % of lines chosen by a hash of their text (never by order). */
export function isValidation(text: string, percent = 15): boolean {
  const h = createHash('sha256').update(text.trim().toLowerCase()).digest();
  return h.readUInt32BE(0) % 100 < percent;
}

/** Neutral chatter around a message: the same pool for every label, so it carries no signal. */
const SMALL_TALK_BEFORE = [
  'hi there, ',
  'hey quick question. ',
  'sorry to bother you but ',
  'ok so ',
  'good morning. i logged my sleep earlier. ',
  'not sure if this is the right place but ',
  'thanks for the tips yesterday. ',
  'hello, ',
  'um ',
  'so today has been a lot. ',
];
const SMALL_TALK_AFTER = [
  ' thanks',
  ' any advice?',
  ' what do you think',
  ' sorry for the long message',
  ' anyway',
  ' lol',
  ' idk',
  ' pls help',
  '',
  ' ty',
];

/** A typing slip in some longer words: two letters swapped, one dropped or one doubled. */
export function withTypos(text: string, random: () => number, rate = 0.15): string {
  return text.replace(/[A-Za-z]{4,}/g, (word) => {
    if (random() >= rate) return word;
    const i = 1 + Math.floor(random() * (word.length - 2));
    const kind = random();
    if (kind < 0.4) return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    if (kind < 0.75) return word.slice(0, i) + word.slice(i + 1);
    return word.slice(0, i) + word[i] + word.slice(i);
  });
}

/** The line and two variants: with typing slips, and lower case in neutral chatter without punctuation. */
export function augment(line: TCorpusLine, random: () => number): TCorpusLine[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const chatty = `${pick(SMALL_TALK_BEFORE)}${line.text.toLowerCase().replace(/[.!?]+$/g, '')}${pick(SMALL_TALK_AFTER)}`;
  return [
    line,
    { ...line, text: withTypos(line.text, random) },
    { ...line, text: chatty.replace(/[,.]/g, '') },
  ];
}

export type TTrainOptions = {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Loss weight of each class (urgent classes above 1 trade false alarms for recall). */
  classWeight: (className: string) => number;
  /** A feature enters the vocabulary when at least this many training texts have it. */
  minCount: number;
  /** Only features passing this test (the category head uses word features only). */
  keepFeature?: (feature: string) => boolean;
  seed: number;
};

type TExample = { features: Int32Array; target: number; weight: number };

/** Trains one softmax head; returns it ready to serialise (int8 weights, rows of zeros dropped). */
export function trainHead(
  texts: readonly { text: string; className: string }[],
  classes: readonly string[],
  options: TTrainOptions,
): TSerializedHead {
  const random = seededRandom(options.seed);
  const featureSets = texts.map((t) => {
    const all = features(t.text);
    return options.keepFeature ? [...all].filter(options.keepFeature) : [...all];
  });
  const counts = new Map<string, number>();
  for (const set of featureSets) for (const f of set) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts.entries()]
    .filter(([, n]) => n >= options.minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const k = classes.length;
  const examples: TExample[] = texts.map((t, i) => {
    const target = classes.indexOf(t.className);
    if (target < 0) throw new Error(`unknown class ${t.className}`);
    const ids = featureSets[i]!.map((f) => index.get(f)).filter((id): id is number => id !== undefined);
    return { features: Int32Array.from(ids), target, weight: options.classWeight(t.className) };
  });

  const weights = new Float32Array(vocabulary.length * k);
  const squared = new Float32Array(vocabulary.length * k).fill(1e-8);
  const bias = new Float64Array(k);
  const biasSquared = new Float64Array(k).fill(1e-8);
  const logits = new Float64Array(k);
  const lr = options.learningRate;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const example of shuffle(examples, random)) {
      const n = example.features.length;
      const x = n > 0 ? 1 / Math.sqrt(n) : 0;
      logits.set(bias);
      for (const f of example.features) for (let j = 0; j < k; j++) logits[j]! += weights[f * k + j]! * x;
      const p = softmax(logits);
      for (let j = 0; j < k; j++) {
        const g = (p[j]! - (j === example.target ? 1 : 0)) * example.weight;
        biasSquared[j]! += g * g;
        bias[j]! -= (lr * g) / Math.sqrt(biasSquared[j]!);
        for (const f of example.features) {
          const at = f * k + j;
          const gw = g * x + options.l2 * weights[at]!;
          squared[at]! += gw * gw;
          weights[at]! -= (lr * gw) / Math.sqrt(squared[at]!);
        }
      }
    }
  }
  return quantise(vocabulary, classes, weights, bias);
}

function quantise(
  vocabulary: readonly string[],
  classes: readonly string[],
  weights: Float32Array,
  bias: Float64Array,
): TSerializedHead {
  const k = classes.length;
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const keptFeatures: string[] = [];
  const kept: number[] = [];
  vocabulary.forEach((feature, i) => {
    const row: number[] = [];
    for (let j = 0; j < k; j++) row.push(Math.round(weights[i * k + j]! / scale));
    if (row.some((q) => q !== 0)) {
      keptFeatures.push(feature);
      kept.push(...row);
    }
  });
  return {
    classes: [...classes],
    bias: Array.from(bias, (b) => Number(b.toFixed(6))),
    scale: Number(scale.toPrecision(9)),
    vocabulary: keptFeatures,
    weights: Buffer.from(Int8Array.from(kept).buffer).toString('base64'),
  };
}

export function corpusDigest(files: readonly { name: string; content: string }[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    hash.update(file.name).update('\0').update(file.content).update('\0');
  }
  return hash.digest('hex');
}

export function modelFile(
  urgency: TSerializedHead,
  category: TSerializedHead,
  trainedOn: TModelProvenance,
): TSerializedModel {
  return { format: 'iw-safety-classifier', version: 1, urgency, category, trainedOn };
}

/**
 * Both heads from training lines: `urgency` (neither, emergency, each crisis kind) on every line and
 * its variants, `category` (which physical emergency) on the emergencies, word features only.
 */
export function trainModel(
  train: readonly TCorpusLine[],
  seed: number,
  tuning: Partial<TTrainOptions> & { urgentWeight?: number } = {},
) {
  const random = seededRandom(seed);
  const augmented = train.flatMap((l) => augment(l, random));
  const urgencyClasses = ['neither', 'emergency', ...CRISIS_KINDS];
  const urgencyClassOf = (l: TCorpusLine) => (l.label === 'crisis' ? l.category : l.label);
  const urgency = trainHead(
    augmented.map((l) => ({ text: l.text, className: urgencyClassOf(l) })),
    urgencyClasses,
    {
      epochs: 8,
      learningRate: 0.5,
      l2: 1e-4,
      // A missed emergency costs more than a false alarm.
      classWeight: (c) => (c === 'neither' ? 1 : (tuning.urgentWeight ?? 1.5)),
      minCount: 2,
      seed,
      ...tuning,
    },
  );
  const emergencies = augmented.filter((l) => l.label === 'emergency');
  const categoryClasses = [...new Set(emergencies.map((l) => l.category))].sort();
  const category = trainHead(
    emergencies.map((l) => ({ text: l.text, className: l.category })),
    categoryClasses,
    {
      epochs: 8,
      learningRate: 0.5,
      l2: 1e-6,
      classWeight: () => 1,
      minCount: 2,
      keepFeature: (f) => !f.startsWith('c:'),
      seed: seed + 1,
    },
  );
  return { urgency, category, augmentedCount: augmented.length };
}
