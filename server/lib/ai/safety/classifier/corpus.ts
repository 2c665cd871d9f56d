import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CRISIS_KINDS, RED_FLAG_CATEGORIES, type TRedFlagCategory } from '../../../../../contract/assistant';

/**
 * The safety classifier's training corpus (docs/assistant-safety.md#the-learned-classifier): JSON lines
 * written by the team in server/lib/ai/safety/corpus/, each a message, its label (an emergency, a
 * crisis, or neither) and a category: a red-flag category for the urgent ones, a kind of look-alike
 * for the others (NEITHER_CATEGORIES).
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const CORPUS_DIR = path.resolve(HERE, '..', 'corpus');
export const MODEL_FILE = path.resolve(HERE, 'model.json.gz');

/** The kinds of harmless look-alike the corpus holds. */
export const NEITHER_CATEGORIES = [
  'idiom',
  'joke_or_hyperbole',
  'fiction_or_media',
  'song_lyrics',
  'information_question',
  'someone_elses_past',
  'recovered_history',
  'negated_symptom',
  'resolved_symptom',
  'mild_everyday',
  'chronic_stable',
  'non_urgent_symptom',
  /** A real problem for a doctor today, not an emergency: it teaches the classifier the difference. */
  'same_day_symptom',
  'wellness_question',
  'medication_question',
  'life_event_lookalike',
  'caregiver_prep',
  'health_anxiety',
  'small_talk',
] as const;

const PHYSICAL_CATEGORIES = RED_FLAG_CATEGORIES.filter(
  (c) => !(CRISIS_KINDS as readonly TRedFlagCategory[]).includes(c),
) as [TRedFlagCategory, ...TRedFlagCategory[]];

export const ZCorpusLine = z.discriminatedUnion('label', [
  z.object({ text: z.string().min(1), label: z.literal('emergency'), category: z.enum(PHYSICAL_CATEGORIES) }),
  z.object({ text: z.string().min(1), label: z.literal('crisis'), category: z.enum(CRISIS_KINDS) }),
  z.object({ text: z.string().min(1), label: z.literal('neither'), category: z.enum(NEITHER_CATEGORIES) }),
]);
export type TCorpusEntry = z.infer<typeof ZCorpusLine>;

/**
 * Every corpus file, parsed and checked (throws with file and line on a bad line). A text written
 * twice (also in two files, or with another case) counts once, as its first occurrence.
 */
export function readCorpus(dir: string): {
  lines: TCorpusEntry[];
  files: { name: string; content: string }[];
  duplicates: number;
} {
  const names = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort();
  const files = names.map((name) => ({ name, content: fs.readFileSync(path.join(dir, name), 'utf8') }));
  const seen = new Set<string>();
  const lines: TCorpusEntry[] = [];
  let duplicates = 0;
  for (const file of files) {
    file.content.split('\n').forEach((raw, i) => {
      if (raw.trim() === '') return;
      const where = `${file.name}:${i + 1}`;
      const parsed = ZCorpusLine.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues[0]?.message}`);
      const key = parsed.data.text.trim().toLowerCase();
      if (seen.has(key)) {
        duplicates++;
        return;
      }
      seen.add(key);
      lines.push(parsed.data);
    });
  }
  return { lines, files, duplicates };
}
