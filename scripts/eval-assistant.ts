import { dialogueEngineOf } from '../eval/assistant/dialogue-engine';
import { formatDialogueReport, scoreDialogues, type TDialogueReport } from '../eval/assistant/dialogue-eval';
import { loadDialogueSets } from '../eval/assistant/dialogues';
import { evaluate, formatReport, missedTargets } from '../eval/assistant/evaluate';
import { loadCases } from '../eval/assistant/load';
import { localEvalEngine } from '../eval/assistant/local-engine';

/**
 * `npm run eval:assistant` (docs/assistant-knowledge.md#5-measured-quality--npm-run-evalassistant): scores
 * the local engine on the labelled case set in eval/assistant/cases/, then plays the scripted
 * conversations of eval/assistant/dialogues/ (docs/assistant-knowledge.md#6-the-dialogue-eval), and
 * exits 1 when a target is missed (the development dialogues must all be met; the validation set is
 * reported). `--json` prints the reports as JSON.
 */
const report = evaluate(loadCases(), localEvalEngine);
const dialogues: Record<string, TDialogueReport> = {};
for (const [name, set] of Object.entries(loadDialogueSets())) {
  dialogues[name] = await scoreDialogues(set, dialogueEngineOf());
}
const dev = dialogues.dev;
const devMissed =
  dev && (dev.conversation.met < dev.conversation.total || dev.emergency.met < dev.emergency.total);
if (process.argv.includes('--json')) console.log(JSON.stringify({ cases: report, dialogues }, null, 2));
else {
  console.log(formatReport(report));
  for (const [name, r] of Object.entries(dialogues)) console.log(`\n${formatDialogueReport(name, r)}`);
  if (devMissed) console.log('\nTARGET MISSED: every expectation of the development dialogues');
}
process.exit(missedTargets(report).length === 0 && !devMissed ? 0 : 1);
