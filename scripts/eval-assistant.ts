import fs from 'node:fs';
import path from 'node:path';
import { dialogueEngineOf } from '../eval/assistant/dialogue-engine';
import { formatDialogueReport, scoreDialogues, type TDialogueReport } from '../eval/assistant/dialogue-eval';
import { loadDialogueSets } from '../eval/assistant/dialogues';
import { evaluate, formatReport, missedTargets } from '../eval/assistant/evaluate';
import { loadCases } from '../eval/assistant/load';
import { localEvalEngine } from '../eval/assistant/local-engine';
import { localSafetyEngine } from '../eval/assistant/safety-engine';
import {
  formatSafetyReport,
  loadSafetySet,
  missedSafetyTargets,
  SAFETY_SETS_DIR,
  scoreSafetySet,
} from '../eval/assistant/safety-set';
import { scoreVignettes, VIGNETTE_TARGETS } from '../eval/assistant/vignettes';
import { CORPUS_DIR } from '../server/lib/ai/safety/classifier/corpus';

/**
 * `npm run eval:assistant` (docs/assistant-knowledge.md#5-measured-quality--npm-run-evalassistant):
 * 1. the labelled case set in eval/assistant/cases/ on the local engine modules;
 * 2. the safety layer on held-out sets written blind, through the whole local assistant: the
 *    validation set (server/lib/ai/safety/corpus/validation/, which chose the classifier's threshold)
 *    and the test sets (eval/assistant/safety/, never trained on nor tuned against);
 * 3. the scripted conversations of eval/assistant/dialogues/
 *    (docs/assistant-knowledge.md#6-the-dialogue-eval): the development dialogues must all be met,
 *    the validation dialogues are reported.
 * Exits 1 when a target is missed on the case set, on a safety test set or on the development
 * dialogues. `--json` prints JSON; `--verbose` lists every missed and falsely alarmed message.
 */
const json = process.argv.includes('--json');
const verbose = process.argv.includes('--verbose');
const failures: string[] = [];

const report = evaluate(loadCases(), localEvalEngine);
failures.push(...missedTargets(report).map((t) => `cases: ${t}`));

const jsonl = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => n.endsWith('.jsonl'))
        .sort()
        .map((n) => path.join(dir, n))
    : [];
const sets = [
  ...jsonl(path.join(CORPUS_DIR, 'validation')).map((file) => ({ file, role: 'validation' as const })),
  ...jsonl(SAFETY_SETS_DIR).map((file) => ({ file, role: 'test' as const })),
];
const engine = localSafetyEngine();
const safety = [];
for (const set of sets) {
  const lines = loadSafetySet(set.file).map((l, i) => ({ ...l, id: l.id || `${i + 1}` }));
  const r = await scoreSafetySet(lines, engine);
  const name = `${set.role} ${path.basename(set.file, '.jsonl')}`;
  safety.push({ name, report: r });
  if (set.role === 'test') failures.push(...missedSafetyTargets(r).map((t) => `${name}: ${t}`));
}

const dialogues: Record<string, TDialogueReport> = {};
for (const [name, set] of Object.entries(loadDialogueSets())) {
  dialogues[name] = await scoreDialogues(set, dialogueEngineOf());
}
const dev = dialogues.dev;
if (dev && (dev.conversation.met < dev.conversation.total || dev.emergency.met < dev.emergency.total)) {
  failures.push('dialogues: every expectation of the development dialogues');
}

// Clinical vignettes (docs/assistant-knowledge.md#the-vignette-eval): the development set, the
// validation set and the test set.
const vignettes: Record<string, ReturnType<typeof scoreVignettes>> = {};
for (const name of ['development', 'validation', 'test-2']) {
  const r = scoreVignettes(new URL(`../eval/assistant/vignettes/${name}.jsonl`, import.meta.url).pathname);
  vignettes[name] = r;
  if (
    name === 'development' &&
    (r.top3 < VIGNETTE_TARGETS.top3 || r.safe < VIGNETTE_TARGETS.safe || r.exact < VIGNETTE_TARGETS.exact)
  ) {
    failures.push('vignettes: development set below target');
  }
}

if (json) console.log(JSON.stringify({ cases: report, safety, dialogues, vignettes }, null, 2));
else {
  console.log(formatReport(report));
  for (const s of safety) console.log(`\n${formatSafetyReport(s.name, s.report, { verbose })}`);
  for (const [name, r] of Object.entries(dialogues)) console.log(`\n${formatDialogueReport(name, r)}`);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  for (const [name, r] of Object.entries(vignettes)) {
    console.log(
      `\nVignettes ${name}: n=${r.n} top-3 ${pct(r.top3)}, safe urgency ${pct(r.safe)}, exact urgency ${pct(r.exact)} (targets ${pct(VIGNETTE_TARGETS.top3)}, ${pct(VIGNETTE_TARGETS.safe)}, ${pct(VIGNETTE_TARGETS.exact)})`,
    );
  }
  console.log(failures.length === 0 ? '\nAll targets met.' : `\nTargets missed: ${failures.join('; ')}`);
}
process.exit(failures.length === 0 ? 0 : 1);
