import { describe, expect, it } from 'vitest';
import { extract } from '../understanding/extract';
import { readIntent, type TIntentReading } from '../understanding/intent';
import {
  answeredScore,
  answeredSeverity,
  dialogueSlots,
  mentionsSymptom,
  resolvedSymptoms,
} from './dialogue';

const turnsOf = (...texts: string[]) => texts.map((text) => ({ text, extracted: extract(text) }));
const slotsOf = (...texts: string[]) => {
  const turns = turnsOf(...texts);
  const present = [...new Set(turns.flatMap((t) => t.extracted.primarySymptoms))];
  return dialogueSlots({ primarySymptoms: present }, turns);
};
/** The intent of the last message, each earlier one read as the previous question. */
const intentAfter = (...texts: string[]) => {
  let previous: TIntentReading | null = null;
  let last: TIntentReading | null = null;
  for (const text of texts) {
    last = readIntent(text, previous);
    if (last.intent) previous = last;
  }
  return last;
};

describe('dialogue slots', () => {
  it('records a denied symptom choice ("no nausea") as well as other complaints ("no fever")', () => {
    expect(slotsOf('pounding headache behind my eyes', 'no nausea, no fever').denies).toEqual([
      'Fever',
      'Nausea',
    ]);
  });

  it.each([
    ['no numbness or weakness', ['Numbness', 'Weakness']],
    ['havent passed out or anything', ['Fainting']],
    ['no stiff neck no fever', ['Stiff neck', 'Fever']],
    ['lips n throat fine, breathing fine', ['Shortness of Breath']],
    ['no numbness down there and peeing fine', ['Groin numbness', 'Bladder problems']],
    ['no fever and my face isnt swelling', ['Fever', 'Facial swelling']],
  ])('reads the denials in %j', (text, denied) => {
    const slots = dialogueSlots(extract(text), [{ text, extracted: extract(text) }]);
    for (const d of denied) expect(slots.denies).toContain(d);
  });

  it('reads a bare list of places as where it hurts', () => {
    expect(dialogueSlots(extract('hands and knees'), ['hands and knees']).bodyLocation).toBe(
      'hands and knees',
    );
    expect(dialogueSlots(extract('elbows and scalp'), ['elbows and scalp']).bodyLocation).toBe(
      'elbows and scalp',
    );
    expect(dialogueSlots(extract('thanks'), ['thanks']).bodyLocation).toBeUndefined();
  });

  it.each([
    [['my lower back hurts', 'lower back on the right side'], 'right lower back'],
    [['my stomach hurts', 'lower left side'], 'lower left abdomen'],
    [['migraine again', 'left side, pounding'], 'left side of the head'],
    [['bad headache', "they're on the left side mostly"], 'left side of the head'],
    [['my daughter has a headache', 'front of her head'], 'forehead'],
    [['burning pain top of my stomach after coffee'], 'upper stomach'],
    [['crampy belly pain low down on the left'], 'lower left belly'],
  ])('reads where it hurts in %j with what the conversation is about', (texts, place) => {
    expect(slotsOf(...texts).bodyLocation).toBe(place);
  });

  it('leaves a bare side unplaced when nothing says what it is the side of', () => {
    expect(slotsOf('lower left side').bodyLocation).toBeUndefined();
    expect(slotsOf('my back hurts', 'i sleep on my left side').bodyLocation).toBe('back');
  });

  it('forgets a denial the person takes back', () => {
    expect(slotsOf('no nausea', 'actually I do feel nauseous now').denies).toEqual([]);
  });

  it('keeps a symptom that has passed as the subject, without calling it denied', () => {
    const slots = slotsOf('my headache from yesterday is gone now but it was bad');
    expect(slots.symptoms).toEqual(['Headache']);
    expect(slots.denies).toEqual([]);
    expect(resolvedSymptoms('the dizziness went away', extract('the dizziness went away'))).toEqual([
      'Dizziness',
    ]);
    expect(resolvedSymptoms('no dizziness', extract('no dizziness'))).toEqual([]);
  });
});

