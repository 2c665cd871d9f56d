import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HELP_LINES } from '../../contract/assistant';
import { parseJsonLines } from './jsonl';

/**
 * The dialogue eval's conversations (docs/assistant-knowledge.md#6-the-dialogue-eval): scripted
 * multi-turn chats, one JSON object a line, each user turn with what the assistant should have done
 * after it:
 *
 *   {"id", "turns": [{"user", "expect": {"slots"?, "intent"?, "emergency"?, "no_emergency"?}}], "note"?}
 *
 * - `slots`: what the conversation has established once this turn is read (cumulative): `symptom`
 *   (one name the conversation holds; 'Other' = a complaint outside the 16 symptom choices),
 *   `severity` and `durationDays` (a number or an inclusive [min, max]), `bodyLocation` (words the
 *   understood location must contain), `denies` (a symptom the person said they do not have, or a list of them: each must be understood as denied).
 * - `intent`: what the reply answered ('what_to_do', 'is_serious', … 'wellness_fact', 'unknown').
 * - `emergency`: the help lines the safety result must offer ('911', '988', 'dv_hotline').
 * - `no_emergency`: the turn must not be answered as an emergency.
 * Every conversation is also held to one rule without saying it: no reply repeats the one before.
 */

export const DIALOGUES_DIR = path.join(import.meta.dirname, 'dialogues');

const zNumberOrRange = z.union([
  z.number(),
  z.tuple([z.number(), z.number()]).refine(([lo, hi]) => lo <= hi, 'range must be [min, max]'),
]);
export type TDialogueRange = z.infer<typeof zNumberOrRange>;

export const ZDialogueSlotsExpect = z.strictObject({
  symptom: z.string().min(1).optional(),
  severity: zNumberOrRange.optional(),
  durationDays: zNumberOrRange.optional(),
  bodyLocation: z.string().min(1).optional(),
  denies: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
});
export type TDialogueSlotsExpect = z.infer<typeof ZDialogueSlotsExpect>;

export const ZDialogueTurn = z.strictObject({
  user: z.string().min(1).max(2000),
  expect: z.strictObject({
    slots: ZDialogueSlotsExpect.optional(),
    intent: z.string().min(1).optional(),
    emergency: z.array(z.enum(HELP_LINES)).min(1).optional(),
    no_emergency: z.literal(true).optional(),
  }),
});
export type TDialogueTurn = z.infer<typeof ZDialogueTurn>;

export const ZDialogue = z.strictObject({
  id: z.string().min(1),
  turns: z.array(ZDialogueTurn).min(1),
  note: z.string().optional(),
});
export type TDialogue = z.infer<typeof ZDialogue>;

/** Parses one .jsonl text; one readable error lists every bad line, so no conversation drops out silently. */
export function parseDialogueLines(text: string, fileName: string): TDialogue[] {
  const seen = new Set<string>();
  return parseJsonLines(text, fileName, ZDialogue, {
    title: 'Invalid dialogues',
    what: 'line',
    check: (dialogue) => {
      const duplicate = seen.has(dialogue.id);
      seen.add(dialogue.id);
      return duplicate ? `duplicate id ${dialogue.id}` : null;
    },
  });
}

export function loadDialogueFile(file: string): TDialogue[] {
  return parseDialogueLines(fs.readFileSync(file, 'utf8'), path.basename(file));
}

/** Every set in eval/assistant/dialogues/, by file name without `.jsonl` (dev, validation, …). */
export function loadDialogueSets(dir: string = DIALOGUES_DIR): Record<string, TDialogue[]> {
  if (!fs.existsSync(dir)) return {};
  const sets: Record<string, TDialogue[]> = {};
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    sets[name.replace(/\.jsonl$/, '')] = loadDialogueFile(path.join(dir, name));
  }
  return sets;
}
