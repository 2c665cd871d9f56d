import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES } from '../../../contract/challenges';
import { ChallengeContentError, loadChallenges, parseChallengeFile } from './catalogue';

const challenges = loadChallenges();

describe('the challenge content', () => {
  it('holds at least 12 valid challenges of 30 tasks, with unique ids', () => {
    expect(challenges.length).toBeGreaterThanOrEqual(12);
    expect(new Set(challenges.map((c) => c.id)).size).toBe(challenges.length);
    for (const c of challenges) {
      expect(c.tasks.map((t) => t.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    }
  });

  it('covers every category and difficulty, has free and premium ones, and featured ones first', () => {
    expect(new Set(challenges.map((c) => c.category))).toEqual(new Set(CHALLENGE_CATEGORIES));
    expect(new Set(challenges.map((c) => c.difficulty))).toEqual(new Set(CHALLENGE_DIFFICULTIES));
    const premium = challenges.filter((c) => c.access === 'premium').length;
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(challenges.length / 2);
    const featured = challenges.map((c) => c.featured);
    expect(featured.indexOf(false)).toBeGreaterThan(0);
    expect(featured.lastIndexOf(true)).toBeLessThan(featured.indexOf(false));
  });

  it('gives every challenge rest days, and never asks for a medication change', () => {
    for (const c of challenges) {
      if (c.id !== 'symptom-journal')
        expect(
          c.tasks.some((t) => t.rest),
          c.id,
        ).toBe(true);
      for (const t of c.tasks) {
        expect(t.task, `${c.id} day ${t.day}`).not.toMatch(
          /\b(dose|dosage|stop taking|medication change)\b/i,
        );
      }
    }
  });
});

describe('reading a content file', () => {
  const valid = () => JSON.parse(JSON.stringify(challenges[0]));

  it('names the file and the field of the first problem', () => {
    const broken = { ...valid(), difficulty: 'heroic' };
    expect(() => parseChallengeFile(`${broken.id}.json`, JSON.stringify(broken))).toThrow(
      ChallengeContentError,
    );
    expect(() => parseChallengeFile(`${broken.id}.json`, JSON.stringify(broken))).toThrow(
      /^content\/challenges\/.+\.json: difficulty: /,
    );
  });

  it('refuses 29 tasks, days out of order, a wrong duration, an unknown field, bad JSON and a mismatched name', () => {
    const base = valid();
    const file = `${base.id}.json`;
    const cases: [string, unknown][] = [
      ['tasks', { ...base, tasks: base.tasks.slice(1) }],
      ['tasks', { ...base, tasks: [base.tasks[1], base.tasks[0], ...base.tasks.slice(2)] }],
      ['durationDays', { ...base, durationDays: 14 }],
      ['price', { ...base, price: 29.99 }],
    ];
    for (const [field, content] of cases) {
      expect(() => parseChallengeFile(file, JSON.stringify(content)), field).toThrow(new RegExp(field));
    }
    expect(() => parseChallengeFile(file, '{ not json')).toThrow(/not valid JSON/);
    expect(() => parseChallengeFile('other.json', JSON.stringify(base))).toThrow(/must match the file name/);
  });

  it('stops loading at a broken file, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'challenges-'));
    try {
      const base = valid();
      fs.writeFileSync(path.join(dir, `${base.id}.json`), JSON.stringify(base));
      fs.writeFileSync(
        path.join(dir, 'broken.json'),
        JSON.stringify({ ...base, id: 'broken', rewardXp: -5 }),
      );
      expect(() => loadChallenges(dir)).toThrow(/content\/challenges\/broken\.json: rewardXp/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
