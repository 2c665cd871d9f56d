import { readable } from './intent';

/**
 * The dialogue's slots beyond the guided form (docs/assistant-knowledge.md#7-the-dialogue): where it
 * hurts, what the person says they do not have, complaints outside the 16 symptom choices, and a
 * bare answer ("7", "like a 6", "5ish") read as the severity the assistant asked for. Pure.
 */

export type TSlotName = 'symptoms' | 'durationDays' | 'severity' | 'bodyLocation' | 'factors';

/** Complaints outside the symptom choices that a conversation can still be about ('Other'). */
const OTHER_COMPLAINTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Fever', /\b(?:fever|feverish|high temperature|temp of)\b/],
  ['Cough', /\b(?:cough\w*)\b/],
  ['Sore Throat', /\bsore throat\b/],
  ['Cold', /\b(?:a cold|the flu|flu|congest\w*|runny nose|stuffy nose)\b/],
  ['Diarrhea', /\b(?:diarrh?o?ea|the runs)\b/],
  ['Vomiting', /\b(?:vomit\w*|throwing up|threw up|puking)\b/],
  ['Cramps', /\b(?:period cramps|cramps|cramping)\b/],
  ['Bloating', /\bbloat\w*\b/],
  ['Reflux', /\b(?:reflux|heartburn)\b/],
  ['Shakiness', /\b(?:shaky|shakiness|trembl\w*)\b/],
  ['Numbness', /\b(?:numb\w*|tingl\w*|pins and needles)\b/],
  ['Swelling', /\bswell\w*\b/],
  ['Pain', /^(?:(?:i have |i'm in |got |some |a lot of )?pain|it hurts|hurts)$/],
  ['Palpitations', /\b(?:palpitations|heart (?:is )?racing|racing heart|heart pounding)\b/],
  ['Weakness', /\bweak(?:ness)?\b/],
  ['Redness', /\bred(?:ness)?\b/],
  ['Rash', /\brash\b/],
  ['Stiff neck', /\bstiff neck\b/],
  ['Hearing loss', /\b(?:hearing loss|loss of hearing|losing (?:my )?hearing)\b/],
  ['Fainting', /\b(?:passed out|passing out|fainted|fainting|blacked out)\b/],
  ['Blood in stool', /\bblood (?:when i go|in (?:my |the )?(?:stool|poo|poop)|on the (?:paper|tissue))\b/],
  [
    'Groin numbness',
    /\bnumb\w* (?:down there|in (?:my |the )?groin|around (?:my |the )?(?:bum|bottom|privates|saddle))\b/,
  ],
  ['Self-harm thoughts', /\bthoughts? (?:of|about) (?:hurting|harming|killing) (?:myself|me)\b/],
];

/** "breathing fine", "peeing is normal", "face isn't swelling": a denial said the other way round. */
const FINE_DENIALS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'Shortness of Breath',
    /\b(?:breathing (?:is |seems )?(?:fine|ok|okay|normal)|no (?:trouble|problems?) breathing)\b/,
  ],
  ['Bladder problems', /\b(?:peeing|weeing|pee|wee|bladder) (?:is |seems )?(?:fine|ok|okay|normal)\b/],
  ['Facial swelling', /\b(?:face (?:is not|isn't|isnt|not) swell\w*|no (?:facial|face) swelling)\b/],
];

const DENIAL = `(?:no|not|without|never had|don't have|do not have|haven't had|have not had|haven't|hasn't|didn't|never|no sign of|not any|nor)`;

/** Complaints named in the message, split into present and denied ("no fever", "no fever no diarrhea"). */
export function readComplaints(message: string): { present: string[]; denied: string[] } {
  const text = readable(message);
  const present: string[] = [];
  const denied: string[] = [];
  for (const [name, re] of OTHER_COMPLAINTS) {
    const m = re.exec(text);
    if (!m) continue;
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const isDenied = new RegExp(
      `\\b${DENIAL}\\s+(?:any\\s+|a\\s+|real\\s+)?(?:[a-z]+\\s+(?:or|and)\\s+)?$`,
    ).test(before);
    (isDenied ? denied : present).push(name);
  }
  for (const [name, re] of FINE_DENIALS) {
    if (!re.test(text)) continue;
    const at = present.indexOf(name);
    if (at >= 0) present.splice(at, 1);
    if (!denied.includes(name)) denied.push(name);
  }
  return { present, denied };
}

const PART = `(?:head|forehead|temples?|eyes?|ears?|jaw|teeth|throat|neck|shoulder blades|shoulders?|upper back|lower back|mid back|back|chest|ribs|arms?|elbows?|wrists?|hands?|fingers?|thumbs?|hips?|groin|knees?|legs?|thighs?|calf|calves|shins?|ankles?|feet|foot|toes?|heels?|stomach|abdomen|belly|tummy|sides?|pelvis|buttocks?|scalp|face|cheeks?|nose|lips?|mouth|tongue|armpits?|spine|bum|bottom)`;
const MODIFIER = String.raw`(?:(?:left|right|lower|upper|both|one)\s+(?:(?:left|right|lower|upper)\s+)?(?:side of (?:my|the)\s+)?)`;
const PLACE_RE = new RegExp(
  String.raw`\b(behind|between|around|under|in|on|to|across)?\s*(?:my|the|his|her)?\s*(${MODIFIER}?${PART})\b`,
  'g',
);
const SIDE_AFTER_PART = new RegExp(
  String.raw`\b((?:lower |upper )?${PART}) on the (left|right)(?: hand)?(?: side)?\b`,
  'g',
);
const ANY_PART = new RegExp(String.raw`\b${PART}\b`);
const ONLY_PLACES = new RegExp(
  String.raw`^(?:(?:mostly|mainly|just|only|my|the|both|and|n|&|,|\s|${MODIFIER}|${PART}))+$`,
);
const PAIN_WORDS =
  /\b(?:pain\w*|hurt\w*|ache\w*|aching|sore\w*|rash|itch\w*|flar\w*|tight|stiff\w*|swollen|numb\w*|throbbing|pounding|tender|cramp\w*|killing me|burn\w*|headache|worse|hurts|hives|crick|pressure|(?:are|is|feel|feels) (?:dead|wrecked|destroyed|shot))\b/;

/** The region a bare side ("lower left side") means, from what the conversation is about. */
const REGION_OF: ReadonlyArray<readonly [RegExp, (side: string, level: string) => string]> = [
  [/^(?:headache|migraine)/i, (side) => `${side} side of the head`],
  [
    /^(?:stomach|abdominal|belly|nausea|bloating|cramps|diarrh|constipation|reflux)/i,
    (side, level) => `${level}${side} abdomen`,
  ],
  [/^back/i, (side, level) => `${level || 'lower '}${side} back`],
  [/^chest/i, (side) => `${side} side of the chest`],
];
const BARE_SIDE =
  /^(?:it's |its |it is |they're |they are |mostly |mainly |just |only )*(?:on |in |at )?(?:the |my |her |his )?(?:(lower|upper|bottom|top) )?(left|right|one)(?: hand)? side\b(?: of (?:it|the (?:belly|stomach|tummy|head)))?(?: mostly| mainly| usually)?(?:$|[,;.]| and | but | with )/;
/** Places said as a phrase ("front of her head", "top of my stomach", "belly pain low on the left"). */
const PLACE_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfront of (?:my|the|her|his|their) head\b/, 'forehead'],
  [/\btop of (?:my|the|her|his|their) (stomach|belly|tummy|abdomen|back|foot|arm|leg)\b/, 'upper $1'],
  [
    /\b(belly|stomach|tummy|abdomen|abdominal)(?: pain| ache| cramps?)? (?:low down |down low |low )?on the (left|right)\b/,
    '$2 $1',
  ],
  [/\bback of (?:my|the|her|his|their) head\b/, 'back of the head'],
  [/\btop of (?:my|the|her|his|their) head\b/, 'top of the head'],
];

/**
 * Where it hurts, in the person's words tidied ("knees and fingers", "behind the eyes"), if said.
 * `about` is what the conversation is about so far: it places a bare side ("lower left side").
 */
export function readBodyLocation(message: string, about: readonly string[] = []): string | undefined {
  // "lower back on the right side" → "right lower back".
  let text = readable(message).replace(SIDE_AFTER_PART, '$2 $1');
  const bareSide = BARE_SIDE.exec(text);
  if (bareSide?.[2] && !ANY_PART.test(text.replace(/\bsides?\b/g, ''))) {
    const level = bareSide[1] ? `${bareSide[1].replace('bottom', 'lower').replace('top', 'upper')} ` : '';
    for (const [re, region] of REGION_OF)
      if (about.some((a) => re.test(a))) return region(bareSide[2], level);
  }
  const phrased: string[] = [];
  for (const [re, place] of PLACE_PHRASES) {
    const m = re.exec(text);
    if (!m) continue;
    const low = /\blow (?:down )?on the|down low on the|low down on the/.test(m[0]) ? 'lower ' : '';
    phrased.push(low + place.replace(/\$(\d)/g, (_, i: string) => m[Number(i)] ?? ''));
    text = text.replace(re, ' ');
  }
  // A short answer naming a place ("in my lower back") is a location even without a pain word.
  const shortAnswer =
    /^(?:it's |its |it is )?(?:in|on|at|around|behind|under|between) (?:my|the)\b/.test(text) &&
    text.split(' ').length <= 7;
  // A bare list of places ("hands and knees", "right leg", "elbows and scalp") answers where.
  const onlyPlaces = ONLY_PLACES.test(text);
  if (!PAIN_WORDS.test(text) && !shortAnswer && !onlyPlaces && phrased.length === 0) return undefined;
  const places: string[] = [...phrased];
  if (
    /\b(?:on one side|one[- ]sided|one side of my head|on the (?:left|right) side)\b/.test(text) &&
    /\bhead/.test(text)
  ) {
    const side = /\b(left|right) side\b/.exec(text)?.[1] ?? 'one';
    places.push(`${side} side of the head`);
  }
  PLACE_RE.lastIndex = 0;
  for (let m = PLACE_RE.exec(text); m; m = PLACE_RE.exec(text)) {
    const preposition = m[1];
    let place = (m[2] ?? '').replace(/\bside of (?:my|the)\s+/, 'side of the ');
    // "back" in "back to my back" or "i'm back" is not a place unless it hurts.
    if (place === 'back' && /^back to\b/.test(text.slice(m.index).trim())) continue;
    if (place === 'head' && places.some((p) => p.endsWith('head'))) continue;
    if (/\bsides?$/.test(place)) continue;
    if (places.includes(`${place}s`) || places.includes(place.replace(/s$/, ''))) continue;
    if (
      preposition === 'behind' ||
      preposition === 'between' ||
      preposition === 'around' ||
      preposition === 'under'
    )
      place = `${preposition} the ${place}`;
    if (!places.includes(place)) places.push(place);
  }
  // "headache behind my eyes": the head is implied by the headache, the eyes are the place.
  return places.length > 0 ? places.join(' and ') : undefined;
}

/** Severity words of everyday speech the form's parser leaves out ("pretty bad", "bad"). */
const SEVERITY_PHRASES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:really|super|so|very) bad\b/, 8],
  [/\b(?:pretty|quite|fairly) bad\b/, 7],
  [/\b(?:it's|its|it was|was|is|has been|have been|been|getting) bad\b/, 7],
  [/\bnot (?:that|so|too) bad\b/, 3],
];

/**
 * A bare answer to "how strong is it, 0 to 10?": "7", "like a 6", "5ish", "idk like 5", "its like an 8".
 * Only a number from 0 to 10 that no unit follows; undefined otherwise.
 */
export function readBareSeverity(message: string): number | undefined {
  const text = readable(message).replace(/[.!,]+$/, '');
  const bare =
    /^(?:(?:ok|okay|um+|hmm+|i don't know|maybe|probably|like|about|around|prob|roughly|i'd say|i guess|it's|its|it is|back to my [a-z]+|,|\s)+)?(?:a |an )?(\d{1,2})(?:ish)?(?:\s*(?:\/\s*10|out of 10))?(?: maybe| i guess| probably)?$/.exec(
      text,
    ) ?? /\b(?:like|about|around) (?:a |an )?(\d{1,2})(?:ish)?\s*$/.exec(text);
  if (bare?.[1]) {
    const n = Number(bare[1]);
    if (n >= 0 && n <= 10) return n;
  }
  const ish = /\b(\d{1,2})ish\b/.exec(text);
  if (ish?.[1] && Number(ish[1]) <= 10) return Number(ish[1]);
  return undefined;
}

const SCORE = String.raw`(10|[0-9])(?:\.5)?s?`;
const NOT_A_UNIT = String.raw`(?!\s*(?:%|\.\d|[:/]\d|(?:x|times|days?|d|weeks?|wks?|w|months?|mo|years?|yrs?|y|hours?|hrs?|h|mins?|minutes?|secs?|seconds?|am|pm|o'?clock|mg|ml|kg|lbs?|pounds?|stone|miles?|km|steps|cups?|glasses|pills?|tablets?|nights?|times?|th|st|nd|rd)\b))`;

const FROM_TO_SCORE = new RegExp(
  String.raw`\bfrom (?:a |an )?${SCORE} (?:down |up )?to (?:a |an )?${SCORE}${NOT_A_UNIT}`,
);
const NOW_SCORE = new RegExp(
  String.raw`\bnow (?:it's |its |it is )?(?:about |like |at |around )?(?:a |an )?${SCORE}\b${NOT_A_UNIT}`,
);
const SCORE_NOW = new RegExp(String.raw`(?<![\d.:/£$])\b${SCORE} now\b`);
const ANY_SCORE = new RegExp(String.raw`(?<![\d.:/£$])\b${SCORE}\b${NOT_A_UNIT}`, 'g');

/**
 * A severity answer with more around it, read only when the assistant has just asked how strong it
 * is: "8 when i do stairs", "7 or 8", "from 7 to 4 over 2 weeks" (the latest), "mornings 7, by lunch
 * 3" (the strongest), "this week its been 7s". Numbers with a unit (days, mg, pm) are not scores.
 */
export function readSeverityAnswer(message: string): number | undefined {
  const text = readable(message);
  const from = FROM_TO_SCORE.exec(text);
  if (from?.[2]) return Number(from[2]);
  const now = NOW_SCORE.exec(text) ?? SCORE_NOW.exec(text);
  if (now?.[1]) return Number(now[1]);
  const scores = [...text.matchAll(ANY_SCORE)].map((m) => Number(m[1]));
  if (scores.length === 0 || scores.length > 3) return undefined;
  return Math.max(...scores);
}

/** Severity said in words the form's parser scores differently or not at all. */
export function readSeverityPhrase(message: string): number | undefined {
  const text = readable(message);
  for (const [re, score] of SEVERITY_PHRASES) if (re.test(text)) return score;
  return undefined;
}
