import {
  NUTRITION_LABEL_CORE_FIELDS,
  NUTRITION_LABEL_FIELDS,
  NUTRITION_LABEL_LIMITS,
  NUTRITION_LABEL_UNITS,
  type TNutritionLabelField,
  type TNutritionLabelFieldName,
  type TNutritionLabelFields,
  type TServingSize,
} from '../../../contract/nutrition-label';

/**
 * Pure parser from OCR text of a US "Nutrition Facts" panel to per-serving values.
 *
 * OCR of a label goes wrong in a few typical ways, each handled here and unit-tested:
 * - letters for digits and back: 'Calories 2l0', 'Og', 'Bg', 'Tota1 Fat', 'Sodlum' (fuzzy labels,
 *   digit repair in number tokens);
 * - the unit 'g' read as '9' ('Total Fat 89 10%' for 8g 10%) or glued to the % ('195%' for 1g 5%);
 *   the candidates are checked against the % Daily Value printed beside them (21 CFR 101.9 daily
 *   values, 2016 and pre-2016) and against calories ≈ 4·protein + 4·carbs + 9·fat (Atwater);
 * - dual columns (per serving and per container): the per-serving column is taken, wherever it is;
 * - the unit split off ('Protein 5 g'), thousands separators ('1,840'), 'mg' read as 'rng'/'m9'.
 * Never a number that is not on the label: unreadable fields stay null and are listed in `missing`.
 */

export interface OcrLine {
  text: string;
  /** Tesseract's line confidence, 0–100. */
  confidence?: number;
}

export interface ParsedNutritionLabel {
  fields: TNutritionLabelFields;
  servingSize: TServingSize | null;
  missing: Array<TNutritionLabelFieldName | 'servingSize'>;
  /** Calories, protein, carbs and fat were all read and agree (Atwater): no need to look again. */
  isCrossChecked: boolean;
}

type Unit = 'g' | 'mg' | 'mcg' | 'kcal' | 'kj' | '%' | 'ml';

interface NumberToken {
  value: number;
  /** The digits after repair, without the unit. */
  digits: string;
  unit: Unit | null;
  isRepaired: boolean;
  isLessThan: boolean;
}

interface Candidate {
  value: number;
  confidence: number;
}

/** Labels as printed; the first word decides, so 'Saturated Fat' never reads as fat. */
const FIELD_LABELS: Record<TNutritionLabelFieldName, string[]> = {
  calories: ['calories', 'calorie', 'energy', 'cals'],
  fat: ['total fat', 'fat', 'total fats'],
  carbs: [
    'total carbohydrate',
    'total carbohydrates',
    'total carb',
    'total carbs',
    'carbohydrate',
    'carbohydrates',
    'total carbohydr',
    'carbs',
  ],
  protein: ['protein', 'proteins'],
  fiber: ['dietary fiber', 'dietary fibre', 'fiber', 'fibre', 'total fiber'],
  sugars: ['total sugars', 'sugars', 'sugar', 'total sugar'],
  sodium: ['sodium'],
};
/** A word right after the label that makes the line something else ('Calories from Fat 72'). */
const EXCLUDED_NEXT_WORDS: Partial<Record<TNutritionLabelFieldName, string[]>> = {
  calories: ['from', 'fromfat', 'per', 'a'],
  sugars: ['alcohol', 'alcohols'],
};
const SERVING_LABELS = ['serving size', 'serv size', 'serving', 'portion size'];

/** Reference daily values (21 CFR 101.9(c)): 2016 rule first, then the pre-2016 ones still in shops. */
const DAILY_VALUES: Partial<Record<TNutritionLabelFieldName, number[]>> = {
  fat: [78, 65],
  carbs: [275, 300],
  fiber: [28, 25],
  sodium: [2300, 2400],
  protein: [50],
};

