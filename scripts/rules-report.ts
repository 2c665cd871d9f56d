import fs from 'node:fs';
import path from 'node:path';
import {
  CORPUS_DIR,
  readCorpus,
  type TCorpusEntry,
  ZCorpusLine,
} from '../server/lib/ai/safety/classifier/corpus';
import { assessRules } from '../server/lib/ai/safety/rules';
import { formatRulesReport, rulesReport } from './lib/rules-report';

/**
 * `npm run rules:report [file.jsonl]` (docs/assistant-safety.md#measured-figures): the safety rules
 * alone on a labelled JSON-lines file (default: every file of the training corpus in
 * server/lib/ai/safety/corpus/): recall on the urgent lines per category, false alarms on the
 * look-alikes per kind and per rule.
 *
 *   --misses [category]   also print the urgent lines the rules miss (of one category)
 *   --alarms [category]   also print the look-alikes they flag (of one kind), with the rules that fired
 */

/** The lines of one JSON-lines file, or of every file in a folder (checked, a repeated text once). */
function readLines(target: string): TCorpusEntry[] {
  if (fs.statSync(target).isDirectory()) return readCorpus(target).lines;
  return fs
    .readFileSync(target, 'utf8')
    .split('\n')
    .filter((raw) => raw.trim() !== '')
    .map((raw, i) => {
      const parsed = ZCorpusLine.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(`${target}:${i + 1}: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
}

function main() {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1]!.startsWith('--')));
  const lines = readLines(file ? path.resolve(file) : CORPUS_DIR);
  const report = rulesReport(lines, (text) => assessRules(text));
  console.log(formatRulesReport(report));
  const option = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return null;
    const value = args[i + 1];
    return value && !value.startsWith('--') ? value : '';
  };
  const misses = option('--misses');
  if (misses !== null) {
    console.log('\nmissed urgent lines');
    for (const m of report.misses)
      if (!misses || m.category === misses) console.log(`  [${m.category}] ${m.text}`);
  }
  const alarms = option('--alarms');
  if (alarms !== null) {
    console.log('\nfalse alarms');
    for (const a of report.alarms)
      if (!alarms || a.category === alarms) console.log(`  [${a.category}] ${a.rules.join(',')}: ${a.text}`);
  }
}

main();
