import { describe, expect, it } from 'vitest';
import { compactExtracted, mergeExtractions, understandConversation } from './conversation';
import { extract } from './extract';

const NOW = new Date('2026-11-21T12:00:00Z');
const read = (...turns: string[]) =>
  compactExtracted(mergeExtractions(turns.map((t) => extract(t, { now: NOW }))));

describe('understanding merged across the conversation', () => {
  it('keeps what earlier turns established and adds this message', () => {
    expect(read('I have a pounding headache', 'it started 3 days ago', 'about 7/10')).toMatchObject({
      primarySymptoms: ['Headache'],
      duration: '3 days',
      durationDays: 3,
      severity: 7,
    });
  });

  it('keeps where the person lives from the guided tour alongside their symptoms', () => {
    expect(read('I have a pounding headache', 'I live in San Francisco CA 94110', 'about 6')).toMatchObject({
      primarySymptoms: ['Headache'],
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94110',
    });
  });

  it('lets later values win', () => {
    expect(read('headache, 4/10, for 2 days', 'now it is 8/10 and has lasted a week')).toMatchObject({
      severity: 8,
      durationDays: 7,
    });
  });

  it('unions lists without duplicates', () => {
    const data = read('headache, worse with bright light', 'also nausea, bright light makes it worse');
    expect(data.primarySymptoms).toEqual(['Headache', 'Nausea']);
    expect(data.worseningFactors?.filter((f) => f.includes('bright light'))).toHaveLength(1);
  });

  it('removes a symptom the user denies in a later turn, and restores it when affirmed again', () => {
    expect(read('headache and nausea', 'no nausea anymore').primarySymptoms).toEqual(['Headache']);
    expect(read('headache and nausea', 'no nausea anymore', 'the nausea is back').primarySymptoms).toEqual([
      'Headache',
      'Nausea',
    ]);
  });

  it('reads only the user’s turns, capped to the most recent ones', () => {
    const merged = understandConversation('it has lasted 2 weeks', ['I feel exhausted'], NOW);
    expect(compactExtracted(merged)).toMatchObject({ primarySymptoms: ['Fatigue'], duration: '2 weeks' });
  });

  it('compacts to the guided form’s keys, leaving empty fields out', () => {
    expect(read('hello')).toEqual({});
  });
});

describe('a model’s extraction merged into the conversation', () => {
  const turns = (...texts: string[]) => texts.map((t) => extract(t, { now: NOW }));

  it('completes the local understanding without overruling it or restoring a denied symptom', () => {
    expect(
      compactExtracted(
        mergeExtractions(turns('headache 7/10, no nausea'), {
          primarySymptoms: ['Headache', 'Nausea', 'Dizziness'],
          severity: 4,
          duration: '2 days',
          durationDays: 2,
        }),
      ),
    ).toEqual({
      primarySymptoms: ['Headache', 'Dizziness'],
      severity: 7,
      duration: '2 days',
      durationDays: 2,
    });
    expect(compactExtracted(mergeExtractions(turns('about 3/10'), null))).toEqual({ severity: 3 });
  });

  it('keeps the turns’ duration with its day count, and never takes a location from the model', () => {
    expect(
      compactExtracted(
        mergeExtractions(turns('headache for 3 days'), {
          duration: '2 weeks',
          durationDays: 14,
          zipCode: '94110',
          city: 'Oakland',
        }),
      ),
    ).toEqual({ primarySymptoms: ['Headache'], duration: '3 days', durationDays: 3 });
  });

  it('counts a factor once however it is worded (‘with bright light’, ‘Bright light’)', () => {
    expect(
      compactExtracted(
        mergeExtractions(turns('worse with bright light'), {
          worseningFactors: ['Bright light', 'screens'],
          triggers: ['bright light'],
        }),
      ),
    ).toEqual({ triggers: ['bright light'], worseningFactors: ['with bright light', 'screens'] });
  });
});
