import { describe, expect, it } from 'vitest';
import { evaluate, formatReport, TARGETS } from './evaluate';
import { loadCases } from './load';
import { localEvalEngine } from './local-engine';

/**
 * The whole labelled set against the local engine
 * (docs/assistant-knowledge.md#5-measured-quality--npm-run-evalassistant). Any missed target fails the build;
 * the failure message is the eval's own report (every failing case id with expected vs got).
 */
describe('assistant eval (eval/assistant/cases)', () => {
  const cases = loadCases();
  const report = evaluate(cases, localEvalEngine);
  const details = `\n${formatReport(report)}`;

  it('holds at least 150 labelled cases of every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const n of Object.values(report.counts)) expect(n).toBeGreaterThanOrEqual(30);
  });

  it('catches every red flag with the right category and triage (recall 100 %)', () => {
    expect(report.redFlags.recall, details).toBe(TARGETS.redFlagRecall);
  });

  it('extracts no symptom the message denies (0 negation errors)', () => {
    expect(report.extraction.negationErrors, details).toBeLessThanOrEqual(TARGETS.negationErrorsMax);
  });

  it('raises at most 5 % false alarms on non-urgent look-alikes', () => {
    expect(report.lookAlikes.falseAlarmRate, details).toBeLessThanOrEqual(TARGETS.falseAlarmRateMax);
  });

  it('extracts symptoms with F1 ≥ 0.90', () => {
    expect(report.extraction.symptoms.f1, details).toBeGreaterThanOrEqual(TARGETS.symptomF1);
  });

  it('ranks the expected condition in the top 3 for ≥ 85 % of profiles', () => {
    expect(report.conditions.top3Rate, details).toBeGreaterThanOrEqual(TARGETS.conditionTop3);
  });
});
