import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR } from '../server/lib/ai/safety/classifier/corpus';

/**
 * Writes server/lib/ai/safety/corpus/train/w25-everyday-short.jsonl: short everyday symptom reports
 * ("I have a pounding headache", "got a migraine and feel sick again") labelled "neither". They are
 * the commonest messages of people who live with migraines, back pain or IBS, and the hand-written
 * corpus holds many more strongly worded emergencies than plain everyday reports, so the classifier
 * learnt "pounding headache" as a warning on its own (docs/assistant-safety.md#the-learned-classifier).
 * Only words that are not warning signs are combined: nothing sudden, worst-ever, one-sided weakness
 * or breathing trouble. Seeded, so the file is the same every run.
 *
 * Run: node --import tsx scripts/write-everyday-corpus.ts
 */

const SEED = 20261124;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WHO = [
  'i have',
  "i've got",
  'ive got',
  'got',
  'still got',
  'woke up with',
  'having',
  'my daughter has',
  'my husband has',
  'my mum has',
  'my son has',
  'my partner has',
  'I have',
  'Have',
] as const;

const COMPLAINTS = [
  'a pounding headache',
  'a splitting headache',
  'a throbbing headache',
  'a bad headache',
  'a really bad headache',
  'a headache',
  'a dull headache',
  'a migraine',
  'a bad migraine',
  'a migraine and feel sick',
  'a headache and feel sick',
  'a headache and feel a bit sick',
  'a tension headache',
  'a headache behind my eyes',
  'a sinus headache',
  'back pain',
  'bad back pain',
  'lower back pain',
  'a sore back',
  'a stiff back',
  'a stomach ache',
  'a sore tummy',
  'bad cramps',
  'period pain',
  'awful period cramps',
  'bloating',
  'an upset stomach',
  'diarrhoea',
  'the runs',
  'ibs pain',
  'sore knees',
  'aching joints',
  'achy muscles',
  'sore shoulders',
  'a sore neck',
  'no energy',
  'brain fog',
  'a cold',
  'a sore throat',
  'a blocked nose',
  'a tickly cough',
  'a runny nose',
  'an itchy rash',
  'an eczema flare',
  'heartburn',
  'acid reflux',
  'a toothache',
  'an earache',
  'a fibro flare',
  'a flare',
  'nausea',
  'period pain and feel sick',
  'cramps and the runs',
  'a sore throat and a runny nose',
] as const;

const AFTER = [
  '',
  '',
  ' today',
  ' again',
  ' again ugh',
  ' since this morning',
  ' since yesterday',
  ' for 2 days',
  ' for a few days now',
  ' after work',
  ', what can i take?',
  ', any tips?',
  ', what helps?',
  ' and its ruining my day',
  ' - the usual one',
  ', should i log it?',
  ' lol',
  ', same as last month',
  ', took paracetamol',
  ', took ibuprofen an hour ago',
  ' and need to work',
  ' 😩',
  '. pain about 6',
  '. maybe a 5/10',
] as const;

function main() {
  const random = rng(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const seen = new Set<string>();
  const lines: string[] = [];
  let tries = 0;
  while (lines.length < 900 && tries < 20_000) {
    tries++;
    const who = pick(WHO);
    const complaint = pick(COMPLAINTS);
    // "my son has … and feel sick" would not be English: third persons take the plain complaints.
    if (/^my /.test(who) && /\bfeel\b/.test(complaint)) continue;
    const text = `${who} ${complaint}${pick(AFTER)}`;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(JSON.stringify({ text, label: 'neither', category: 'mild_everyday' }));
  }
  const file = path.join(CORPUS_DIR, 'train', 'w25-everyday-short.jsonl');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`[corpus] wrote ${lines.length} everyday reports to ${path.relative(process.cwd(), file)}`);
}

main();