/** Per serving; past these a reading is an OCR error, not food. */
const PLAUSIBLE_MAX: Record<TNutritionLabelFieldName, number> = {
  calories: 3000,
  protein: 150,
  carbs: 300,
  fat: 150,
  fiber: 80,
  sugars: 200,
  sodium: 10_000,
};

const DIGIT_FOR: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  ']': '1',
  S: '5',
  s: '5',
  $: '5',
  B: '8',
  Z: '2',
  z: '2',
};
const LETTER_FOR: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '8': 'b',
  '|': 'l',
  '!': 'l',
  $: 's',
};

const UNIT_SUFFIXES: Array<[RegExp, Unit]> = [
  [/(kcal|kca1|kcai|cal)$/i, 'kcal'],
  [/(kj)$/i, 'kj'],
  [/(mcg|µg|ug)$/i, 'mcg'],
  [/(mg|MG|rng|rnq|mq|m9|ng|nq)$/, 'mg'],
  [/(ml)$/i, 'ml'],
  [/(g|q|gr|¢g|¢)$/, 'g'],
  [/%$/, '%'],
];

const UNIT_ONLY = /^(g|q|mg|rng|mcg|kcal|cal|kj|%|ml)$/i;

export type LabelText = string | OcrLine[];

export function parseNutritionLabel(input: LabelText): ParsedNutritionLabel {
  return parseNutritionLabelReadings([input]);
}

/**
 * Several OCR readings of one label (differently prepared images) parsed together: a value found in
 * more than one reading gains confidence, and a field lost in one reading can come from another.
 */
export function parseNutritionLabelReadings(readings: LabelText[]): ParsedNutritionLabel {
  const candidates = {} as Record<TNutritionLabelFieldName, Candidate[]>;
  for (const field of NUTRITION_LABEL_FIELDS) candidates[field] = [];
  let servingSize: TServingSize | null = null;
  for (const reading of readings) {
    const lines = toLines(reading);
    const found = readingCandidates(lines);
    for (const field of NUTRITION_LABEL_FIELDS)
      candidates[field] = mergeCandidates(candidates[field], found[field]);
    const serving = readServingSize(lines);
    if (serving && (!servingSize || serving.confidence > servingSize.confidence)) servingSize = serving;
  }
  const { fields, isCrossChecked } = chooseFields(candidates);
  const missing: ParsedNutritionLabel['missing'] = NUTRITION_LABEL_FIELDS.filter(
    (field) => fields[field] === null,
  );
  if (!servingSize) missing.push('servingSize');
  return { fields, servingSize, missing, isCrossChecked };
}

function toLines(input: LabelText): OcrLine[] {
  return (typeof input === 'string' ? input.split(/\r?\n/).map((text): OcrLine => ({ text })) : input)
    .map((line) => ({ text: line.text.trim(), confidence: line.confidence }))
    .filter((line) => line.text.length > 0);
}

function readingCandidates(lines: OcrLine[]): Record<TNutritionLabelFieldName, Candidate[]> {
  const servingColumn = detectServingColumn(lines.map((line) => line.text));
  const candidates = {} as Record<TNutritionLabelFieldName, Candidate[]>;
  for (const field of NUTRITION_LABEL_FIELDS) candidates[field] = [];
  lines.forEach((line, index) => {
    const tokens = tokenise(line.text);
    const match = matchField(tokens);
    if (!match || candidates[match.field].length > 0) return;
    let values = valueTokens(tokens.slice(match.valueStart));
    // A value printed far to the right can land on its own line ('Calories' / '230').
    if (values.length === 0 && index + 1 < lines.length) {
      const next = tokenise(lines[index + 1]!.text);
      const nextValues = valueTokens(next);
      if (nextValues.length > 0 && nextValues.length === next.length) values = nextValues;
    }
    const factor = ocrFactor(line.confidence);
    candidates[match.field] = fieldCandidates(match.field, values, servingColumn).map((c) => ({
      value: c.value,
      confidence: c.confidence * factor,
    }));
  });
  return candidates;
}

