import { features } from './features';

/**
 * The learned safety classifier (docs/assistant-safety.md#the-learned-classifier): a multinomial
 * logistic regression over the message's features (features.ts), trained by `npm run train:safety`
 * from the corpus in server/lib/ai/safety/corpus/. The trained weights are a committed file
 * (model.json) loaded once; scoring a message is a few hundred map lookups, well under a millisecond.
 *
 * Two heads share the features: `urgency` tells neither / a physical emergency / each kind of crisis
 * apart (the kind decides which fixed reply fits); `category` names the physical emergency, trained
 * on emergencies only.
 */

/** One softmax head: a weight row per vocabulary feature, int8-quantised with one scale. */
export type THead = {
  classes: readonly string[];
  bias: readonly number[];
  scale: number;
  /** Vocabulary feature → its row of `classes.length` weights (already multiplied by `scale`). */
  rows: ReadonlyMap<string, Float32Array>;
};

export type TSafetyModel = { urgency: THead; category: THead; trainedOn: TModelProvenance };

export type TModelProvenance = {
  /** SHA-256 of the corpus files the model was trained on, in name order. */
  corpusSha256: string;
  examples: number;
  /** The urgency threshold chosen on the validation split, and what it gave there. */
  threshold: number;
  /**
   * The threshold when the most likely urgent class is a crisis kind (suicidal thoughts, self-harm…),
   * chosen after `threshold` within the same budgets; absent → `threshold`.
   */
  crisisThreshold?: number;
  validation: { recall: number; falseAlarmRate: number; examples: number };
};

/** The file written by the training script: vocabulary and weights in plain arrays. */
export type TSerializedHead = {
  classes: string[];
  bias: number[];
  scale: number;
  vocabulary: string[];
  /** base64 of an Int8Array of vocabulary.length × classes.length. */
  weights: string;
};
export type TSerializedModel = {
  format: 'iw-safety-classifier';
  version: 1;
  urgency: TSerializedHead;
  category: TSerializedHead;
  trainedOn: TModelProvenance;
};

export function deserializeHead(head: TSerializedHead): THead {
  const k = head.classes.length;
  const bytes = Buffer.from(head.weights, 'base64');
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (weights.length !== head.vocabulary.length * k) throw new Error('safety model: weights do not fit');
  const rows = new Map<string, Float32Array>();
  head.vocabulary.forEach((feature, i) => {
    const row = new Float32Array(k);
    for (let j = 0; j < k; j++) row[j] = (weights[i * k + j] ?? 0) * head.scale;
    rows.set(feature, row);
  });
  return { classes: head.classes, bias: head.bias, scale: head.scale, rows };
}

export function deserializeModel(file: TSerializedModel): TSafetyModel {
  if (file.format !== 'iw-safety-classifier' || file.version !== 1) {
    throw new Error('safety model: unknown file format');
  }
  return {
    urgency: deserializeHead(file.urgency),
    category: deserializeHead(file.category),
    trainedOn: file.trainedOn,
  };
}

/** Class probabilities of one head for a feature set (the features are L2-normalised presence). */
export function scoreHead(head: THead, present: ReadonlySet<string>): Float64Array {
  const k = head.classes.length;
  const logits = Float64Array.from(head.bias);
  let known = 0;
  const rows: Float32Array[] = [];
  for (const feature of present) {
    const row = head.rows.get(feature);
    if (row) {
      rows.push(row);
      known++;
    }
  }
  if (known > 0) {
    const norm = 1 / Math.sqrt(present.size);
    for (const row of rows) for (let j = 0; j < k; j++) logits[j]! += row[j]! * norm;
  }
  return softmax(logits);
}

export function softmax(logits: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of logits) if (v > max) max = v;
  let sum = 0;
  const out = new Float64Array(logits.length);
  for (let j = 0; j < logits.length; j++) {
    out[j] = Math.exp(logits[j]! - max);
    sum += out[j]!;
  }
  for (let j = 0; j < out.length; j++) out[j]! /= sum;
  return out;
}

export type TClassification = {
  /** 1 − P(neither): how likely the message needs urgent help of some kind. */
  pUrgent: number;
  /** The most likely urgent class of the urgency head ('emergency' or a crisis kind), with its share. */
  kind: string;
  pKind: number;
  /** For a physical emergency: the most likely category. */
  category: string;
  pCategory: number;
};

export function classify(model: TSafetyModel, text: string): TClassification {
  const present = features(text);
  const urgency = scoreHead(model.urgency, present);
  const neither = model.urgency.classes.indexOf('neither');
  let kind = 'emergency';
  let pKind = -1;
  model.urgency.classes.forEach((name, j) => {
    if (j !== neither && urgency[j]! > pKind) {
      kind = name;
      pKind = urgency[j]!;
    }
  });
  const categories = scoreHead(model.category, present);
  let best = 0;
  for (let j = 1; j < categories.length; j++) if (categories[j]! > categories[best]!) best = j;
  return {
    pUrgent: 1 - (neither >= 0 ? urgency[neither]! : 0),
    kind,
    pKind,
    category: model.category.classes[best] ?? 'other_emergency',
    pCategory: categories[best] ?? 0,
  };
}
