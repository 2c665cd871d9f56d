import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TRedFlagCategory } from '../contract/assistant';
import { DIALOGUES_DIR, loadDialogueFile } from '../eval/assistant/dialogues';
import { loadCases } from '../eval/assistant/load';
import { rulesAlarm } from '../server/lib/ai/safety';
import { CORPUS_DIR, MODEL_FILE, readCorpus } from '../server/lib/ai/safety/classifier/corpus';
import { classify, deserializeModel } from '../server/lib/ai/safety/classifier/model';
import { assessRules, isCrisisCategory } from '../server/lib/ai/safety/rules';
import { corpusDigest, modelFile, trainModel } from './lib/safety-training';

/**
 * `npm run train:safety` (docs/assistant-safety.md#the-learned-classifier): trains the safety
 * classifier on server/lib/ai/safety/corpus/*.jsonl and writes server/lib/ai/safety/classifier/model.json.gz.
 * Reproducible: the same corpus gives the same file byte for byte (seeded shuffle and augmentation).
 *
 * corpus/train/ trains; corpus/validation/ (a held-out set written blind, never trained on) chooses
 * the urgency threshold for recall: the lowest threshold (the most messages flagged) at
 * which the rules and the classifier together still raise at most FALSE_ALARM_BUDGET false alarms on
 * the validation look-alikes, and the classifier alone flags at most ORDINARY_ALARM_BUDGET of the
 * labelled everyday messages of eval/assistant/cases (symptom reports and look-alikes) and of the
 * calm development dialogues (never trained on). Crisis kinds then get their own, lower threshold
 * within the same budgets (the pair is searched together). So the model errs toward safety within a stated cost.
 */

const SEED = 20261124;
const FALSE_ALARM_BUDGET = 0.03;
/** The share of everyday symptom reports and look-alikes the classifier may flag on its own. */
const ORDINARY_ALARM_BUDGET = 0.03;

