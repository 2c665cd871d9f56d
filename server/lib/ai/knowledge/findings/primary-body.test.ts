import { describe, expect, it } from 'vitest';
import { triage } from '../../triage';
import type { TFindingId } from './index';
import { readFindings } from './read';

const present = (text: string) => readFindings(text).present;

describe('everyday body findings (findings/primary-body.ts)', () => {
  it.each<[string, TFindingId]>([
    ['threw my back out shoveling snow', 'back_strain_trigger'],
    ['woke up with a kink in my neck', 'wry_neck'],
    ['I leak pee when I laugh or cough', 'leak_on_cough'],
    ['I have to rush to the bathroom', 'urge_leak'],
    ['it feels like passing glass when I poo', 'painful_bowel_opening'],
    ['my fingers go white then blue in the cold', 'fingers_colour_cold'],
    ['a nappy with red jelly-like poo', 'redcurrant_stool'],
    ['34 weeks pregnant', 'late_pregnancy'],
    ['my palms and soles are so itchy at night', 'itchy_palms_soles'],
    ['sudden ripping pain in my chest', 'tearing_pain'],
  ])('reads "%s" as %s', (text, id) => {
    expect(present(text).has(id)).toBe(true);
  });

  it('does not read everyday words as the new findings', () => {
    expect(present('a sore chest and a cough').has('breast_tender')).toBe(false);
    expect(present('my gums bleed when brushing my teeth').has('electric_face_pain')).toBe(false);
    expect(present('a sore back between my shoulder blades from sitting').has('tearing_pain')).toBe(false);
    expect(present('bony lumps on my finger joints').has('wrist_lump')).toBe(false);
    expect(present('can’t reach behind my back to do my bra').has('back_strain_trigger')).toBe(false);
  });

  it('reads a negative pregnancy test as not pregnant, and "I can walk on it" as bearing weight', () => {
    expect(present('pain low on the left, pregnancy test negative').has('pregnant')).toBe(false);
    expect(readFindings('swollen ankle but I can walk on it').absent.has('cant_bear_weight')).toBe(true);
  });
});

describe('urgency of the everyday body conditions', () => {
  const level = (text: string, age: number, sex: 'female' | 'male' = 'female') => {
    const { present: p, absent } = readFindings(text);
    return triage({ age, sex, present: p, absent, pregnant: p.has('pregnant') });
  };

  it('sends an older person who fell and cannot get up with a shortened leg to 999', () => {
    const t = level('my nan fell and cannot get up, her leg looks shorter and turned out', 84);
    expect(t.ranked[0]?.condition.id).toBe('hip-fracture');
    expect(t.level).toBe('emergency_ambulance');
  });

  it('sends bleeding with a hard, constantly painful bump late in pregnancy to 999', () => {
    const t = level('35 weeks pregnant, constant tummy pain and my bump is rock hard, some bleeding', 30);
    expect(t.ranked[0]?.condition.id).toBe('placental-abruption');
    expect(t.level).toBe('emergency_ambulance');
  });

  it('keeps a strained back after lifting at self-care and a locked neck without fever at self-care', () => {
    expect(level('hurt my lower back lifting boxes yesterday, no pain down my legs', 35).level).toBe(
      'self_care',
    );
    expect(level('woke up and cannot turn my head, slept funny, no fever', 30).level).toBe('self_care');
  });

  it('does not raise dementia in someone over 75 to same-day care for age alone', () => {
    const t = level('forgetful for a year, repeats the same questions, gets lost', 82);
    expect(t.ranked[0]?.condition.id).toBe('dementia');
    expect(t.level).toBe('consultation');
  });
});
