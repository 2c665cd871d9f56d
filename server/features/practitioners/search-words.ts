import { PRACTITIONER_LIMITS } from '../../../contract/practitioners';

/**
 * The words of a directory search (docs/product/practitioners.md#search): lower-case runs of letters
 * and digits, duplicates dropped, at most `searchWordsMax`. Everything else (quotes, `&`, `|`, `:`,
 * `*`, `!`, brackets, apostrophes) separates words, so no word can change the shape of the tsquery the
 * repository builds from it.
 */
export function searchWords(text: string | null | undefined): string[] {
  const words =
    (text ?? '')
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, PRACTITIONER_LIMITS.searchWordsMax);
}

/** Words this short match whole only: a one-letter prefix would match nearly every listing. */
export const PREFIX_MIN_LENGTH = 2;
