import { normalise } from '../normalise';

/**
 * The features of the safety classifier (docs/assistant-safety.md#the-learned-classifier): what a
 * message looks like to the model. Words carry meaning, character n-grams inside words carry the
 * misspellings and slang nobody listed ('kms', 'unalivе', 'suicdal'), word pairs carry short phrases
 * ('took all', 'not breathing'), and number shapes carry readings ('2.1', '600') without tying the
 * model to one value.
 *
 * Every feature is a string; the model keeps a vocabulary of the ones seen often enough in training.
 */

const CHAR_N_MIN = 3;
const CHAR_N_MAX = 5;

/** Letters and digits (with a decimal point inside a number) make tokens; everything else splits. */
export function tokens(text: string): string[] {
  return normalise(text).match(/[a-z]+|\d+(?:[.,]\d+)?/g) ?? [];
}

/** '2.1' → '9.9', '600' → '999': how a number looks, not its value. */
function shape(token: string): string {
  return token.replace(/\d/g, '9').replace(',', '.');
}

const isNumber = (token: string) => token.charCodeAt(0) <= 57;

/**
 * The distinct features of a message. Words: `w:` unigrams and `b:` bigrams (numbers as their shape);
 * `c:` character n-grams of 3–5 letters inside each word, with `_` marking its start and end.
 */
export function features(text: string): Set<string> {
  const out = new Set<string>();
  const words = tokens(text).map((t) => (isNumber(t) ? `#${shape(t)}` : t));
  let previous = '^';
  for (const word of words) {
    out.add(`w:${word}`);
    out.add(`b:${previous} ${word}`);
    previous = word;
    if (word.startsWith('#')) continue;
    const padded = `_${word}_`;
    for (let n = CHAR_N_MIN; n <= CHAR_N_MAX; n++) {
      for (let i = 0; i + n <= padded.length; i++) out.add(`c:${padded.slice(i, i + n)}`);
    }
  }
  if (words.length > 0) out.add(`b:${previous} $`);
  for (const word of negatedWords(text)) out.add(`n:${word}`);
  return out;
}

/**
 * A denial ("no", "not", "don't", "never", "without") covers the next few words of its clause, up to
 * a comma, full stop or "but". Not "can't" or "won't": "can't breathe" and "won't wake up" are reports.
 */
const NEGATION_CUE =
  /^(?:no|not|never|without|none|nor|dont|doesnt|didnt|isnt|wasnt|arent|werent|havent|hasnt|hadnt|aint)$/;
const NEGATION_SCOPE = 4;
const CLAUSE_END = /[.,;:!?\n]|\bbut\b|\bhowever\b|\bthough\b/;

/** The words a denial covers, each marked once (`n:` features). */
export function negatedWords(text: string): string[] {
  const out: string[] = [];
  for (const clause of normalise(text).replace(/'/g, '').split(CLAUSE_END)) {
    const words = clause.match(/[a-z]+/g) ?? [];
    let left = 0;
    for (const word of words) {
      if (NEGATION_CUE.test(word)) {
        left = NEGATION_SCOPE;
        continue;
      }
      if (left > 0) {
        out.push(word);
        left--;
      }
    }
  }
  return out;
}