function main() {
  const training = readCorpus(path.join(CORPUS_DIR, 'train'));
  const held = readCorpus(path.join(CORPUS_DIR, 'validation'));
  // The sets are disjoint: a training line that also appears in validation is dropped from training.
  const heldTexts = new Set(held.lines.map((l) => l.text.trim().toLowerCase()));
  const train = training.lines.filter((l) => !heldTexts.has(l.text.trim().toLowerCase()));
  const validation = held.lines;
  const lines = [...train, ...validation];
  const files = [
    ...training.files.map((f) => ({ ...f, name: `train/${f.name}` })),
    ...held.files.map((f) => ({ ...f, name: `validation/${f.name}` })),
  ];
  const t0 = performance.now();
  const { urgency, category, augmentedCount } = trainModel(train, SEED);
  console.log(
    `[train:safety] ${train.length} training lines (${augmentedCount} with variants), ${validation.length} validation lines`,
  );
  console.log(`[train:safety] trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Threshold: the highest at which rules OR classifier still reach TARGET_RECALL on validation.
  const draft = deserializeModel(
    modelFile(urgency, category, {
      corpusSha256: '',
      examples: 0,
      threshold: 0.5,
      validation: { recall: 0, falseAlarmRate: 0, examples: 0 },
    }),
  );
  const scored = validation.map((l) => {
    const c = classify(draft, l.text);
    return {
      urgent: l.label !== 'neither',
      crisisLine: l.label === 'crisis',
      rules: rulesAlarm(assessRules(l.text), c.pUrgent),
      p: c.pUrgent,
      crisis: isCrisisCategory(c.kind as TRedFlagCategory),
    };
  });
  const urgentCount = scored.filter((s) => s.urgent).length;
  const neitherCount = scored.length - urgentCount;
  const crisisCount = scored.filter((s) => s.crisisLine).length;
  const flags = (s: { p: number; crisis: boolean }, t: number, tc: number) => s.p >= (s.crisis ? tc : t);
  const at = (t: number, tc: number) => {
    const flagged = scored.map((s) => s.rules || flags(s, t, tc));
    const caught = scored.filter((s, i) => s.urgent && flagged[i]).length;
    const alarms = scored.filter((s, i) => !s.urgent && flagged[i]).length;
    const crisisCaught = scored.filter((s, i) => s.crisisLine && flagged[i]).length;
    return {
      recall: caught / Math.max(1, urgentCount),
      crisisRecall: crisisCaught / Math.max(1, crisisCount),
      falseAlarmRate: alarms / Math.max(1, neitherCount),
    };
  };
  // Everyday messages the classifier must leave alone: the labelled cases' ordinary symptom reports and
  // look-alikes (eval/assistant/cases, never trained on). The rules are held to them by their own eval.
  // With them, the user turns of the development dialogues that raise no emergency anywhere in their
  // conversation ("which foods have it" after a question about fibre).
  const calmTurns = loadDialogueFile(path.join(DIALOGUES_DIR, 'dev.jsonl'))
    .filter((d) => d.turns.every((t) => t.expect.emergency === undefined))
    .flatMap((d) => d.turns.map((t) => t.user));
  const everyday = [
    ...loadCases().flatMap((c) => (c.kind === 'extraction' || c.kind === 'look_alike' ? [c.message] : [])),
    ...calmTurns,
  ];
  const ordinary = everyday.map((message) => {
    const r = classify(draft, message);
    return { p: r.pUrgent, crisis: isCrisisCategory(r.kind as TRedFlagCategory) };
  });
  const ordinaryAlarms = (t: number, tc: number) =>
    ordinary.filter((s) => flags(s, t, tc)).length / Math.max(1, ordinary.length);
  const withinBudgets = (t: number, tc: number) =>
    at(t, tc).falseAlarmRate <= FALSE_ALARM_BUDGET && ordinaryAlarms(t, tc) <= ORDINARY_ALARM_BUDGET;
  // The pair of thresholds (physical emergencies, crisis kinds) that catches the most validation
  // messages within both budgets, crisis messages counted again on their own (urgent recall plus
  // crisis recall); among equals, the fewer false alarms, then the higher thresholds.
  let threshold = 0.99;
  let crisisThreshold = 0.99;
  let best = { score: -1, falseAlarmRate: 1 };
  // Never below one half: alone, the classifier flags only what it finds more likely urgent than not.
  for (let i = 99; i >= 50; i--) {
    for (let j = 99; j >= 50; j--) {
      const t = i / 100;
      const tc = j / 100;
      if (!withinBudgets(t, tc)) continue;
      const r = at(t, tc);
      const score = r.recall + r.crisisRecall;
      if (score > best.score || (score === best.score && r.falseAlarmRate < best.falseAlarmRate)) {
        best = { score, falseAlarmRate: r.falseAlarmRate };
        threshold = t;
        crisisThreshold = tc;
      }
    }
  }
  const result = at(threshold, crisisThreshold);
  console.log(
    `[train:safety] everyday messages flagged by the classifier at ${threshold} (crisis ${crisisThreshold}): ${(ordinaryAlarms(threshold, crisisThreshold) * 100).toFixed(1)} % of ${ordinary.length}`,
  );
  const provenance = {
    corpusSha256: corpusDigest(files),
    examples: lines.length,
    threshold,
    crisisThreshold,
    validation: {
      recall: Number(result.recall.toFixed(4)),
      falseAlarmRate: Number(result.falseAlarmRate.toFixed(4)),
      examples: validation.length,
    },
  };
  const json = JSON.stringify(modelFile(urgency, category, provenance));
  fs.writeFileSync(MODEL_FILE, gzipSync(Buffer.from(json), { level: 9 }));
  console.log(
    `[train:safety] threshold ${threshold}, crisis ${crisisThreshold}: validation recall ${(result.recall * 100).toFixed(1)} % (crisis ${(result.crisisRecall * 100).toFixed(1)} %), false alarms ${(result.falseAlarmRate * 100).toFixed(1)} % (${urgentCount} urgent, ${neitherCount} neither)`,
  );
  console.log(
    `[train:safety] wrote ${path.relative(process.cwd(), MODEL_FILE)} (${(fs.statSync(MODEL_FILE).size / 1024).toFixed(0)} KB; ${urgency.vocabulary.length} + ${category.vocabulary.length} features)`,
  );
}

main();