describe('severity in everyday words and bare numbers', () => {
  it.each([
    ['upper back pain between my shoulder blades, pretty bad', 7],
    ['quite bad honestly', 7],
    ['fibro pain has been bad lately', 7],
    ['my headache from yesterday is gone now but it was bad, like 8', 8],
  ])('%j → %i', (text, expected) => {
    const read = extract(text).severity ?? answeredSeverity(text, null, mentionsSymptom(text, extract(text)));
    expect(read).toBe(expected);
  });

  it.each([
    ['8 when i do stairs', 8],
    ['7 or 8', 8],
    ['mornings its like 7, by lunch maybe 3', 7],
    ['from 7 to 4 over 2 weeks', 4],
    ['like a 3 now, was a 7 before', 3],
    ['this week its been 7s', 7],
  ])('reads %j as the severity asked for (%i)', (text, expected) => {
    expect(answeredSeverity(text, 'severity', true)).toBe(expected);
  });

  it.each([
    ['8 when i bend over', 8],
    ['itchy hives, 4', 4],
    ['back pain slowly getting better since PT, was an 8 now a 4', 4],
    ['like a 7 on the bad days', 7],
  ])('reads %j as a severity once a symptom is known, unasked (%i)', (text, expected) => {
    expect(answeredSeverity(text, null, true)).toBe(expected);
  });

  it('prefers the number said to the word beside it ("its mild, 2")', () => {
    expect(extract('its mild, 2').severity).toBe(3);
    expect(answeredScore('its mild, 2', 'severity', true)).toBe(2);
    expect(answeredScore('its mild', 'severity', true)).toBeUndefined();
  });

  it('does not read a number with a unit, or an answer to another question, as a severity', () => {
    expect(answeredSeverity('for 3 days', 'severity', true)).toBeUndefined();
    expect(answeredSeverity('took 2 pills at 5pm', 'severity', true)).toBeUndefined();
    expect(answeredSeverity('8 when i do stairs', 'durationDays', false)).toBeUndefined();
  });

  it('reads a bare number as the severity once a pain has a place, even without a symptom choice', () => {
    expect(mentionsSymptom('my neck hurts', extract('my neck hurts'))).toBe(true);
    expect(answeredSeverity('3', null, true)).toBe(3);
    expect(mentionsSymptom('hi', extract('hi'))).toBe(false);
    expect(answeredSeverity('3', null, false)).toBeUndefined();
  });
});

describe('questions people ask in their own words', () => {
  it.each([
    ['do we need to get it looked at', 'see_doctor'],
    ['is it worth having this checked', 'see_doctor'],
    ['should i mention this to my rheumatologist', 'see_doctor'],
    ['when should we start worrying', 'when_to_worry'],
    ['when will i need to worry about it', 'when_to_worry'],
    ['what might be triggering these', 'what_causes'],
    ['could it be from my lupus', 'what_could_it_be'],
    ['any tips', 'what_helps'],
    ['heat or ice?', 'what_helps'],
    ['is it bad to drink coffee after 3pm', 'wellness_fact'],
    ['is it bad to look at my phone before bed', 'wellness_fact'],
    ['does a glass of wine help u sleep or nah', 'wellness_fact'],
    ['how much salt is too much a day', 'wellness_fact'],
    ['lol ok and is oatmeal good', 'wellness_fact'],
    ['i took too much melatonin last night, is that bad', 'is_serious'],
    ['is it bad that coffee gives me palpitations', 'is_serious'],
    ['can u book me an appt w my dr', 'unknown'],
    ['should i call my dr about it', 'see_doctor'],
  ])('%j asks %s', (text, intent) => {
    expect(readIntent(text).intent).toBe(intent);
  });

  it('does not read a question about telling someone else as one about a doctor', () => {
    expect(readIntent('should i tell my boss about my migraines').intent).not.toBe('see_doctor');
  });
});

describe('follow-up questions', () => {
  it('keeps the kind of a one-word follow-up ("melatonin?")', () => {
    expect(intentAfter('ok what about something to help me sleep', 'melatonin?')).toMatchObject({
      intent: 'what_helps',
      topic: 'sleep',
    });
  });

  it('reads an amount after a question about one’s state as a fact question', () => {
    expect(
      intentAfter('i took 2 melatonin instead of 1, is that bad', 'how much should i take'),
    ).toMatchObject({
      intent: 'wellness_fact',
      topic: 'sleep',
    });
    expect(intentAfter('i drank 6 coffees today is that dangerous', 'how many is ok')?.intent).toBe(
      'wellness_fact',
    );
  });

  it('keeps a remedy question a remedy question ("how much should i take" after "does melatonin help")', () => {
    expect(intentAfter('does melatonin help with sleep', 'how much should i take')?.intent).toBe(
      'what_helps',
    );
  });

  it('reads "is that a lot?" after a habit question as an amount of the same habit', () => {
    expect(
      intentAfter('how much caffeine is too much', 'i have like 4 cups a day', 'is that a lot?'),
    ).toMatchObject({ intent: 'wellness_fact', topic: 'caffeine' });
    expect(
      intentAfter('whats a normal amount of sleep for a 10 yr old', 'he gets like 8', 'is that enough'),
    ).toMatchObject({ intent: 'wellness_fact', topic: 'sleep' });
    // After a symptom, "is that normal" is about the person's state.
    expect(intentAfter('what kind of exercise helps fibromyalgia', 'is that normal')?.intent).toBe(
      'is_serious',
    );
  });

  it.each([
    ['should i be worried??', 'is_serious'],
    ['should i worry if it comes back', 'when_to_worry'],
    ['what foods help', 'what_helps'],
    ['i have ibs-c, does that change anything', 'what_helps'],
    ['should i keep doing the exercises', 'what_helps'],
    ['hydration tips for hot weather?', 'wellness_fact'],
    ['should i stretch before or after working out', 'wellness_fact'],
    ['how long does doms last', 'wellness_fact'],
  ])('reads %j as %s', (text, intent) => {
    expect(readIntent(text).intent).toBe(intent);
  });

  it('reads a newly named topic’s effect as a fact ("also does caffeine make it worse")', () => {
    expect(intentAfter('how do i deal with stress', 'also does caffeine make it worse')).toMatchObject({
      intent: 'wellness_fact',
      topic: 'caffeine',
    });
  });
});
