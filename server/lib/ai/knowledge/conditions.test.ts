import { describe, expect, it } from 'vitest';
import { CHRONIC_CONDITIONS, SYMPTOMS } from '../understanding/vocabulary';
import { CONDITIONS, SPECIALTIES } from './conditions';
import { S } from './conditions/define';

const SPEC_SYMPTOMS = new Set<string>(SYMPTOMS);
const KNOWN_SPECIALTIES = new Set<string>(Object.values(SPECIALTIES));

describe('knowledge base integrity', () => {
  it('holds at least 120 conditions with unique ids and names', () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(CONDITIONS.map((c) => c.id)).size).toBe(CONDITIONS.length);
    expect(new Set(CONDITIONS.map((c) => c.name)).size).toBe(CONDITIONS.length);
  });

  it('covers every chronic-condition choice of the guided form', () => {
    for (const choice of CHRONIC_CONDITIONS) {
      expect(
        CONDITIONS.some((c) => c.relatedChronic.includes(choice)),
        choice,
      ).toBe(true);
    }
  });

  it.each(CONDITIONS.map((c) => [c.id, c] as const))('%s is complete and well-formed', (_id, c) => {
    expect(c.id).toMatch(/^[a-z0-9-]+$/);
    expect(c.summary.length).toBeGreaterThan(40);
    expect(c.summary.length).toBeLessThan(320);

    for (const [symptom, weight] of Object.entries(c.symptomWeights)) {
      expect(SPEC_SYMPTOMS.has(symptom), symptom).toBe(true);
      expect(weight).toBeGreaterThanOrEqual(0);
      expect(weight).toBeLessThanOrEqual(1);
    }
    if (!c.mostlySilent)
      expect(Object.keys(c.symptomWeights).length + Object.keys(c.clinical.findings).length).toBeGreaterThan(
        0,
      );

    // Older entries carry text features; every entry carries findings for the scorer (conditions/define.ts).
    expect(c.features.length + Object.keys(c.clinical.findings).length).toBeGreaterThan(0);
    for (const feature of c.features) {
      expect(feature.weight).toBeGreaterThanOrEqual(-0.3);
      expect(feature.weight).toBeLessThanOrEqual(0.4);
      for (const term of feature.terms) expect(() => new RegExp(term)).not.toThrow();
    }

    expect(c.specialties.length).toBeGreaterThan(0);
    for (const s of c.specialties)
      expect(KNOWN_SPECIALTIES.has(s) || Object.values(S).includes(s as never), s).toBe(true);

    if (c.clinical.triage !== 'self_care' && c.clinical.triage !== 'consultation')
      expect(c.tests.length).toBeGreaterThan(0);
    for (const t of c.tests) {
      expect(t.name).not.toBe('');
      expect(t.description).not.toBe('');
      expect(['high', 'medium', 'low']).toContain(t.urgency);
      expect(t.costUsd.min).toBeGreaterThanOrEqual(0);
      expect(t.costUsd.min).toBeLessThanOrEqual(t.costUsd.max);
    }

    expect(c.selfCare.length).toBeGreaterThanOrEqual(1);
    expect(c.selfCare.length).toBeLessThanOrEqual(6);
    expect(c.redFlags.length).toBeGreaterThan(0);
    for (const term of c.redFlagTerms ?? []) expect(() => new RegExp(term)).not.toThrow();

    expect(c.sources.length).toBeGreaterThan(0);
    for (const s of c.sources) {
      expect(s.title).not.toBe('');
      expect(s.url).toMatch(/^https:\/\/(?:[a-z0-9-]+\.)*(?:medlineplus\.gov|nhs\.uk|nih\.gov|cdc\.gov)\//);
    }
  });

  it('says that high cholesterol and high blood pressure are mostly silent', () => {
    const silent = CONDITIONS.filter((c) => c.mostlySilent).map((c) => c.id);
    expect(silent).toEqual(expect.arrayContaining(['high-cholesterol', 'hypertension']));
    expect(CONDITIONS.find((c) => c.id === 'high-cholesterol')?.summary).toMatch(/no symptoms/);
  });

  it('uses the directory’s practitioner specialties where they fit', () => {
    const used = new Set(CONDITIONS.flatMap((c) => c.specialties));
    for (const s of [
      'Functional Medicine Physician',
      'Naturopathic Doctor',
      'Integrative Medicine',
      'Nutrition Specialist',
      'Acupuncturist',
      'Chiropractor',
      'Mental Health Counselor',
    ]) {
      expect(used.has(s), s).toBe(true);
    }
  });

  it('prices a test the same wherever it appears', () => {
    const byName = new Map<string, string>();
    for (const t of CONDITIONS.flatMap((c) => c.tests)) {
      const cost = JSON.stringify(t.costUsd);
      expect(byName.get(t.name) ?? cost, t.name).toBe(cost);
      byName.set(t.name, cost);
    }
  });
});
