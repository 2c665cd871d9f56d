import fs from 'node:fs';
import path from 'node:path';
import { CONDITIONS } from '../../server/lib/ai/knowledge';
import { checkCaseSet, parseCaseLines, type TEvalCase } from './cases';

export const CASES_DIR = path.join(import.meta.dirname, 'cases');

/** Every case of eval/assistant/cases/*.jsonl, validated, in file then line order. */
export function loadCases(dir: string = CASES_DIR): TEvalCase[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  const cases = files.flatMap((name) => parseCaseLines(fs.readFileSync(path.join(dir, name), 'utf8'), name));
  checkCaseSet(cases, new Set(CONDITIONS.map((c) => c.id)));
  return cases;
}
