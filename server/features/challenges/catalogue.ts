import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TChallengeContent, ZChallengeContent } from '../../../contract/challenges';

/** Where the challenges are written: one JSON file per challenge, named after its id. */
export const CHALLENGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'content',
  'challenges',
);

/** A content file that does not hold a valid challenge: the message names the file and the field. */
export class ChallengeContentError extends Error {
  constructor(file: string, problem: string) {
    super(`content/challenges/${file}: ${problem}`);
    this.name = 'ChallengeContentError';
  }
}

/** Checks one file's text; throws ChallengeContentError naming the file and the first problem. */
export function parseChallengeFile(file: string, text: string): TChallengeContent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ChallengeContentError(file, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = ZChallengeContent.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(the file)';
    throw new ChallengeContentError(file, `${where}: ${issue?.message ?? 'invalid'}`);
  }
  if (`${parsed.data.id}.json` !== file) {
    throw new ChallengeContentError(file, `id "${parsed.data.id}" must match the file name`);
  }
  return parsed.data;
}

/**
 * Every challenge of `dir` (docs/product/challenges.md#content), checked when the server starts:
 * featured first, then by title. A broken file stops the start with a message naming it.
 */
export function loadChallenges(dir = CHALLENGES_DIR): readonly TChallengeContent[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new ChallengeContentError('', 'no challenge files found');
  const challenges = files.map((file) =>
    parseChallengeFile(file, fs.readFileSync(path.join(dir, file), 'utf8')),
  );
  return challenges.sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title, 'en'),
  );
}
