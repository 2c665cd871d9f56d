import { evaluate, formatReport, missedTargets } from '../eval/assistant/evaluate';
import { loadCases } from '../eval/assistant/load';
import { localEvalEngine } from '../eval/assistant/local-engine';
import { scoreVignettes } from '../eval/assistant/vignettes';

/**
 * `npm run eval:assistant` (docs/assistant-knowledge.md#5-measured-quality--npm-run-evalassistant): scores
 * the local engine on the labelled case set in eval/assistant/cases/ and exits 1 when a target is missed.
 * `--json` prints the report as JSON.
 */
const report = evaluate(loadCases(), localEvalEngine);
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else console.log(formatReport(report));
// Clinical vignettes (docs/assistant-knowledge.md#the-vignette-eval): development set and validation set.
{
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  for (const name of ['development', 'validation']) {
    const r = scoreVignettes(new URL(`../eval/assistant/vignettes/${name}.jsonl`, import.meta.url).pathname);
    console.log(
      `vignettes ${name}: n=${r.n} top-3 ${pct(r.top3)}, safe urgency ${pct(r.safe)}, exact urgency ${pct(r.exact)}`,
    );
  }
}
process.exit(missedTargets(report).length === 0 ? 0 : 1);
