import { describe, expect, it } from 'vitest';
import { PRACTITIONER_SPECIALTIES } from '../../../../contract/practitioners';
import { SPECIALTIES } from '../knowledge';
import { compactExtracted, extract } from '../understanding';
import { nextMissing, pickDirectorySpecialty, suggestActions, suggestFollowUps } from './follow-ups';

describe('suggested follow-up chips', () => {
  it('offers 2–4 chips answering what is still missing, in the nurse’s order', () => {
    expect(suggestFollowUps({})).toContain('I have a headache');
    expect(suggestFollowUps({ primarySymptoms: ['Headache'] })).toContain('It started 3 days ago');
    expect(suggestFollowUps({ primarySymptoms: ['Headache'], duration: '3 days' })).toContain('About 6/10');
    expect(suggestFollowUps({ primarySymptoms: ['Headache'], duration: '3 days', severity: 6 })).toContain(
      'Bright light makes it worse',
    );
    for (const data of [{}, { primarySymptoms: ['Back Pain'], duration: '2 days', severity: 5 }]) {
      const chips = suggestFollowUps(data);
      expect(chips.length).toBeGreaterThanOrEqual(2);
      expect(chips.length).toBeLessThanOrEqual(4);
    }
  });

  it('words every chip so the local engine understands it and moves on to the next question', () => {
    const states = [
      {},
      { primarySymptoms: ['Headache'] },
      { primarySymptoms: ['Headache'], duration: '3 days' },
      { primarySymptoms: ['Headache'], duration: '3 days', severity: 6 },
      { primarySymptoms: ['Stomach Pain'], duration: '3 days', severity: 6 },
      { primarySymptoms: ['Joint Pain'], duration: '3 days', severity: 6, worseningFactors: ['cold'] },
    ];
    for (const state of states) {
      const before = nextMissing(state);
      // Each state still has a question to ask, and chips that answer it.
      expect(before).not.toBe('other');
      const chips = suggestFollowUps(state);
      expect(chips.length, `chips for ${before}`).toBeGreaterThan(0);
      for (const chip of chips) {
        const read = compactExtracted(extract(chip));
        const after = nextMissing({
          ...state,
          ...read,
          primarySymptoms: [...(state.primarySymptoms ?? []), ...(read.primarySymptoms ?? [])],
        });
        expect(after, `chip '${chip}' for ${before}`).not.toBe(before);
      }
    }
  });
});

describe('actions from advice', () => {
  it('links to the symptom log, a directory specialty and the community when symptoms are known', () => {
    const actions = suggestActions({ primarySymptoms: ['Stomach Pain'] }, [
      'Primary Care Physician',
      'Gastroenterologist',
    ]);
    expect(actions).toEqual([
      { kind: 'log_symptom', label: 'Log your stomach pain in the symptom tracker', href: '/symptoms' },
      {
        kind: 'find_practitioner',
        label: 'Find a nutrition specialist near me',
        href: '/practitioners?specialty=Nutrition%20Specialist',
      },
      { kind: 'community', label: 'Talk with others who have been there', href: '/community-enhanced' },
    ]);
  });

  it('offers no actions before any symptom is known', () => {
    expect(suggestActions({}, ['Neurologist'])).toEqual([]);
  });

  it('maps every knowledge-base specialty it can to one of the directory’s seven', () => {
    const mapped = Object.values(SPECIALTIES)
      .map((s) => pickDirectorySpecialty([s]))
      .filter((m) => m !== undefined);
    expect(mapped.length).toBeGreaterThan(0);
    for (const m of mapped) expect(PRACTITIONER_SPECIALTIES).toContain(m);
    expect(pickDirectorySpecialty(['Primary Care Physician', 'Mental Health Counselor'])).toBe(
      'Mental Health Counselor',
    );
    expect(pickDirectorySpecialty(['Primary Care Physician'])).toBe('Functional Medicine Physician');
    expect(pickDirectorySpecialty(['Dermatologist'])).toBeUndefined();
  });
});
