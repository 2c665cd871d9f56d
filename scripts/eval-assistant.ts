import { evaluate, formatReport, missedTargets } from '../eval/assistant/evaluate';
import { loadCases } from '../eval/assistant/load';
import { localEvalEngine } from '../eval/assistant/local-engine';

/**
 * `npm run eval:assistant` (docs/assistant-knowledge.md#5-measured-quality--npm-run-evalassistant): scores
 * the local engine on the labelled case set in eval/assistant/cases/ and exits 1 when a target is missed.
 * `--json` prints the report as JSON.
 */
const report = evaluate(loadCases(), localEvalEngine);
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else console.log(formatReport(report));
process.exit(missedTargets(report).length === 0 ? 0 : 1);
