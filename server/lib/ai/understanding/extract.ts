import { isNegated, normalise } from './negation';
import type { TExtracted, TExtractOptions } from './types';
import {
  CHRONIC_CONDITIONS,
  CHRONIC_PHRASES,
  MEDICATIONS,
  NUMBER_WORDS,
  SYMPTOM_PHRASES,
  SYMPTOMS,
  type TChronicCondition,
  type TGender,
  type TSymptomName,
  US_STATES,
} from './vocabulary';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bounded = (source: string) => new RegExp(`(?<![a-z0-9'])(?:${source})(?![a-z0-9'])`, 'g');

type TSpan = readonly [number, number];

function spans(text: string, re: RegExp): TSpan[] {
  const out: TSpan[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push([m.index, m.index + m[0].length]);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

const SYMPTOM_RES = SYMPTOMS.map((name) => [name, bounded(SYMPTOM_PHRASES[name].join('|'))] as const);
const CHRONIC_RES = CHRONIC_CONDITIONS.map(
  (name) => [name, bounded(CHRONIC_PHRASES[name].join('|'))] as const,
);
const MEDICATION_RES = MEDICATIONS.map(
  ([generic, ...aliases]) =>
    [generic, bounded([generic, ...aliases].map((a) => esc(a.toLowerCase())).join('|'))] as const,
);

/**
 * One alternation of a whole lexicon: a single scan that says whether any entry can match, so the
 * 97 medication and 15 chronic-condition patterns are not each run over every message.
 */
const ANY_ENTRY = new WeakMap<object, RegExp>();
function anyEntry(table: ReadonlyArray<readonly [string, RegExp]>): RegExp {
  let re = ANY_ENTRY.get(table);
  if (!re) {
    re = new RegExp(table.map(([, r]) => r.source).join('|'));
    ANY_ENTRY.set(table, re);
  }
  return re;
}

/** Finds findings of a lexicon, splitting them into present and negated. */
function findWithNegation<T extends string>(
  text: string,
  table: ReadonlyArray<readonly [T, RegExp]>,
): { present: T[]; negated: T[] } {
  if (!anyEntry(table).test(text)) return { present: [], negated: [] };
  const hits = table.map(([name, re]) => [name, spans(text, re)] as const);
  const allSpans = hits.flatMap(([, s]) => s);
  const present: T[] = [];
  const negated: T[] = [];
  for (const [name, found] of hits) {
    if (found.length === 0) continue;
    if (found.some(([s, e]) => !isNegated(text, s, e, allSpans))) present.push(name);
    else negated.push(name);
  }
  return { present, negated };
}

// ---------------------------------------------------------------- numbers

const NUMBER_WORD_SRC = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map(esc)
  .join('|');

/** '3', 'three', 'a couple of', 'a few' → number. */
export function parseCount(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

// ---------------------------------------------------------------- severity

const SEVERITY_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [bounded("worst (?:pain |headache )?(?:ever|of my life|i've ever had)|worst ever"), 10],
  [bounded('unbearable|excruciating|agoni[sz]ing|intolerable'), 9],
  [bounded('severe|severely|really bad|very bad|terrible|awful|intense|horrible'), 8],
  [bounded('quite bad|pretty bad'), 7],
  [bounded('moderate|moderately'), 5],
  [bounded('very mild|barely noticeable'), 2],
  [bounded('mild|mildly|slight|slightly|a little|minor|not too bad'), 3],
];

/** A severity said as a number on the 0–10 scale ("7/10", "pain level 6", "rated it 8"), if any. */
export function numericSeverity(text: string): number | undefined {
  const numeric =
    /(?<![\d.])(\d{1,2})(?:\.\d)?\s*(?:\/|out of|over)\s*10(?![\d/])/.exec(text) ??
    /\b(?:pain|severity|discomfort)\s*(?:level|score|rating)?\s*(?:is|of|at|=|:)?\s*(?:about|around)?\s*(\d{1,2})(?!\s*(?:days?|weeks?|months?|years?|hours?|am|pm|mg))\b/.exec(
      text,
    ) ??
    /\b(\d{1,2})\s*on a scale\b/.exec(text) ??
    /\b(?:rate|rated|rating)\s*(?:it|this|the pain)?\s*(?:a|an|at)?\s*(\d{1,2})\b/.exec(text);
  if (numeric?.[1]) {
    const n = Number(numeric[1]);
    if (n >= 1 && n <= 10) return n;
  }
  return undefined;
}

export function parseSeverity(text: string): number | undefined {
  const numeric = numericSeverity(text);
  if (numeric !== undefined) return numeric;
  let best: number | undefined;
  for (const [re, score] of SEVERITY_WORDS) {
    for (const [s, e] of spans(text, re)) {
      if (score === 3 && /not too bad/.test(text.slice(s, e))) {
        best = Math.max(best ?? 0, 3);
        continue;
      }
      if (isNegated(text, s, e)) continue;
      best = Math.max(best ?? 0, score);
    }
  }
  return best;
}

// ---------------------------------------------------------------- duration

const UNIT_DAYS: Readonly<Record<string, number>> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAY_MS = 86_400_000;
const SINCE_WEEKDAY = new RegExp(
  `\\b(?:since|(?:it )?(?:started|began|came on|kicked off)(?: on)?) (?:last )?(${WEEKDAYS.join('|')})\\b`,
);
const TODAY_IS = new RegExp(`\\b(?:it'?s|it is|today is|today'?s) (${WEEKDAYS.join('|')})\\b`);
const SINCE_MONTH = new RegExp(`\\bsince (?:last )?(${MONTHS.join('|')})\\b`);

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export function parseDuration(
  text: string,
  now: Date,
): { duration: string; durationDays: number } | undefined {
  const qty = new RegExp(
    `(?<![a-z0-9])(\\d+(?:\\.\\d+)?|${NUMBER_WORD_SRC})(?:\\s+and a half)?\\s*(?:-|\\s)?\\s*(hour|day|week|month|year)s?(\\s+and a half)?(?![a-z])`,
    'g',
  );
  // Several spans ("stiff for an hour each morning, been 6 months"): the longest is how long it has gone on.
  let longest: { duration: string; durationDays: number } | undefined;
  for (let m = qty.exec(text); m; m = qty.exec(text)) {
    const n = parseCount(m[1] ?? '');
    const unit = m[2] ?? 'day';
    if (n === undefined) continue;
    // "3 times a day", "once a week" are frequencies, not durations.
    const pre = text.slice(Math.max(0, m.index - 12), m.index);
    if (/times?\s*$|once\s*$|twice\s*$|per\s*$|every\s*$/.test(pre)) continue;
    // Ages ("34 years old") are not durations.
    if (/^\s*old/.test(text.slice(m.index + m[0].length)) && unit === 'year') continue;
    const amount = /and a half/.test(m[0]) ? n + 0.5 : n;
    const days = Math.max(1, Math.round(amount * (UNIT_DAYS[unit] ?? 1)));
    if (!longest || days > longest.durationDays)
      longest = { duration: plural(amount, unit), durationDays: days };
  }
  if (longest) return longest;
  const vague: ReadonlyArray<readonly [RegExp, string, number]> = [
    [/\bsince (?:yesterday|last night)\b/, 'since yesterday', 1],
    [/\b(?:since (?:this morning|today|earlier today)|started today|this morning)\b/, 'since today', 1],
    [/\bsince last week\b/, 'since last week', 7],
    [/\b(?:all|the whole|the entire) week\b/, '1 week', 7],
    [/\b(?:same as|like|since) last week\b/, 'since last week', 7],
    [/\bthis week\b/, 'this week', 4],
    [/\bin days\b/, 'days', 3],
    [/\bsince last month\b/, 'since last month', 30],
    [/\bsince last year\b/, 'since last year', 365],
    [/\b(?:a|one|the (?:past|last)) fortnight\b/, '2 weeks', 14],
    [/\b(?:over|for|in|during|throughout) the (?:past|last) year\b/, '1 year', 365],
    [/\b(?:over|for|in|during|throughout) the (?:past|last) month\b/, '1 month', 30],
    [/\b(?:over|for|in|during|throughout) the (?:past|last) week\b/, '1 week', 7],
    [/\b(?:(?:the )?past week|(?:the )?last week or so|a week or so)\b/, 'about a week', 7],
    [/\b(?:for|over the (?:past|last)) (?:many )?years\b/, 'years', 730],
    [/\b(?:for|over the (?:past|last)) (?:many )?months\b/, 'months', 60],
    [/\b(?:for|over the (?:past|last)) weeks\b/, 'weeks', 14],
    [/\b(?:for|over the (?:past|last)) days\b/, 'days', 3],
    [/\bfor (?:ages|a long time|as long as i can remember)\b/, 'a long time', 365],
    [/\ball my life\b/, 'all my life', 3650],
    // Parts of today, last so that any longer span named in the message wins.
    [
      /\b(?:since (?:this (?:afternoon|evening)|tonight|(?:breakfast|lunch|dinner|tea|supper)(?:time)?|i (?:woke|got) up|waking up|(?:i )?(?:got|came) (?:home|back))|all day(?!,? (?:every|each))|(?:all|the whole) (?:morning|afternoon|evening)|woke up (?:with|w\/?) it)\b/,
      'since today',
      1,
    ],
  ];
  for (const [re, label, days] of vague) if (re.test(text)) return { duration: label, durationDays: days };

  const weekday = SINCE_WEEKDAY.exec(text);
  if (weekday?.[1]) {
    const target = WEEKDAYS.indexOf(weekday[1]);
    // "started monday and it's thursday now": the person's own today wins over the clock.
    const today = TODAY_IS.exec(text)?.[1];
    const from = today ? WEEKDAYS.indexOf(today) : now.getUTCDay();
    const diff = (from - target + 7) % 7 || 7;
    return { duration: `since ${cap(weekday[1])}`, durationDays: diff };
  }
  const month = SINCE_MONTH.exec(text);
  if (month?.[1]) {
    const target = MONTHS.indexOf(month[1]);
    let year = now.getUTCFullYear();
    if (target > now.getUTCMonth()) year -= 1;
    const days = Math.max(1, Math.round((now.getTime() - Date.UTC(year, target, 1)) / DAY_MS));
    return { duration: `since ${cap(month[1])}`, durationDays: days };
  }
  const sinceYear = /\bsince (19\d\d|20\d\d)\b/.exec(text);
  if (sinceYear?.[1]) {
    const y = Number(sinceYear[1]);
    const days = Math.max(1, Math.round((now.getTime() - Date.UTC(y, 0, 1)) / DAY_MS));
    if (y <= now.getUTCFullYear()) return { duration: `since ${y}`, durationDays: days };
  }
  return undefined;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- triggers and factors

/** Stimuli that count as triggers even when phrased "worse with …". */
const TRIGGER_STIMULI =
  /\b(?:light|lights|noise|noises|sound|smells?|odou?rs?|perfume|dairy|milk|cheese|gluten|bread|wheat|pasta|alcohol|wine|beer|caffeine|coffee|chocolate|stress|eating|meals?|food|fatty|spicy|cold|heat|weather|pollen|dust|pets?|cats?|dogs?|screens?|standing|stand up|sun|sunlight|sunshine|stressed|stressful|soaps?|detergents?)\b/;

const PHRASE_END = String.raw`(?=[.;!?,\n]|\s+(?:and|but|or|so|because|which|though|although|then)\b|$)`;
const CAPTURE = String.raw`((?:[a-z0-9'/-]+\s*){1,6}?)`;

const SUBJECT_STOP = /^(?:and|but|or|so|because|which|though|although|then|while)$/;
const isWordChar = (c: string | undefined) => c !== undefined && /[a-z0-9'/-]/.test(c);

/**
 * The last 1–`max` words (letters, digits, ' / -, separated by spaces only) that end at `end`.
 * Same words as a leading lazy `\b((?:[a-z0-9'/-]+\s*){1,6}?)` capture, without its backtracking
 * at every word of a long conversation.
 */
function wordsBefore(text: string, end: number, from: number, max: number): string | undefined {
  const words: string[] = [];
  let i = end;
  while (words.length < max) {
    let j = i;
    while (j > from && /\s/.test(text[j - 1] ?? '')) j--;
    if (words.length > 0 && j === i) break;
    let k = j;
    while (k > from && isWordChar(text[k - 1])) k--;
    if (k === j) break;
    // A subject does not reach back over a conjunction ("ibuprofen helps and bending makes it worse").
    if (words.length > 0 && SUBJECT_STOP.test(text.slice(k, j))) break;
    words.unshift(text.slice(k, j));
    i = k;
  }
  return words.length > 0 ? words.join(' ') : undefined;
}

/** Subjects before a keyword ("ibuprofen" in "ibuprofen helps"), left to right, not overlapping. */
function collectBefore(
  text: string,
  keyword: RegExp,
  build: (subject: string) => string | undefined,
): string[] {
  const out: string[] = [];
  let from = 0;
  keyword.lastIndex = 0;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    const subject = wordsBefore(text, m.index, from, 6);
    const v = subject === undefined ? undefined : build(subject)?.trim().replace(/\s+/g, ' ');
    if (v && !out.includes(v)) out.push(v);
    from = m.index + m[0].length;
    if (m[0].length === 0) keyword.lastIndex++;
  }
  return out;
}

function collect(text: string, re: RegExp, build: (m: RegExpExecArray) => string | undefined): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = build(m)?.trim().replace(/\s+/g, ' ');
    if (v && !out.includes(v)) out.push(v);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

const WORSE_RE = new RegExp(
  String.raw`\b(?:worse|worsens|worsened|aggravated|flares?(?: up)?|flaring(?: up)?|gets? bad)\s+(with|in|at|after|when|during|if|from|by|whenever|on)\s+${CAPTURE}${PHRASE_END}`,
  'g',
);
/** "<subject> makes it worse": the keyword is found first, the subject is the words before it. */
const WORSE_SUBJECT_RE = /\s+makes? (?:it|them|things|the pain) worse\b/g;
const BETTER_RE = new RegExp(
  String.raw`\b(?:better|improves?|improved|eases?|eased|relieved|goes away|settles?)\s+(with|when|after|if|by|once|from|while|on)\s+${CAPTURE}${PHRASE_END}`,
  'g',
);
const HELPS_TO_RE = new RegExp(
  String.raw`\bit helps (?:me )?(?:to|if i|when i)\s+${CAPTURE}${PHRASE_END}`,
  'g',
);
const HELPS_SUBJECT_RE = /\s+(?:helps|help|seems to help|makes? (?:it|them) better|relieves? it)\b/g;
const TRIGGER_RE = new RegExp(
  String.raw`\b(?:triggered by|brought on by|set off by|caused by|starts? after|comes? on after|happens? after|only after|due to|because of|(?:it's|its|it is|probably|maybe) from|(?:ever )?since i(?! (?:was|were|woke|got up|can remember|could|have been|'ve been)\b))\s+${CAPTURE}${PHRASE_END}`,
  'g',
);
/** "sore from sitting at my desk": a cause given as an activity. */
const FROM_ACTIVITY_RE = new RegExp(
  String.raw`\bfrom\s+((?:sitting|standing|lifting|typing|bending|running|working|looking at|staring at|using|carrying|gardening|driving)\b(?:\s*[a-z0-9'/-]+){0,5}?)${PHRASE_END}`,
  'g',
);
const AFTER_WHEN_RE = new RegExp(
  String.raw`(?<!better |worse |helps |improves |eases )\b(after|when i|whenever i|every time i|when (?:it's|its|it is|there's|there is))\s+${CAPTURE}${PHRASE_END}`,
  'g',
);
const STRESS_RE = /\b(stress(?:ed)? (?:at|from|about) (?:work|home|school|my job)|work stress|stress)\b/;

const STOP_TAIL = /\b(?:it|them|the pain|this|too|a lot|lately|recently|really|though)\s*$/;
const tidy = (s: string | undefined) => s?.replace(STOP_TAIL, '').trim();

function factorWords(list: string[]): string[] {
  return list.filter((s) => s.length >= 3 && !/^(?:i|it|that|this|then|now)$/.test(s));
}

function parseFactors(text: string) {
  const worse = factorWords([
    ...collect(text, WORSE_RE, (m) => tidy(`${m[1]} ${m[2]}`)),
    ...collectBefore(text, WORSE_SUBJECT_RE, (m) => tidy(m)?.replace(/^(?:and|but|also|the|i find)\s+/, '')),
  ]);
  const better = factorWords([
    ...collect(text, BETTER_RE, (m) => tidy(`${m[1]} ${m[2]}`)),
    ...collect(text, HELPS_TO_RE, (m) => tidy(m[1])),
    ...collectBefore(text, HELPS_SUBJECT_RE, (m) =>
      tidy(m)
        ?.replace(/^(?:.*\b(?:and|but|also|that|i find)\s+)/, '')
        .replace(/^(?:taking|the)\s+/, ''),
    ),
  ]).filter(
    (s) => !/^nothing\b/.test(s) && !/\b(?:doesn't|don't|didn't|does not|do not|not|never|won't)$/.test(s),
  );
  const triggers: string[] = [];
  const add = (v: string | undefined) => {
    const t = v?.trim();
    if (t && t.length >= 3 && !triggers.includes(t)) triggers.push(t);
  };
  for (const t of collect(text, TRIGGER_RE, (m) => tidy(m[1]))) add(t);
  for (const t of collect(text, FROM_ACTIVITY_RE, (m) => tidy(m[1]))) add(t);
  for (const t of collect(text, AFTER_WHEN_RE, (m) => tidy(`${m[1]} ${m[2]}`))) {
    // "after 3 days" is time, not a trigger.
    if (/^after (?:\d+|a|an|one|two|three|a few|several) (?:hours?|days?|weeks?|months?|years?)\b/.test(t))
      continue;
    add(t);
  }
  for (const w of worse) {
    const stimulus = w.replace(/^(?:with|from|by|after|when|if|whenever|on|during|in|at)\s+/, '');
    if (TRIGGER_STIMULI.test(stimulus) && !/\bmorning|night|evening|day\b/.test(stimulus)) add(stimulus);
  }
  const stress = STRESS_RE.exec(text);
  if (
    stress?.[1] &&
    !triggers.some((t) => t.includes('stress')) &&
    !isNegated(text, stress.index, stress.index + stress[1].length)
  )
    add(stress[1]);
  return { triggers, worseningFactors: worse, improvingFactors: better };
}

// ---------------------------------------------------------------- history

function parseAllergies(text: string): string[] {
  if (/\b(?:no (?:known )?(?:drug )?allergies|nkda|not allergic to anything)\b/.test(text)) return [];
  const out: string[] = [];
  const push = (raw: string) => {
    for (const part of raw.split(/\s*(?:,|\band\b|\bor\b|&|\/)\s*/)) {
      const v = part.replace(/^(?:the|a|an|some)\s+/, '').trim();
      if (v.length >= 2 && !out.includes(v) && !/^(?:anything|nothing|it|that)$/.test(v)) out.push(v);
    }
  };
  const allergicTo =
    /\ballergic (?:reaction )?to\s+([a-z0-9 ,&/'-]+?)(?=[.;!?\n]|\s+(?:but|so|because|which|since)\b|$)/g;
  for (let m = allergicTo.exec(text); m; m = allergicTo.exec(text)) {
    if (!isNegated(text, m.index, m.index + m[0].length)) push(m[1] ?? '');
  }
  const allergiesColon =
    /\ballergies?(?: to|:| are| include)\s+([a-z0-9 ,&/'-]+?)(?=[.;!?\n]|\s+(?:but|so|because)\b|$)/g;
  for (let m = allergiesColon.exec(text); m; m = allergiesColon.exec(text)) push(m[1] ?? '');
  const nounAllergy = /\b([a-z]+(?: [a-z]+)?) allerg(?:y|ies)\b/g;
  for (let m = nounAllergy.exec(text); m; m = nounAllergy.exec(text)) {
    const words = (m[1] ?? '').split(' ');
    const noun = words.filter(
      (w) => !/^(?:a|an|the|my|bad|severe|mild|have|has|with|food|drug|known|no|seasonal)$/.test(w),
    );
    const last = noun[noun.length - 1];
    if (last && !isNegated(text, m.index, m.index + m[0].length)) push(noun.join(' '));
    else if (/\bseasonal\b/.test(m[1] ?? '')) push('seasonal allergies');
  }
  return out;
}

// ---------------------------------------------------------------- person

function parseAge(text: string): number | undefined {
  const patterns = [
    /\b(\d{1,3})\s*(?:-|\s)?\s*(?:years?|yrs?)(?:\s*-\s*|\s+)old\b/,
    /\b(\d{1,3})\s*(?:yo|y\/o|y\.o\.)\b/,
    /\b(?:age|aged)\s*:?\s*(\d{1,3})\b/,
    /\b(\d{1,3})\s*[mf]\b(?!\w)/,
    /\b(?:i'm|i am|im)\s+(?:a\s+)?(\d{1,3})(?!\s*(?:\/|%|lbs?|kg|pounds|kilos|days?|weeks?|months?|hours?|times|cm|ft|foot|feet|'|"|out of|mg))\b/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    const n = m?.[1] ? Number(m[1]) : Number.NaN;
    if (n >= 1 && n <= 120) return n;
  }
  return undefined;
}

const SELF = String.raw`(?:i'm|i am|im|as) an?(?: \d{1,3}[- ]?(?:years?[- ]old|yo|y/o))?`;
const AGE_OLD = String.raw`\d{1,3}[- ]?(?:years?[- ]old|yo|y/o)`;
const FEMALE_RE = new RegExp(
  String.raw`\b(?:${SELF} (?:woman|female|girl|lady|mom|mother)|${AGE_OLD} (?:woman|female|girl|lady)|(?:i'm|i am|im|gender:?|sex:?) female|she/her)\b|^\s*female\b|\bfemale\s*,|,\s*female\b|\b\d{1,3}\s*f\b`,
);
const MALE_RE = new RegExp(
  String.raw`\b(?:${SELF} (?:man|male|guy|boy|dad|father)|${AGE_OLD} (?:man|male|guy|boy)|(?:i'm|i am|im|gender:?|sex:?) male|he/him)\b|^\s*male\b|\bmale\s*,|,\s*male\b|\b\d{1,3}\s*m\b`,
);

function parseGender(text: string): TGender | undefined {
  if (/\bprefer(?:s)? not to (?:say|disclose|share)\b/.test(text)) return 'prefer_not_to_say';
  if (/\b(?:non-?binary|nonbinary|genderqueer|gender ?fluid|agender|enby|trans(?:gender)?)\b/.test(text))
    return 'other';
  if (FEMALE_RE.test(text)) return 'female';
  if (MALE_RE.test(text)) return 'male';
  return undefined;
}

const STATE_BY_NAME = new Map(US_STATES.map(([abbr, name]) => [name.toLowerCase(), abbr]));
const STATE_CODES = new Set(US_STATES.map(([abbr]) => abbr));
const STATE_NAME_SRC = US_STATES.map(([, n]) => esc(n.toLowerCase()))
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Short names people use for a few large cities, with their state. */
const CITY_NICKNAMES: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['sf', ['San Francisco', 'CA']],
  ['nyc', ['New York', 'NY']],
  ['philly', ['Philadelphia', 'PA']],
  ['vegas', ['Las Vegas', 'NV']],
]);
/** Two-letter state codes that are also everyday words: typed in lower case, they need a ZIP after them. */
const WORDLIKE_CODES = new Set([
  'in',
  'me',
  'oh',
  'ok',
  'or',
  'hi',
  'la',
  'pa',
  'ma',
  'de',
  'co',
  'id',
  'al',
  'ga',
  'mt',
]);
const CITY_WORD = "[A-Za-z][a-zA-Z.'-]*";
const LOCATION_CUE = "(?:live in|living in|based in|located in|i'?m in|i am in|moved to|from|near)";
/** "San Francisco CA 94110" (no comma): capitalised city, a state code, then a ZIP or the end. */
const CITY_CODE_ZIP =
  /\b([A-Z][a-zA-Z.'-]*(?:\s+[A-Z][a-zA-Z.'-]*){0,2})\s+([A-Z]{2})(?:\s+\d{5}\b|\s*[.!]?\s*$)/;
/** "i live in san francisco ca 94110": after a cue, any case, the state code before a ZIP or a stop. */
const CUE_CITY_CODE = new RegExp(
  `\\b${LOCATION_CUE}\\s+(${CITY_WORD}(?:\\s+${CITY_WORD}){0,2}?),?\\s+([A-Za-z]{2})(?=\\s+(\\d{5})\\b|\\s*[.,!?;]|\\s*$)`,
  'i',
);
const titleCase = (words: string) =>
  words === words.toLowerCase() ? words.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : words;

/** A city as people write it: nicknames spelled out ("SF" → San Francisco, CA). */
function placeOf(city: string, state?: string): { city: string; state?: string } {
  const nickname = CITY_NICKNAMES.get(city.toLowerCase());
  if (nickname && (!state || state === nickname[1])) return { city: nickname[0], state: nickname[1] };
  return state ? { city, state } : { city };
}

/** Location needs the original casing ("Austin, TX"), so it takes the raw message. */
function parseLocation(raw: string): { city?: string; state?: string; zipCode?: string } {
  const out: { city?: string; state?: string; zipCode?: string } = {};
  const zip =
    /(?:\bzip(?: ?code)?\s*(?:is|:)?\s*|(?:,\s*[A-Z]{2}\s+)|\b)(\d{5})(?:-\d{4})?\b(?!\s*(?:mg|dollars|steps|calories))/.exec(
      raw,
    );
  if (zip?.[1] && !/\$\s*$/.test(raw.slice(0, zip.index))) out.zipCode = zip[1];

  const cityState =
    /\b([A-Z][a-zA-Z.'-]+(?:\s+[A-Z][a-zA-Z.'-]+){0,2}),\s*([A-Z]{2}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b/g;
  for (let m = cityState.exec(raw); m; m = cityState.exec(raw)) {
    const st = m[2] ?? '';
    const code = STATE_CODES.has(st) ? st : STATE_BY_NAME.get(st.toLowerCase());
    if (code) return { ...out, ...placeOf((m[1] ?? '').replace(/^(?:In|From|Near|Live In)\s+/, ''), code) };
  }
  const withCode = CITY_CODE_ZIP.exec(raw);
  const zipFollows = withCode ? /\d{5}/.test(withCode[0]) : false;
  if (
    withCode?.[1] &&
    STATE_CODES.has(withCode[2] ?? '') &&
    (zipFollows || !WORDLIKE_CODES.has((withCode[2] ?? '').toLowerCase())) &&
    !/^(?:I|My|It|The|Thanks?|Yes|No)$/.test(withCode[1])
  )
    return { ...out, ...placeOf(withCode[1], withCode[2]) };
  const cued = CUE_CITY_CODE.exec(raw);
  if (cued?.[1] && cued[2]) {
    const code = cued[2].toUpperCase();
    const wordlike = cued[2] === cued[2].toLowerCase() && WORDLIKE_CODES.has(cued[2]);
    if (STATE_CODES.has(code) && (!wordlike || cued[3]))
      return { ...out, ...placeOf(titleCase(cued[1]), code) };
  }
  const lower = normalise(raw);
  const stateName = new RegExp(`\\b(${STATE_NAME_SRC})\\b`).exec(lower);
  if (stateName?.[1]) {
    // "Washington" alone is taken as the state; "Washington, DC" was handled above.
    out.state = STATE_BY_NAME.get(stateName[1]);
  }
  const liveIn =
    /\b(?:live in|living in|based in|located in|i'm in|i am in|from|near)\s+([A-Z][a-zA-Z.'-]+(?:\s+[A-Z][a-zA-Z.'-]+){0,2})/.exec(
      raw.replace(/\bI'm\b/g, "i'm").replace(/\bI am\b/g, 'i am'),
    );
  if (liveIn?.[1]) {
    const place = liveIn[1];
    const asState = STATE_BY_NAME.get(place.toLowerCase());
    if (asState) out.state = asState;
    else if (
      !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/.test(
        place,
      )
    )
      Object.assign(out, placeOf(place, out.state));
  }
  return out;
}

// ---------------------------------------------------------------- entry point

/** Reads one message into the guided form's fields. Pure and deterministic for a given `now`. */
export function extract(message: string, options: TExtractOptions = {}): TExtracted {
  const now = options.now ?? new Date();
  const text = normalise(message);
  const symptoms = findWithNegation<TSymptomName>(text, SYMPTOM_RES);
  const chronic = findWithNegation<TChronicCondition>(text, CHRONIC_RES);
  const meds = findWithNegation<string>(text, MEDICATION_RES);
  const duration = parseDuration(text, now);
  const factors = parseFactors(text);
  const location = parseLocation(message.replace(/[\u2018\u2019]/g, "'"));
  const result: TExtracted = {
    primarySymptoms: symptoms.present,
    negatedSymptoms: symptoms.negated,
    triggers: factors.triggers,
    improvingFactors: factors.improvingFactors,
    worseningFactors: factors.worseningFactors,
    chronicConditions: chronic.present,
    currentMedications: meds.present,
    allergies: parseAllergies(text),
  };
  const severity = parseSeverity(text);
  if (severity !== undefined) result.severity = severity;
  if (duration) {
    result.duration = duration.duration;
    result.durationDays = duration.durationDays;
  }
  const age = parseAge(text);
  if (age !== undefined) result.age = age;
  const gender = parseGender(text);
  if (gender) result.gender = gender;
  if (location.city) result.city = location.city;
  if (location.state) result.state = location.state;
  if (location.zipCode) result.zipCode = location.zipCode;
  return result;
}