/** Two readings that agree are stronger than either: confidences combine as independent evidence. */
function mergeCandidates(a: Candidate[], b: Candidate[]): Candidate[] {
  const merged = new Map<number, number>();
  for (const candidate of [...a, ...b]) {
    const seen = merged.get(candidate.value);
    merged.set(
      candidate.value,
      seen === undefined ? candidate.confidence : 1 - (1 - seen) * (1 - candidate.confidence),
    );
  }
  return sortCandidates(
    [...merged].map(([value, confidence]) => ({ value, confidence: Math.min(0.99, confidence) })),
  );
}

/** Tesseract's 0–100 line confidence as a factor: a line it is unsure of lowers the field's confidence. */
function ocrFactor(confidence: number | undefined): number {
  if (confidence === undefined || !Number.isFinite(confidence)) return 1;
  return 0.5 + (0.5 * Math.min(100, Math.max(0, confidence))) / 100;
}

/** Splits a line into tokens: '5 g' becomes '5g', 'Fat8g' becomes 'Fat' '8g', lone punctuation goes. */
function tokenise(text: string): string[] {
  const raw = text
    .replace(/[–—•«»·*+=_~"“”]/g, ' ')
    .split(/\s+/)
    .filter((token) => token.length > 0 && !/^[-.,:;'`|/\\()[\]{}]+$/.test(token));
  const tokens: string[] = [];
  for (const token of raw) {
    // 'Fat8g', 'Fat99': a label run into its amount ('Tota1' keeps its single digit).
    const glued = /^([A-Za-z]{3,})(\d[\d.,]*(?:g|mg|%|kcal)|\d[\d.,]*\d)$/.exec(token);
    if (glued) {
      tokens.push(glued[1]!, glued[2]!);
      continue;
    }
    // '53g19%': an amount and its % Daily Value run together.
    const gluedPercent = /^(\d[\d.,]*(?:g|mg))(\d{1,3}%)$/.exec(token);
    if (gluedPercent) {
      tokens.push(gluedPercent[1]!, gluedPercent[2]!);
      continue;
    }
    const previous = tokens[tokens.length - 1];
    if (previous !== undefined && UNIT_ONLY.test(token) && readNumber(previous)?.unit === null) {
      tokens[tokens.length - 1] = previous + token;
      continue;
    }
    tokens.push(token);
  }
  return tokens;
}

/** A number token with OCR repairs ('2l0' → 210, 'Og' → 0 g, 'Bg' → 8 g), or null for a word. */
export function readNumber(token: string): NumberToken | null {
  let text = token
    .replace(/^[(<[]+/, (prefix) => (prefix.includes('<') ? '<' : ''))
    .replace(/[)\]:;,.]+$/, '');
  const isLessThan = text.startsWith('<');
  if (isLessThan) text = text.slice(1);
  let unit: Unit | null = null;
  let isRepaired = false;
  for (const [pattern, name] of UNIT_SUFFIXES) {
    const match = pattern.exec(text);
    if (match && match.index > 0) {
      unit = name;
      if (name === 'mg' && match[0] !== 'mg') isRepaired = true;
      if (name === 'g' && match[0] !== 'g') isRepaired = true;
      text = text.slice(0, match.index);
      break;
    }
  }
  // '420ag', '15nig': a letter or two before the g after a number are a misread 'mg'.
  const junkMg = unit === 'g' ? /^(.*\d)([a-hj-km-np-rt-z]{1,2})$/.exec(text) : null;
  if (junkMg) {
    unit = 'mg';
    isRepaired = true;
    text = junkMg[1]!;
  }
  if (text.length === 0 || text.length > 7) return null;
  const hasRealDigit = /\d/.test(text);
  if (!hasRealDigit && !(unit !== null && text.length === 1 && text in DIGIT_FOR && text !== 's'))
    return null;
  let digits = '';
  for (const char of text) {
    if (/[\d.,]/.test(char)) digits += char;
    else if (char in DIGIT_FOR) {
      digits += DIGIT_FOR[char];
      isRepaired = true;
    } else return null;
  }
  // '1,840' is a thousands separator; '2,5' a decimal comma.
  digits = /^\d{1,3}(,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return { value: Number(digits), digits, unit, isRepaired, isLessThan };
}

function letters(word: string): string {
  return [...word.toLowerCase()]
    .map((char) => LETTER_FOR[char] ?? char)
    .join('')
    .replace(/[^a-z]/g, '');
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const allowedDistance = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : length <= 10 ? 2 : 3);

/** How well the words at `start` spell `label` (null when not close enough), and how many words it took. */
function labelDistance(
  words: string[],
  start: number,
  label: string,
): { distance: number; count: number } | null {
  const target = label.replace(/ /g, '');
  const wordCount = label.split(' ').length;
  let best: { distance: number; count: number } | null = null;
  // OCR splits and joins words ('TotalFat', 'Carbo hydrate'): try one word fewer and one more.
  for (let count = Math.max(1, wordCount - 1); count <= wordCount + 1; count++) {
    if (start + count > words.length) break;
    const spelled = words
      .slice(start, start + count)
      .map(letters)
      .join('');
    if (spelled.length === 0) continue;
    const distance = editDistance(spelled, target);
    if (distance <= allowedDistance(target.length) && (!best || distance < best.distance))
      best = { distance, count };
  }
  return best;
}

function matchField(tokens: string[]): { field: TNutritionLabelFieldName; valueStart: number } | null {
  // The label is the words before the first number; tolerate one short junk token in front ('l Protein').
  const firstNumber = tokens.findIndex((token) => readNumber(token) !== null);
  const labelEnd = firstNumber === -1 ? tokens.length : firstNumber;
  if (labelEnd === 0) return null;
  const words = tokens.slice(0, labelEnd);
  let best: { field: TNutritionLabelFieldName; valueStart: number; score: number } | null = null;
  for (const start of [0, 1]) {
    if (start > 0 && (words.length < 2 || letters(words[0]!).length > 2)) break;
    for (const field of NUTRITION_LABEL_FIELDS) {
      for (const label of FIELD_LABELS[field]) {
        const match = labelDistance(words, start, label);
        if (!match) continue;
        const next = words[start + match.count];
        if (next && EXCLUDED_NEXT_WORDS[field]?.includes(letters(next))) continue;
        // Words left between the label and the number belong to another label ('Fat Calories 72').
        if (
          start + match.count < words.length &&
          letters(words.slice(start + match.count).join('')).length > 2
        )
          continue;
        const score = match.distance / label.length + start * 0.2;
        if (!best || score < best.score) best = { field, valueStart: labelEnd, score };
      }
    }
  }
  return best ? { field: best.field, valueStart: best.valueStart } : null;
}

/** The number tokens after the label, up to the next word ('Calories 230 Calories from Fat 72'). */
function valueTokens(tokens: string[]): NumberToken[] {
  const values: NumberToken[] = [];
  for (const token of tokens) {
    const number = readNumber(token);
    if (!number) break;
    values.push(number);
  }
  return values;
}

/**
 * Which amount column is per serving. US dual-column labels print 'Per serving' then 'Per container'
 * (21 CFR 101.9(b)(12)); some imports print 'per 100g' first. Single-column labels: column 0.
 */
function detectServingColumn(lines: string[]): number {
  for (const line of lines) {
    const words = line
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const heads: string[] = [];
    for (let i = 0; i + 1 < words.length; i++) {
      if (editDistance(words[i]!, 'per') <= 1 && words[i]!.length <= 4) heads.push(words[i + 1]!);
    }
    if (heads.length < 2) continue;
    const index = heads.findIndex((head) => editDistance(head, 'serving') <= 2);
    if (index >= 0) return index;
  }
  return 0;
}

interface Amount {
  /** Null when only the % Daily Value of this column was read ('11% 90g 33%': the amount is lost). */
  token: NumberToken | null;
  percent: number | null;
  /** The % token itself, for a lost amount ('195%' may be '1g 5%'). */
  percentToken?: NumberToken;
}

/** Groups number tokens into amounts (one per column), each with the % Daily Value printed after it. */
function amounts(values: NumberToken[]): Amount[] {
  const list: Amount[] = [];
  for (const token of values) {
    if (token.unit === '%') {
      const last = list[list.length - 1];
      if (last && last.percent === null) last.percent = token.value;
      else list.push({ token: null, percent: token.value, percentToken: token });
    } else list.push({ token, percent: null });
  }
  return list;
}

function isDailyValueConsistent(field: TNutritionLabelFieldName, value: number, percent: number): boolean {
  const references = DAILY_VALUES[field];
  if (!references) return false;
  // Labels round the % to whole numbers; FDA allows the value itself to be rounded first.
  return references.some((daily) => Math.abs((value / daily) * 100 - percent) <= 1.5);
}

function fieldCandidates(
  field: TNutritionLabelFieldName,
  values: NumberToken[],
  column: number,
): Candidate[] {
  if (values.length === 0) return [];
  const expected = NUTRITION_LABEL_UNITS[field];
  const columns = amounts(values);
  const list: Candidate[] = [];
  const add = (value: number, confidence: number, percent: number | null) => {
    if (!(value >= 0) || value > PLAUSIBLE_MAX[field]) return;
    let c = confidence;
    if (percent !== null && DAILY_VALUES[field])
      c *= isDailyValueConsistent(field, value, percent) ? 1.15 : 0.6;
    list.push({ value: Math.round(value * 100) / 100, confidence: Math.min(1, c) });
  };

  if (field === 'calories') {
    const kcal = values.find((token) => token.unit === 'kcal');
    const chosen = kcal ?? columns[Math.min(column, columns.length - 1)]?.token;
    if (!chosen) return [];
    const columnPenalty = kcal || column < columns.length ? 1 : 0.6;
    if (chosen.unit === 'kj') add(Math.round(chosen.value / 4.184), 0.6 * columnPenalty, null);
    else if (chosen.unit === null || chosen.unit === 'kcal') {
      add(chosen.value, (chosen.isRepaired ? 0.8 : 0.95) * columnPenalty, null);
      // '2309' for '230 g'-style unit misreads do not happen on calories; a trailing '9' is a digit.
    }
    return sortCandidates(list);
  }

  const amount = columns[Math.min(column, columns.length - 1)];
  const columnPenalty = column < columns.length ? 1 : 0.6;
  if (amount?.token) {
    const { token, percent } = amount;
    const base = (token.isRepaired ? 0.8 : 0.95) * columnPenalty * (token.isLessThan ? 0.6 : 1);
    // '<1g' means less than one gram: half of it is the honest middle.
    const value = token.isLessThan ? token.value / 2 : token.value;
    if (token.unit === expected) {
      add(value, base, percent);
      // '179g' for 17g: the g seen twice, once as a 9.
      if (expected === 'g' && token.digits.length >= 2 && token.digits.endsWith('9')) {
        add(Number(token.digits.slice(0, -1)), 0.45 * columnPenalty, percent);
      }
    } else if (token.unit === 'g' && expected === 'mg') add(value * 1000, base * 0.8, percent);
    else if (token.unit === 'mg' && expected === 'g') add(value / 1000, base * 0.5, percent);
    else if (token.unit === null) {
      // The unit 'g' read as the digit 9: 'Total Fat 89 10%' is 8 g, '2.59' is 2.5 g.
      if (expected === 'g' && token.digits.length >= 2 && token.digits.endsWith('9')) {
        add(Number(token.digits.slice(0, -1)), 0.7 * columnPenalty, percent);
      }
      // Labels give grams to at most one decimal (21 CFR 101.9(c)): '3.55' is 3.5 and a misread g.
      if (/\.\d\d$/.test(token.digits)) add(Number(token.digits.slice(0, -1)), 0.6 * columnPenalty, percent);
      add(value, (/\.\d\d/.test(token.digits) ? 0.3 : 0.6) * columnPenalty, percent);
    }
    // One digit misread ('18g 13%' for 10g 13%) shows against the % Daily Value.
    if (percent !== null && token.unit !== '%' && !isDailyValueConsistent(field, value, percent)) {
      for (const alternative of oneDigitMisreads(token.digits)) {
        if (isDailyValueConsistent(field, alternative, percent))
          add(alternative, 0.5 * columnPenalty, percent);
      }
    }
    // A dropped decimal point ('25g' for 2.5g) shows only against the % Daily Value.
    if (percent !== null && token.unit !== null && token.digits.length >= 2 && !token.digits.includes('.')) {
      const tenth = value / 10;
      if (isDailyValueConsistent(field, tenth, percent) && !isDailyValueConsistent(field, value, percent)) {
        add(tenth, 0.5 * columnPenalty, percent);
      }
    }
  } else if (amount?.percentToken) {
    // The amount glued to its %: '195%' is '1g 5%' (the g read as 9), '4914%' is '4g 14%'.
    const digits = amount.percentToken.digits;
    for (let i = 1; i < digits.length - 1; i++) {
      if (digits[i] !== '9') continue;
      const value = Number(digits.slice(0, i));
      const percent = Number(digits.slice(i + 1));
      if (isDailyValueConsistent(field, value, percent)) add(value, 0.55, null);
    }
  }
  return sortCandidates(list);
}

/** Digits tesseract confuses with each other on small or blurred print. */
const DIGIT_CONFUSIONS: Record<string, string> = {
  '0': '869',
  '1': '7',
  '3': '8',
  '5': '6',
  '6': '580',
  '7': '1',
  '8': '0369',
  '9': '08',
};

function oneDigitMisreads(digits: string): number[] {
  const result: number[] = [];
  for (let i = 0; i < digits.length; i++) {
    for (const replacement of DIGIT_CONFUSIONS[digits[i]!] ?? '') {
      const text = digits.slice(0, i) + replacement + digits.slice(i + 1);
      if (!/^0\d/.test(text)) result.push(Number(text));
    }
  }
  return result;
}

function sortCandidates(list: Candidate[]): Candidate[] {
  const unique = new Map<number, Candidate>();
  for (const candidate of list) {
    const seen = unique.get(candidate.value);
    if (!seen || seen.confidence < candidate.confidence) unique.set(candidate.value, candidate);
  }
  return [...unique.values()].sort((a, b) => b.confidence - a.confidence).slice(0, 3);
}

/** calories ≈ 4·protein + 4·carbs + 9·fat; labels may differ by fibre, sugar alcohols and rounding. */
function isAtwaterConsistent(calories: number, protein: number, carbs: number, fat: number): boolean {
  const computed = 4 * protein + 4 * carbs + 9 * fat;
  return Math.abs(computed - calories) <= Math.max(15, 0.2 * Math.max(calories, computed));
}

function chooseFields(candidates: Record<TNutritionLabelFieldName, Candidate[]>): {
  fields: TNutritionLabelFields;
  isCrossChecked: boolean;
} {
  const picked = {} as Record<TNutritionLabelFieldName, Candidate | null>;
  for (const field of NUTRITION_LABEL_FIELDS) picked[field] = candidates[field][0] ?? null;

  const core = NUTRITION_LABEL_CORE_FIELDS;
  const hasAllCore = core.every((field) => candidates[field].length > 0);
  let isConsistent = false;
  if (hasAllCore) {
    // Choose the combination of core candidates that is most likely and agrees with the calories.
    let best: { score: number; choice: Candidate[]; consistent: boolean } | null = null;
    for (const calories of candidates.calories) {
      for (const protein of candidates.protein) {
        for (const carbs of candidates.carbs) {
          for (const fat of candidates.fat) {
            const consistent = isAtwaterConsistent(calories.value, protein.value, carbs.value, fat.value);
            const choice = [calories, protein, carbs, fat];
            const score = choice.reduce((sum, c) => sum + Math.log(c.confidence), 0) + (consistent ? 1 : 0);
            if (!best || score > best.score) best = { score, choice, consistent };
          }
        }
      }
    }
    if (best) {
      core.forEach((field, i) => {
        picked[field] = best.choice[i]!;
      });
      isConsistent = best.consistent;
    }
  }

  const fields = {} as TNutritionLabelFields;
  for (const field of NUTRITION_LABEL_FIELDS) {
    const candidate = picked[field];
    if (!candidate) {
      fields[field] = null;
      continue;
    }
    let confidence = candidate.confidence;
    if (hasAllCore && (core as readonly string[]).includes(field)) confidence *= isConsistent ? 1.1 : 0.8;
    // A single reading with no rival is less doubtful than one chosen among several.
    if (candidates[field].length > 1) confidence *= 0.9;
    const result: TNutritionLabelField = {
      value: candidate.value,
      unit: NUTRITION_LABEL_UNITS[field],
      confidence: Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 100) / 100,
    };
    fields[field] = result;
  }
  // Fibre and sugars are part of the carbohydrate: more than it means a misread.
  for (const part of ['fiber', 'sugars'] as const) {
    const value = fields[part];
    if (value && fields.carbs && value.value > fields.carbs.value)
      value.confidence = Math.round(value.confidence * 50) / 100;
  }
  return { fields, isCrossChecked: hasAllCore && isConsistent };
}

/** "Serving size 2/3 cup (55g)": the text as printed and the grams when given. */
function readServingSize(lines: Array<{ text: string; confidence?: number }>): TServingSize | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const words = line.text.replace(/^[^A-Za-z0-9]+/, '').split(/\s+/);
    // 'Servings Per Container 8' is not the serving size.
    if (words[1] && editDistance(letters(words[1]), 'per') <= 1) continue;
    let labelWords = 0;
    for (const label of SERVING_LABELS) {
      const match = labelDistance(words, 0, label);
      if (!match) continue;
      labelWords = match.count;
      break;
    }
    if (labelWords === 0) continue;
    let text = words.slice(labelWords).join(' ').trim();
    if (text.length === 0 && index + 1 < lines.length) text = lines[index + 1]!.text.trim();
    text = text.replace(/^[:;.,\s-]+/, '').replace(/[\s|*]+$/, '');
    if (!/\d/.test(text) && !/\b(one|half|a)\b/i.test(text)) continue;
    let confidence = 0.9 * ocrFactor(line.confidence);
    let grams: number | null = null;
    const stated = /(\d[\dOolI.,]*)\s*(g|gr|grams?|q)\b\)?/.exec(text.replace(/\b(mg|mcg)\b/g, ''));
    const bracketed = /\(\s*(?:about\s+)?([\dOolIS.,]{1,6})\s*(g|gr|grams?|q)?\s*\)/i.exec(text);
    if (bracketed?.[2]) grams = readNumber(bracketed[1]!)?.value ?? null;
    else if (bracketed && /^\d{2,5}$/.test(bracketed[1]!) && /[09]$/.test(bracketed[1]!)) {
      // '(550)' for '(55g)': a bare number in brackets is the gram weight with its g misread.
      grams = Number(bracketed[1]!.slice(0, -1));
      text = text.replace(bracketed[0], `(${grams}g)`);
      confidence *= 0.6;
    } else if (stated && !/ml|mL/.test(text)) grams = readNumber(stated[1]!)?.value ?? null;
    if (grams !== null && (grams <= 0 || grams > 5000)) grams = null;
    return {
      text: text.slice(0, NUTRITION_LABEL_LIMITS.servingTextMax),
      grams,
      confidence: Math.round(Math.min(0.99, confidence) * 100) / 100,
    };
  }
  return null;
}
