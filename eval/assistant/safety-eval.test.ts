import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSafetyEngine } from './safety-engine';
import {
  formatSafetyReport,
  loadSafetySet,
  missedSafetyTargets,
  SAFETY_SETS_DIR,
  SAFETY_TEST_FLOORS,
  scoreSafetySet,
} from './safety-set';

/**
 * The safety layer on its committed test sets (eval/assistant/safety/, written blind, never trained
 * on or tuned against), through the whole local assistant (docs/assistant-safety.md#measured-quality).
 * A set listed in SAFETY_TEST_FLOORS has not reached the targets yet: it fails the build when it falls
 * below the figures it reached; every other set must meet the targets.
 */
const files = fs
  .readdirSync(SAFETY_SETS_DIR)
  .filter((n) => n.endsWith('.jsonl'))
  .sort();

describe('safety on the committed blind test sets', () => {
  it('has at least one test set of 300 urgent and 200 harmless messages', () => {
    const sizes = files.map((f) => loadSafetySet(path.join(SAFETY_SETS_DIR, f)));
    expect(sizes.length).toBeGreaterThan(0);
    for (const lines of sizes) {
      expect(lines.filter((l) => l.label !== 'neither').length).toBeGreaterThanOrEqual(300);
      expect(lines.filter((l) => l.label === 'neither').length).toBeGreaterThanOrEqual(200);
    }
  });

  for (const file of files) {
    const name = path.basename(file, '.jsonl');
    it(`${name}: targets met (or no worse than its recorded floor)`, { timeout: 60_000 }, async () => {
      const report = await scoreSafetySet(
        loadSafetySet(path.join(SAFETY_SETS_DIR, file)),
        localSafetyEngine(),
      );
      const details = `\n${formatSafetyReport(name, report)}`;
      const floor = SAFETY_TEST_FLOORS[name];
      if (!floor) {
        expect(missedSafetyTargets(report), details).toEqual([]);
        return;
      }
      expect(report.urgent.recall, details).toBeGreaterThanOrEqual(floor.urgentRecall);
      expect(report.crisis.recall, details).toBeGreaterThanOrEqual(floor.crisisRecall);
      expect(report.neither.falseAlarmRate, details).toBeLessThanOrEqual(floor.falseAlarmRateMax);
      expect(report.tipsOnMissed, details).toBeLessThanOrEqual(floor.tipsOnMissedMax);
    });
  }
});
