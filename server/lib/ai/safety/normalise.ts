/**
 * Normalisation for the safety layer: lower case, straight quotes, contractions expanded
 * ("can't" → "cannot", "don't" → "do not", also without the apostrophe), emojis and symbols
 * dropped, common misspellings mended ("cant breath" → "cannot breathe", "chest pains" →
 * "chest pain"), whitespace collapsed. Newlines become sentence breaks.
 */

const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  // Contractions with an apostrophe.
  [/\bcan'?t\b/g, 'cannot'],
  [/\bcan not\b/g, 'cannot'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\b(do|does|did|is|was|are|were|have|has|had|could|would|should|must|need)nt\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\b(it|that|there|what|he|she|who|here)'s\b/g, '$1 is'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bdunno\b/g, 'do not know'],
  // "od'd", "ODed" (not "odd": "I get the odd headache" is not an overdose).
  [/\bod'd\b/g, 'overdosed'],
  [/\boded\b/g, 'overdosed'],
  [/\bod(?:ed|ing)?\b(?= on\b)/g, 'overdosed'],
  // "its fine now" typed for "it's fine now" (before possessive 's is dropped).
  [/\bits (?=(?:fine|ok|okay|gone|better|over|all good|alright|not)\b)/g, 'it is '],
  [/'s\b/g, ''],
  [/'/g, ''],
  // Misspellings and variants.
  [
    /\b(cannot|could not|can barely|can hardly|unable to|struggling to|struggle to|hard to|difficult to|fighting to|trouble to) breath\b/g,
    '$1 breathe',
  ],
  [/\bchest pains\b/g, 'chest pain'],
  [/\bheart ?at+a?c?k/g, 'heart attack'],
  [/\bhart attack/g, 'heart attack'],
  [/\bheartattack/g, 'heart attack'],
  [/\bana?ph?[iy]l[ae]x[iy]s\b/g, 'anaphylaxis'],
  [/\banafilaxis\b/g, 'anaphylaxis'],
  [/\bsu?i?ci?d(?:al|le|ial|el)\b/g, 'suicidal'],
  [/\bsuicde\b/g, 'suicide'],
  [/\bs[ie]{1,2}[sz]ures?\b/g, 'seizure'],
  [/\bvom+it+ing\b/g, 'vomiting'],
  [/\bcaugh(ing|ed)\b/g, 'cough$1'],
  [/\bhead ache/g, 'headache'],
  [/\bstomache\b/g, 'stomach'],
  [/\bunconcious\b/g, 'unconscious'],
  [/\bmeningit[ui]s\b/g, 'meningitis'],
  [/\bslured\b/g, 'slurred'],
  [/\bdroop(?:y|in)\b/g, 'drooping'],
  [/\bpreg(?:e|a)?n(?:e|a)nt\b/g, 'pregnant'],
  [/\bpregant\b/g, 'pregnant'],
  [/\bbleading\b/g, 'bleeding'],
  [/\bdieing\b/g, 'dying'],
  [/\b(?:yeras|yeasr|yaers|yrs)\b/g, 'years'],
  [/\b(?:shold|shoud|shuold)\b/g, 'should'],
  [/\b(?:abbout|abuot|aboot)\b/g, 'about'],
  [/\bcomitt?ed suicide\b/g, 'committed suicide'],
];

export function normalise(input: string): string {
  let t = input.normalize('NFKC').toLowerCase();
  t = t
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2015]/g, ' - ')
    .replace(/\r\n?/g, '\n');
  // Words masked to get past filters: "s*icide", "k!ll", "su!cide".
  t = t
    .replace(/\bs[*!.@]?[*!1i]?cide\b/g, 'suicide')
    .replace(/\bk[!1*]ll\b/g, 'kill')
    .replace(/\bsu[!1*]cid/g, 'suicid');
  // Laughing and joking emojis read as "lol" (negation.ts: a joke is not a report); other emojis and
  // symbols become spaces with the rest.
  t = t.replace(
    /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F480}\u{1F643}\u{1F61C}\u{1F61D}\u{1F92A}\u{1F92D}]/gu,
    ' lol ',
  );
  // Keep letters, digits, apostrophes and sentence punctuation; emojis and symbols become spaces.
  t = t.replace(/[^a-z0-9'\s.,!?;:\-/\n]/g, ' ');
  for (const [re, to] of REPLACEMENTS) t = t.replace(re, to);
  t = t.replace(/\s*\n\s*/g, '. ');
  t = t.replace(/([.!?,;:])\1+/g, '$1');
  t = t.replace(/[ \t]+/g, ' ');
  return t.trim();
}
