/**
 * Negation and context for the safety layer, after NegEx / ConText (Chapman et al.): a red-flag
 * phrase counts only when it is *affirmed* — not negated ("no chest pain"), not resolved
 * ("the chest pain is gone"), not historical ("I used to feel suicidal years ago"), not a family
 * member's past ("my dad had a heart attack last year") and, for condition names only, not a
 * question about the condition ("what are the signs of a stroke?").
 *
 * Rules (docs/assistant-safety.md):
 * - Text is split into sentences (. ! ? ; : newline) and clauses (but, however, although, though,
 *   yet, whereas, except; a comma or "and/so/because/then" followed by a new subject such as
 *   "i", "my", "it", "now"; a comma after a lone interjection such as "no,").
 * - Pre-negation: a trigger (no, not, never, without, denies, free of, ruled out, negative for, nor,
 *   neither, none) within the 6 words before the phrase, in the same clause and after the last
 *   "and/but/so/because/then/while/plus/also". Pseudo-negations are removed first ("not sure",
 *   "no doubt", "not okay", "no one"...). Negation words inside the phrase itself ("cannot breathe",
 *   "don't want to live") are part of the flag and never negate it.
 * - Post-negation: "is gone", "went away", "resolved", "stopped", "not anymore", "no longer" after the
 *   phrase in the same clause (up to the next "and"), or a following clause that is only such a
 *   resolution ("... but not anymore", "... but it went away"). "has not stopped" does not count.
 * - "never ... like this / this bad" is an intensifier, not a negation.
 */

export type TAssertion =
  | 'affirmed'
  | 'negated'
  | 'resolved'
  | 'historical'
  | 'other_person_past'
  | 'informational'
  | 'not_a_report';

export type TClause = { text: string; sentence: number };

/** Sentence ends; a full stop inside a number ('sugar 2.1', '38.4') is not one. */
const SENTENCE_SPLIT = /(?:\.(?!\d)|(?<!\d)\.|[!?;\n])+|\s-\s/;
const CONJUNCTION_SPLIT = /\s*\b(?:but|however|although|though|yet|whereas|except)\b\s*/;
const SUBJECT_START =
  '(?:i|my|it|he|she|they|we|you|his|her|their|this|that|now|then|suddenly|today|tonight|also|still|there|yes|no)';
const COMMA_SPLIT = new RegExp(`\\s*,\\s*(?=${SUBJECT_START}\\b)`);
const AND_SPLIT = new RegExp(`\\s+\\b(?:and|so|because|then|plus)\\s+(?=${SUBJECT_START}\\b)`);
const INTERJECTION = /^(?:no|nope|nah|yes|yeah|yep|well|ok|okay|oh|um|hmm|honestly|please|sorry)$/;

/** Sentences, then clauses, in reading order. */
export function splitClauses(text: string): TClause[] {
  const out: TClause[] = [];
  text.split(SENTENCE_SPLIT).forEach((sentence, s) => {
    for (const part of sentence.split(CONJUNCTION_SPLIT)) {
      for (const sub of part.split(AND_SPLIT)) {
        const pieces = sub.split(/\s*,\s*/);
        // Re-join comma pieces unless the comma starts a new clause or follows an interjection ("no, ...").
        let current = '';
        for (const piece of pieces) {
          if (current === '') {
            current = piece;
            continue;
          }
          if (COMMA_SPLIT.test(`, ${piece}`) || INTERJECTION.test(current.trim())) {
            pushClause(out, current, s);
            current = piece;
          } else {
            current = `${current}, ${piece}`;
          }
        }
        pushClause(out, current, s);
      }
    }
  });
  return out;
}

function pushClause(out: TClause[], text: string, sentence: number) {
  const trimmed = text.trim();
  if (trimmed) out.push({ text: trimmed, sentence });
}

/** Words that negate what follows them. */
export const NEGATION_TRIGGERS =
  /\b(?:no|not|never|without|denies|denied|deny|denying|nor|neither|none|zero|free of|ruled out|negative for|absence of)\b/;

/** Look like negations but do not negate (removed before the trigger search). */
export const PSEUDO_NEGATIONS: readonly RegExp[] = [
  /\bnot (?:sure|certain|kidding|joking|exaggerating|lying|only|just|really sure)\b/g,
  /\bno (?:doubt|idea|joke|kidding|lie|matter|one|reason to doubt)\b/g,
  /\bnot a joke\b/g,
  /\b(?:do|does|did) not (?:know|understand|care)\b/g,
  /\bnot (?:ok|okay|well|good|fine|great|right|normal|myself|improving|getting better|going away|helping|working|stopping)\b/g,
  /\bnot feeling (?:well|good|great|right|ok|okay|myself)\b/g,
  /\b(?:did|does|is|was|will|would|has) not (?:help|work|stop|go away|go|shift|ease|ease off|settle|budge|let up|get better|improve|pass)\b/g,
  /\bno (?:better|relief|help|change|improvement)\b/g,
  /\bcannot (?:stop|tell|say|explain|describe|believe|remember)\b/g,
  /\bnobody\b/g,
];

/** Scope ends at these words: a negation before them does not reach the phrase after them. */
const SCOPE_TERMINATOR =
  /\b(?:and|but|so|because|then|while|plus|also|however|although|though|yet|whereas)\b/g;

/** After the phrase: it is over. */
const POST_NEGATION =
  /\b(?:(?:is|are|has|have|had|was|were|now|all|completely|finally) (?:now |all |completely )?(?:gone|passed|resolved|cleared(?: up)?|settled|over)|went away|gone away|has stopped|have stopped|stopped(?= *$| now| completely| on its own| by itself| after| since| an? )|resolved|not anymore|not any more|no longer|none since|not since|ruled out|was negative|came back negative|is fine now)\b/;
/** Not a resolution: "has not stopped", "never went away". */
const NOT_RESOLVED =
  /\b(?:not|never) (?:\w+ )?(?:gone|passed|resolved|cleared|settled|over|stopped|went away|gone away)\b/g;
/** A following clause that only reports that it is over ("... but not anymore"). */
const RESOLUTION_CLAUSE =
  /^(?:(?:it|that|this|they|those|the \w+|which) )?(?:(?:has|have|is|was|are|were) )?(?:not anymore|not any more|no longer|(?:all |now |completely )?(?:gone|passed|resolved|over|settled)|went away|stopped|cleared up|(?:fine|ok|okay|all good|gone) now|(?:fine|ok|okay) (?:this morning|today|all day|since)|none since|not since|nothing since|no more since)\b(?:(?: now| since| completely| \w+ ago)\b.*)?$/;

/** A following clause that says it eased ("... but it eased as soon as I stopped"), unless only partly. */
const EASED_CLAUSE =
  /^(?:(?:it|that|this|they|the \w+) )?(?:has |had |have |was |is )?(?:completely |fully |quickly |soon )?(?:eased(?: off)?|settled(?: down)?|calmed down|went away|went down|went after|went with|shifted|dislodged|came (?:up|out)|stopped|passed|resolved|cleared up|disappeared|wore off)\b/;
const PARTLY = /\b(?:a bit|a little|slightly|somewhat|partly|partially|still|mostly|kind of|sort of)\b/;
/** Checked and cleared by a clinician ("the ER said it was anxiety", "tests came back normal"). */
const CLEARED =
  /\b(?:all clear|given the all clear|(?:tests?|ecg|ekg|results?|scans?|bloods?|x-?rays?|everything) (?:were|was|came back|are|is) (?:all )?(?:normal|clear|fine|negative|ok|okay)|cleared (?:me|him|her|them)|said it (?:was|is) (?:just |only )?(?:anxiety|a panic attack|muscular|a (?:pulled|strained) muscle|nothing(?: serious)?|heartburn|indigestion|(?:acid )?reflux|costochondritis)|(?:gp|doctor|doc|dr|consultant|specialist|neurologist|cardiologist|ent|nurse) (?:says|said|thinks|thought|calls it|called it)(?: (?:it is|its|it was|that is|thats))? (?:just |only )?(?:globus|anxiety|a panic attack|panic attacks|muscular|reflux|costochondritis|vasovagal|benign)|(?:it is|its|it was) always (?:just |only )?(?:anxiety|my anxiety|panic|a panic attack|reflux|globus))\b/;

/** Historical markers (the user's own past). */
const HISTORICAL =
  /\b(?:used to|years ago|(?:a|one|two|three|four|five|six|several|many|a few|some|\d+) (?:years?|months?) ago|months ago|as a (?:child|kid|teen|teenager|baby|student)|when i was (?:younger|little|small|a (?:child|kid|teen|teenager|student)|in (?:high )?school|at (?:school|college|university|uni)|\d+)|in the past|history of|last year|a long time ago|long ago|back in (?:19|20)\d\d|in (?:19|20)\d\d|previously|in my (?:teens|twenties|thirties|childhood|youth)|in (?:high school|college))\b|\b(?:at (?:age )?(?:[4-9]|[1-9]\d)(?! (?:weeks?|wks?|days?|mins?|minutes?|hours?|hrs?|am|pm|degrees|percent|bpm|in the morning|at night|tonight))|when (?:i|we|he|she|they) (?:was|were) (?:\d+|little|young|younger|small|a (?:baby|child|kid|teen\w*|student)|pregnant|at (?:uni|school|college)|in (?:uni|school|college))|in (?:my|his|her|their|our) (?:(?:early|mid|late) )?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|\d0s)|in the (?:(?:19)?\d0s|sixties|seventies|eighties|nineties)|ages ago|a while ago|(?:a (?:few|couple of) |\d+ |some )?(?:years|months) back|(?<!pregnant )(?:with|after|during) (?:my|her|our) (?:first|second|third|last|eldest|oldest)(?: (?:baby|pregnancy|child|birth))?|before (?:we met|i was born|he was born|she was born)|in (?:uni|university|primary school|secondary school)|(?:survived|survivor|recovered from|fully recovered|finished (?:treatment|rehab|chemo\w*|the course))|last (?:month|summer|winter|spring|autumn|fall|christmas)|one (?:christmas|summer|winter|spring|autumn|easter|birthday|holiday|new year)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|once (?:in|at|when|as|before|years|back)|as a (?:newborn|baby|toddler|child|kid|teen\w*)|(?:past|previous|prior) (?:\w+ ){0,2}(?:attempts?|episodes?)|during the (?:worst )?(?:years|months|time)|before (?:my )?diagnosis)\b/;
/** "still", "again": a past phrase that is also current. Count anywhere in the sentence. */
const STRONG_CURRENT =
  /\b(?:still (?:have|having|get|getting|got|feel|feeling|hurts?|there|do|does|am|is|are)|came back|coming back|is back|are back|returned|these days|lately)\b/;
/** "again" and a bare "still" say it is current only in the phrase's own clause ("can I take the pill again?" does not). */
const CLAUSE_CURRENT = /\b(?:again|still)\b/;
/** "now", "today": count in the phrase's clause up to the phrase. */
const WEAK_CURRENT =
  /\b(?:now|right now|today|tonight|this (?:morning|afternoon|evening|week)|currently|at the moment|all day|just)\b/;

const OTHER_PERSON =
  /\b(?:(?:my|his|her|our|their) (?:late )?(?:mom|moms|mum|mums|mother|mothers|dad|dads|father|fathers|parents?|brother|sister|siblings?|son|daughter|grand(?:ma|pa|mother|father|parents?|dad|mum|mom)|granny|nan|uncle|aunt|auntie|cousin|husband|wife|partner|boyfriend|girlfriend|friend|friends|family|relatives?|neighbou?r|colleague|coworker|grandad|granddad)|family history)\b|\b(?:my|his|her|our|their|a|an) (?:\w+ )?(?:teacher|ex|exs|flatmate|roommate|housemate|mate|best mate|best friend|boss|student|patient|nephew|niece|stepdad|stepmum|stepmom|in-laws?|mother-in-law|father-in-law|gran|grandma|grandpa|nan|great aunt|great uncle|aunt|uncle|friend|colleague|classmate|client)\b|\b(?:someone i know|a friend|a colleague|an old friend|a guy|a girl|a woman|a man)\b/;
/**
 * Someone else's event counts as their past only with a marker of time gone by. A bare "my son had a
 * fit" in a health chat is most often today's news, so it is not excused (we lean towards escalating).
 */
const OTHER_PERSON_PAST =
  /\b(?:died|passed away|one (?:christmas|summer|winter|spring|autumn|easter|birthday|holiday|new year)|late (?:husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|grand\w+|nan|granny|friend|uncle|aunt)|when (?:my|his|her|our|their) \w+ (?:was|were) (?:a |an |little|small|young|\d+)|survived|was diagnosed|history|ago|last (?:year|month|week|summer|winter|spring|autumn|fall)|used to|once|years|in (?:19|20)\d\d|when (?:he|she|they) was|when (?:he|she|they) were|as a (?:child|kid|baby|newborn|teenager|teen)|back in|a while back|in the past|by suicide|before we met|at (?:age )?(?:[4-9]|[1-9]\d)(?! (?:weeks?|wks?|days?|mins?|minutes?|hours?|am|pm))|in (?:his|her|their|our) (?:teens|twenties|thirties|forties|fifties|sixties|\d0s)|in the (?:(?:19)?\d0s|sixties|seventies|eighties|nineties)|in (?:uni|university|school|college|primary school)|(?:with|after) (?:her|his|their) (?:first|second|third|eldest)|(?:is|are) (?:fine|okay|ok|well|doing well|doing great|back at work|a \w+) now|(?:is|are) now (?:a|an|fine|okay|ok|well|\d+)|now (?:\d+|a \w+)|recovered|(?:in|during|after) (?:the )?(?:war|pandemic)|while (?:he|she|they|we) (?:was|were)|before they found|stillbirth|miscarri\w*|lost (?:the|her|their) baby|after giving birth|for life|ages ago|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/;
const OTHER_PERSON_NOW =
  /\b(?:(?:a few |a couple of |an? |half an? |\d+ |ten |twenty |thirty |few )(?:minutes?|mins?|hours?|hrs?) ago|now|right now|today|tonight|this (?:morning|afternoon|evening)|currently|at the moment|all day|just|is having|are having)\b/;

/** Only for condition names ("heart attack", "stroke"): a question or a worry about it, not a report. */
const INFORMATIONAL_BEFORE =
  /\b(?:(?:signs?|symptoms?|warning signs|risks?|chances?|odds|causes?|types?) of|prevent\w*|avoid\w*|(?:lower|reduce|reducing|lowering|cut) (?:my |the |your )?risk|what (?:is|are|causes|does|happens)|how (?:common|likely|do you|does one)|(?:afraid|scared|worried|terrified|frightened) (?:of|about)|fear of|if i (?:ever )?(?:have|get|had)|in case of|learn(?:ing)? about|read(?:ing)? about|difference between|survivors?)\b/;
const INFORMATIONAL_AFTER =
  /^\s*(?:risk|risks|prevention|awareness|symptoms|signs|warning signs|survivors?|recovery|rehab\w*|vaccine|vaccination|jab|shot|charity|association|unit|ward|nurse|clinic|support group|cafe|club|foundation|research|walk|appeal|check|checkup|follow[- ]up)\b/;

const WINDOW_WORDS = 6;

function removePseudo(text: string): string {
  let t = text;
  for (const p of PSEUDO_NEGATIONS) t = t.replace(p, ' ');
  return t;
}

/** The words before the phrase that a negation could reach. */
function preScope(before: string): string {
  const stripped = removePseudo(before);
  let cut = 0;
  for (const m of stripped.matchAll(SCOPE_TERMINATOR)) cut = (m.index ?? 0) + m[0].length;
  const words = stripped.slice(cut).trim().split(/\s+/).filter(Boolean);
  return words.slice(-WINDOW_WORDS).join(' ');
}

/** The words after the phrase, up to the next "and/but...". */
function postScope(after: string): string {
  const m = after.match(/\b(?:and|but|however|although|though|yet|whereas|while)\b/);
  // "shaking all over", "a rash all over": a place, not "it is all over".
  return (m ? after.slice(0, m.index) : after).replace(NOT_RESOLVED, ' ').replace(/\ball over\b/g, ' ');
}

export type TMatchSite = { clauses: readonly TClause[]; index: number; start: number; end: number };

export function isPreNegated(clause: string, start: number, end: number): boolean {
  const scope = preScope(clause.slice(0, start));
  const neg = scope.match(NEGATION_TRIGGERS);
  if (!neg) return false;
  // "I have never had chest pain like this": an intensifier, not a negation.
  if (
    neg[0] === 'never' &&
    /\b(?:like (?:this|that)|this (?:bad|severe|strong|intense|much)|so bad)\b/.test(clause.slice(end))
  ) {
    return false;
  }
  return true;
}

/** A later clause saying it is back undoes a resolution ("it went away but now it is back"). */
const RECURRED = /\b(?:came back|come back|coming back|is back|are back|returned|again|worse|started up)\b/;

/** A clinician checked it and cleared it ("the ER said it was anxiety"), unless a later clause says "still". */
export function isCleared(site: TMatchSite): boolean {
  const clause = site.clauses[site.index]!;
  const later = site.clauses.slice(site.index + 1);
  return (
    CLEARED.test([clause.text.slice(site.end), ...later.map((c) => c.text)].join(' , ')) &&
    !later.some((c) => /\bstill\b/.test(c.text))
  );
}

export function isResolved(site: TMatchSite): boolean {
  const clause = site.clauses[site.index]!;
  const next = site.clauses[site.index + 1];
  const nextText = next?.text.replace(/^(?:and|but|so)\s+/, '') ?? '';
  const later = site.clauses.slice(site.index + 1);
  const resolved =
    POST_NEGATION.test(postScope(clause.text.slice(site.end))) ||
    (next !== undefined && RESOLUTION_CLAUSE.test(nextText)) ||
    (next !== undefined && EASED_CLAUSE.test(nextText) && !PARTLY.test(nextText)) ||
    (CLEARED.test([clause.text.slice(site.end), ...later.map((c) => c.text)].join(' , ')) &&
      !later.some((c) => /\bstill\b/.test(c.text)));
  return resolved && !later.some((c) => RECURRED.test(c.text));
}

function sentenceText(site: TMatchSite): string {
  const s = site.clauses[site.index]!.sentence;
  return site.clauses
    .filter((c) => c.sentence === s)
    .map((c) => c.text)
    .join(' , ');
}

/** A following clause that only dates what was said ('..., that was 2 years ago'). */
const DATED_AFTER =
  /^(?:that|this|it) (?:was|happened) .*\b(?:ago|(?:years|months|a while|way) back|in (?:19|20)\d\d)\b/;

export function isHistorical(site: TMatchSite, isName = false): boolean {
  const clause = site.clauses[site.index]!;
  const after = site.clauses[site.index + 1];
  if (after && after.sentence === clause.sentence && DATED_AFTER.test(after.text)) return true;
  const prev = site.clauses[site.index - 1];
  // A short leading time phrase ("years ago, I ...") belongs to the next clause.
  const lead =
    prev && prev.sentence === clause.sentence && prev.text.split(/\s+/).length <= 6 ? `${prev.text} ` : '';
  if (!HISTORICAL.test(lead + clause.text)) return false;
  if (STRONG_CURRENT.test(isName ? clause.text : sentenceText(site))) return false;
  // 'again' in a question about the future ('can I take the pill again?') is not a recurrence.
  if (
    CLAUSE_CURRENT.test(clause.text.replace(/\b(?:can|could|should|when|will|may|do) (?:i|we|you)\b.*$/, ''))
  )
    return false;
  return !WEAK_CURRENT.test((lead + clause.text.slice(0, site.end)).replace(/\bnot now\b/g, ' '));
}

/** A pet's illness is for a vet, not 911 or 988. */
const ANIMAL =
  /\b(?:my|our|the) (?:dog|dogs|cat|cats|puppy|kitten|pet|horse|rabbit|hamster|guinea pig|parrot)\b/;

/** An age given as it is today ('he is 12 now'): the 'now' dates the story, it is not today's news. */
const AGE_NOW =
  /\b(?:(?:he|she|they) (?:is|are)|hes|shes|theyre) (?:\d+|an? (?:\w+ )?(?:teen\w*|adult|toddler|grown \w+)) now\b/g;

export function isOtherPersonPast(site: TMatchSite): boolean {
  const text = site.clauses[site.index]!.text;
  if (ANIMAL.test(text.slice(0, site.start))) return true;
  const withoutAge = text.replace(AGE_NOW, ' ');
  if (
    OTHER_PERSON.test(text) &&
    (OTHER_PERSON_PAST.test(text) || withoutAge !== text) &&
    !OTHER_PERSON_NOW.test(withoutAge)
  )
    return true;
  // Told over two clauses of one sentence ('my neighbour's boy had an asthma attack last summer, they
  // said his lips went blue'), unless the phrase's own clause says now or again.
  const sentence = sentenceText(site);
  return (
    /\b(?:he|she|they|his|her|their|him|them)\b/.test(text) &&
    !/\b(?:i|me|my|we|our|us)\b/.test(text) &&
    OTHER_PERSON.test(sentence) &&
    OTHER_PERSON_PAST.test(sentence) &&
    !OTHER_PERSON_NOW.test(sentence) &&
    !STRONG_CURRENT.test(sentence) &&
    !CLAUSE_CURRENT.test(text)
  );
}

/** A general question about the condition ("does a stiff neck mean meningitis?"), not "could this be...". */
const GENERIC_QUESTION =
  /^(?:does|do|can|could|would|might|will|is|are) (?:a|an|having|getting)\b.*\b(?:mean|means|cause|be a sign of|lead to|indicate)\s*$/;

export function isInformational(site: TMatchSite): boolean {
  const text = site.clauses[site.index]!.text;
  const before = text.slice(0, site.start);
  if (site.clauses.some((c) => REASSURED.test(c.text))) return true;
  if (
    /\b(?:will|would|could|can|does|do|might) (?:\w+ ){0,3}(?:give|cause) (?:me|you|him|her|us|them) (?:a |an )?$/.test(
      before,
    )
  )
    return true;
  return (
    INFORMATIONAL_BEFORE.test(before) ||
    GENERIC_QUESTION.test(before) ||
    INFORMATIONAL_AFTER.test(text.slice(site.end))
  );
}

/**
 * Not a report of something happening (docs/assistant-safety.md#context): the words appear in a story,
 * a show or a song, in a question asking for information or training, in a figure of speech with an
 * object ('my wallet is having a seizure'), in a worry about the future, or in a recovery milestone.
 * These hold for every red flag, not only condition names, unless the clause also reports something
 * happening now ('watching a film and suddenly my chest is crushing').
 */
const STORY =
  /\b(?:(?:in|on|from|during|watching|watched|watch|reading|read|writing|wrote|write|about|re-?watching|finished|binged?) (?:the|a|an|this|that|my|our|his|her|their|some|one) (?:\w+ )?(?:film|movie|show|tv show|series|episode|book|novel|story|screenplay|script|scene|play|podcast|documentary|song|music video|video game|game|campaign|comic|soap|sitcom|finale|storyline|audiobook|ted talk|anime|manga|musical|season)s?\b(?! theat)|(?:character|protagonist|villain|narrator|heroine|lyrics?|song called|titled)\b|\b(?:grey'?s anatomy|d&d|dnd|true crime))/;
const LEARNING =
  /\b(?:how (?:do|can|would|should) (?:i|you|we|one) (?:apply|get|file|obtain) (?:a|an|for)|(?:suicide|self[- ]?harm) (?:risk|rates?|prevention|awareness|statistics|assessment)|assess\w* (?:suicide|self[- ]?harm|risk)|is it (?:\d+|911|999|000|112) for|for (?:a|my|our|the) (?:leaflet|class|talk|presentation|workshop|training|course|assembly|obituary)|warning signs?|(?:signs?|symptoms?) (?:of|in|that)|research (?:on|into|about)|statistics|(?:the )?rates? (?:of|in|among)|rates? higher|(?:hotline|helpline|crisis line|lifeline) (?:number|for)|number for|support groups?|first aid|(?:first aid|cpr|training|online|safeguarding|nursing|psychology|mental health) course|training|(?:best|right|good) way to (?:support|respond|help|talk|ask|explain)|how (?:do|can|should|would|could) (?:i|you|we|one|parents?|teachers?|someone|carers?) (?:ask|respond|react|explain|talk|tell|spot|recognise|recognize|know|support|prepare|check|help|cope)|what (?:should|do|would|can) (?:i|you|we) (?:say|do|ask) (?:if|when|to)|if (?:someone|somebody|a (?:student|child|kid|friend|patient|person|colleague|resident|baby|toddler))|just curious|asking for (?:a|my|our) (?:class|course|project|essay|assignment|school|exam|training)|is it (?:possible|normal|true|common|safe) (?:to|for|that)|can (?:you|someone|a person|people) (?:have|get|die|overdose)|(?:what|why|how) (?:is|are|does|do) (?:a |an |the )?[a-z]+ (?:mean|work|happen|dangerous|cause|treated|diagnosed)|what(?: is|s) (?:a |an |the )?(?:difference|best|number|rate|risk))\b/;
const FIGURE_OF_SPEECH =
  /\b(?:(?:nearly|almost) (?:fainted|passed out|died|collapsed|choked) (?:when (?:i|she|he|they) (?:saw|heard|read|found out|got|opened)|at the (?:bill|price|news)|laughing|of (?:shock|embarrassment|laughter))|(?:sounds?|sounded|snores?|snoring|snored) like (?:he|she|it|they|someone|somebody)(?: is| are| was)? (?:having|choking|dying|being strangled|on)\b|(?:sounds?|snores?|snoring) like (?:a|an) (?:lawnmower|chainsaw|train|tractor)|you would think|as if (?:he|she|i|it|they)|(?:practically|basically|virtually|half) (?:unconscious|dead|comatose|passed out)|heart attack (?:on a plate|food|in a (?:box|bun|burger))|half a heart attack|(?:cardiac arrest|heart attack|meltdown|panic) mode|(?:going to|gonna|will|would|could|might) have (?:a |an )?(?:heart attack|stroke|fit|seizure|coronary|kittens|cow) (?:when|if)|(?:nearly|almost|going to|gonna|will|would|could|might|is|are|keeps?) (?:\w+ )?(?:give|giving|gave) (?:me|him|her|us|you|them|my \w+|\w+) (?:a |an )?(?:heart attack|stroke|coronary|aneurysm|seizure|fit|sepsis|blood clot|hernia|breakdown)|(?<!(?:took|taken|take|taking|had|has|have) (?:an? )?)overdose of (?!(?:\w+ ){0,3}(?:pills?|tablets?|meds?|medicines?|medications?|drugs?|insulin|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|heroin|fentanyl|opioids?|painkillers?))|poisoned chalice|(?:dream\w*|dreamt|nightmare) (?:that |about |my |i |of )|(?:ask\w*|asked) (?:\w+ ){0,2}(?:if|whether)|how (?:do|can|would|should) (?:i|you|we) (?:check|tell|know) (?:if|whether)|(?:could|would|might|will|going to|gonna) (?:give|cause) (?:\w+ )?(?:a |an )?(?:anaphylaxis|heart attack|stroke|seizure|sepsis)|(?:question|questions|questionnaire|phq-?9?|form) (?:about|on|asking)|(?:nearly|almost) (?:had|have|having) (?:a |an )?(?:heart attack|stroke|seizure|fit|aneurysm|coronary|cardiac arrest)|(?:nearly|almost|about to|going to|gonna|will|would|could|might) (?:had|have|give|gave|giving) (?:me|him|her|us|you|them|my \w+) (?:a |an )?(?:heart attack|stroke|seizure|fit|aneurysm|coronary)|(?:gives?|giving|gave) me (?:a |an )?(?:heart attack|stroke|coronary|aneurysm)|overdosed on (?!(?:\w+ )?(?:pills?|tablets?|meds?|medicines?|medications?|drugs?|insulin|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|heroin|fentanyl|opioids?|oxy\w*|alcohol|vodka|xanax|benzos?|sleeping|antidepressants?|painkillers?|my \w+ pills?))|(?:wallet|bank account|bank balance|laptop|computer|phone|wi-?fi|car|printer|tv|internet|router|dishwasher|washing machine|fridge|bladder|budget|inbox|spreadsheet|fan) (?:is |was |just |has |had |keeps |keep )?(?:having|had|has|have) (?:a |an )?(?:seizure|fit|stroke|heart attack|meltdown|breakdown))/;
const WORRY =
  /\b(?:keep thinking|always think|worried|worry|worries|scared|afraid|terrified|paranoid|anxious|convinced|fear|wonder|wondering|what if) (?:that |if |whether |about )?(?:\w+ ){0,4}(?:going to|will|might|could|would|may|can) (?:be|have|get|give|turn into|mean|lead to|cause)\b|\bshould i (?:worry|be worried|be concerned|be scared) about\b|\b(?:is|are) (?:\w+ ){1,2}(?:contagious|hereditary|genetic|curable|treatable|preventable|infectious|inherited|catching)\b/;
/**
 * A question about something rather than a report: it starts like a question and names nobody who
 * could be having it ('what is the glass test for a meningitis rash', 'is a first seizure always an
 * emergency'). A generic 'you' is nobody; 'I', 'my', 'he', 'she', 'they' are somebody. A sentence
 * that starts 'do not', 'is not'… is a statement with its subject left out, not a question.
 */
const QUESTION_START =
  /^(?:so |and |but |ok |okay |hi |hey |quick question |question )?(?:what|whats|why|how|when|where|which|who|whose|is|are|can|could|does|do|did|should|would|will|has|have)\b(?! not\b)/;
const SOMEBODY =
  /\b(?:i|me|my|mine|myself|we|us|our|ours|he|him|his|himself|she|her|hers|herself|they|them|their|themselves)\b/;
const MILESTONE =
  /\b(?:clean (?:from \w+(?: \w+)? )?(?:for )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:days?|weeks?|months?|years?)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:days?|weeks?|months?|years?) clean|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:days?|weeks?|months?|years?) (?:free|clean|clear) (?:from|of)|(?:free|clean|clear) (?:from|of) (?:self[- ]?harm|sh|cutting|it) (?:for )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:days?|weeks?|months?|years?)|in recovery (?:from|for)|old (?:self[- ]?harm )?scars|(?:it has|its|it is) been (?:\d+|a|one|two|three|four|five|six|several|many) (?:months?|years?) since)\b/;
/** The person says the question is about themselves ("that's what i'm doing", "asking for myself"). */
const DISCLOSURE =
  /\b(?:(?:that's|that is|thats) (?:what|exactly what) i(?:'m| am)? (?:doing|thinking|feeling|planning)|(?:because|cause|cos|bc) (?:that's|that is|thats) (?:me|what i)|asking (?:for|about) myself|(?:i'm|i am) (?:doing|thinking|planning) (?:that|this|it) (?:right )?now|(?:like|same as) me right now)\b/;
/** A time that says it is happening now: a story or a lesson does not excuse the clause then. */
const NOW_TIME =
  /\b(?:right now|suddenly|all of a sudden|(?:a few |a couple of |\d+ |ten |twenty |thirty |half an? )(?:minutes?|mins?|hours?|hrs?) ago|just now|now (?:my|i|he|she|his|her|they|it)|(?:i|he|she|they|my \w+) (?:am|is|are) (?:having|bleeding|collapsing)|(?:i|he|she|they|my \w+|(?:someone|somebody|a \w+|an \w+) (?:in|at) the (?:audience|crowd|cinema|theatre|theater|stands|row)) (?:just|has just|have just) (?:had|collapsed|fainted|passed out|fell|went|stopped|started|took|swallowed|cut)|(?:is|are) still (?:fitting|seizing|shaking|jerking|bleeding|unconscious|not (?:breathing|responding|waking))|(?:is|are) not breathing)\b/;
/** Reports of something happening now, which keep a phrase affirmed whatever surrounds it. */
const HAPPENING_NOW =
  /\b(?:right now|now|today|tonight|this (?:morning|afternoon|evening)|currently|at the moment|(?:a few |a couple of |\d+ |ten |twenty |thirty |half an? )?(?:minutes?|mins?|hours?|hrs?) ago|suddenly|just (?:now|took|started|happened|collapsed)|(?:am|is|are) (?:having|getting|starting|bleeding|collapsing)|(?:i|he|she|they) (?:cannot|can not) (?:breathe|wake|stop)|will not stop|keeps? (?:happening|getting worse))\b/;

/**
 * The message says it is a joke ('lol', 'haha', a laughing emoji, 'just kidding', 'by which I mean'),
 * unless it also says it is not ('not joking', 'I am serious').
 */
const JOKE =
  /\b(?:lol|lool|lmao|lmfao|rofl|haha\w*|hehe\w*|jk|just kidding|kidding|joking|(?:only|just) joking|figuratively|by which i mean|drama queen|so dramatic|dramatic|exaggerating)\b/;
const NOT_JOKING =
  /\b(?:not (?:being |trying to be |tryna be )?(?:joking|kidding|exaggerating|dramatic)|not lol|no joke|i am serious|seriously|for real|i mean it|actually)\b/;
/** Means, a plan or a time: a crisis message with these is not taken as a joke, whatever the 'lol'. */
const SERIOUS =
  /\b(?:pills?|tablets?|meds|overdos\w*|rope|noose|gun|knife|blades?|razors?|bridge|tonight|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|plan|note|letter|goodbye|took|taken|swallowed|cut|cutting|burn\w*|relapsed)\b/;
/** Laughing until you cannot breathe, cry or stand is not an emergency. */
const LAUGHING =
  /\b(?:laugh(?!\w* (?:it|this|that) off)\w*|so funny|hilarious|cracking up|in stitches|giggl\w*)\b/;
/**
 * A film, a show, a book, a song or a game named in the sentence: the words belong to the story,
 * unless the sentence is about what happens to somebody while watching ('watching a film and
 * suddenly my chest...', caught by HAPPENING_NOW before this).
 */
const MEDIA =
  /\b(?:films?|movies?|(?:the|this|that|new|latest|final|season) episodes?|episodes? (?:of|where)|sitcom|tv series|the series|novels?|anime|manga|podcasts?|documentar\w*|netflix|youtube|tiktok|reruns?|fanfic|fan fiction|short story|thriller|storyline|(?:season )?finale|chorus|lyrics?|lyric|songs?|playlist|album|on repeat|video game|cartoons?|comics?|(?:medical|crime|hospital|tv) (?:drama|show|series)|tv shows?|the show|the play|musical|soap opera|the soap|shakespeare|acting (?:class|classes|school|exercise)|(?:learning|rehears\w*|practi[sc]\w*) my lines|(?:playing|play|cast as) (?:a|the) (?:nurse|doctor|paramedic|patient|victim|role|part)|macbeth|romeo and juliet|hamlet|characters?|the hero|the villain|the protagonist|d ?& ?d|dnd|campaign|agatha christie|grey'?s|house md|24 hours in a ?&? ?e|9-1-1|er reruns|a scene|the scene|power ?up|sims?|for my (?:\w+ )?(?:essay|homework|story|book|novel|script|class|assignment)|playing in the car|on the radio|on tv|tv doctor|the tv|grey ?s? anatomy|greys|news (?:story|article|report)|on the news|in the news|watching (?:it|this|that|the (?:match|game|penalt\w*|final|football|news|fireworks))|for (?:a|my) (?:short story|story|novel|book|screenplay|script))\b/;
/**
 * Health anxiety and worry in the phrase's own clause: 'I keep thinking every headache is a stroke',
 * 'I'm scared I'll have a heart attack someday', 'every time my calf aches I convince myself'.
 */
const ANXIETY =
  /\b(?:(?:every time|everytime|whenever|each time)\b.{0,50}\b(?:i|she|he|they) (?:think|worry|panic|convince|assume|get scared|google)|keep (?:thinking|worrying|checking|googling|convincing)|convinc\w*|health anxiety|hypochondri\w*|irrational|spiral\w*|obsess\w*|googl\w*|dr google|paranoid|(?:scared|afraid|terrified|worried|frightened|panick\w*|anxious|fear(?:s|ful)?|nervous|worry|worrying|panic) (?:of|about|that|in case|i will|i might|i would|i could|it is|it was|it will|it might|to|when|if|he will|she will|they will|he might|she might|my \w+ (?:will|might|could|is going to))|what if|someday|some day|one day|in the future|in later life|later in life|when i am older|as i get older|every (?:pain|ache|twinge|headache|cough|mark|rash|bump|symptom|little)|makes? (?:me|her|him) think|i (?:always )?think every|(?:read|reading) about|(?:i|we) (?:keep )?check\w* (?:my|his|her|their|the))\b/;
/**
 * Preparing for what might happen or asking how something is done: 'should I keep aspirin in case my
 * dad has a heart attack', 'how do I time a seizure', 'best apps for tracking seizures', 'what should I
 * watch for'.
 */
const PREPARING =
  /\b(?:in case|just in case|(?:seizure|care|action|emergency|birth|safety|school) plan|leaflet|checklist|(?:best|good|any|which|what) apps?|tracking|what (?:should|do|would|can) (?:i|we|you) (?:watch|look) (?:for|out for)|how (?:do|does|can|should|would|could|to) (?:i|we|you|they|one|doctors|paramedics|nurses)? ?(?:assess|test|check|apply|get|make|time|track|treat|diagnose|prevent|stop|cope|deal|reduce|cut|prepare|support|tell|spot|use|know|recogni[sz]e|burn-?proof|childproof|baby ?proof)|at what (?:age|temperature|point|level|number)|what tests|should i (?:get|keep|buy|tell|have|carry|bring|take|pack)\b|how (?:common|often|long|likely|quickly|soon)|is it (?:normal|common|true|possible|safe|weird|bad) (?:to|for|that)|safer|proof(?:ing)?|prevent\w*|reduce (?:the )?risk|risk of|how can we)\b/;

/**
 * `crisis`: the phrase is a crisis sign (suicidal thoughts, self-harm, harm to others, abuse, intrusive
 * thoughts). Worry, fear and 'I keep thinking' are part of those, so they never excuse them; a joke
 * excuses them only without means, a plan or a time.
 */
/** A later clause says the episode ended well ('she's 10 now and fine', 'fully recovered', 'never again since'). */
const RECOVERED_LATER =
  /\b(?:(?:is|are|am) (?:\d+ )?now (?:and )?(?:fine|okay|ok|well|healthy|a \w+|an \w+|\d+|in)|(?:is|are|am) \d+ now|(?:is|are|am) \d+ (?:months?|years?|weeks?)(?: old)? now|now \d+ (?:years|and)|(?:fine|ok|okay|well) ever since|all (?:fine|good|clear) since|never (?:again|had another|had one since)|(?:fully )?recovered|finished (?:rehab|treatment|chemo\w*)|back at work|back to (?:normal|himself|herself|themselves|myself)|doing (?:really )?(?:well|great) now|went (?:really )?well|sorted it|(?:she|he|they) (?:is|are) here|both doing well|a cheeky toddler|in (?:secondary|primary|high) school)\b/;
/** The phrase is told in the past tense. */
const PAST_TELLING =
  /\b(?:had|was|were|got|went|did|used|survived|found|took|suffered|ended up|needed|broke)\b/;
/** Reassurance that goes with a condition's name ('is it heat stroke? no other symptoms'). */
const REASSURED =
  /\b(?:no other symptoms|otherwise (?:fine|ok|okay|well)|fine otherwise|(?:i|he|she|they) (?:feel|feels) (?:totally |completely |perfectly )?(?:fine|ok|okay|well) otherwise|(?:thinking|drinking|eating|breathing) (?:clearly|fine|normally)|(?:they |it )?(?:all |always )?fade|it always (?:goes|passes)|always goes|(?:legs|skin|they) (?:look|looks) (?:normal|the same|fine))\b/;

/** Told in the past with a good ending in a later clause of the message. */
export function isRecoveredLater(site: TMatchSite): boolean {
  const clause = site.clauses[site.index]!.text;
  if (!PAST_TELLING.test(clause)) return false;
  if (RECOVERED_LATER.test(clause.slice(site.end))) return true;
  return site.clauses.slice(site.index + 1).some((c) => RECOVERED_LATER.test(c.text));
}

export function isNotAReport(site: TMatchSite, crisis = false): boolean {
  const clause = site.clauses[site.index]!.text;
  const sentence = sentenceText(site);
  const message = site.clauses.map((c) => c.text).join(' , ');
  if (FIGURE_OF_SPEECH.test(clause)) return true;
  if (MILESTONE.test(sentence)) return true;
  if (LAUGHING.test(sentence)) return true;
  const joking = crisis
    ? JOKE.test(message) && !NOT_JOKING.test(message) && !SERIOUS.test(message)
    : JOKE.test(clause) &&
      !NOT_JOKING.test(message) &&
      !/\b(?:pills?|tablets?|meds|overdos\w*|took|taken|swallowed)\b/.test(clause);
  if (joking) return true;
  const now = NOW_TIME.test(clause);
  // "is it normal to plan your own death? that's what i'm doing": a question that discloses.
  const disclosed = crisis && DISCLOSURE.test(message);
  if (!now && (STORY.test(sentence) || MEDIA.test(sentence) || (LEARNING.test(sentence) && !disclosed)))
    return true;
  if (!crisis && ANXIETY.test(clause.slice(0, site.start))) return true;
  if (!now && !disclosed && QUESTION_START.test(sentence) && !SOMEBODY.test(sentence)) return true;
  if (HAPPENING_NOW.test(clause)) return false;
  if (crisis) return false;
  if (PREPARING.test(sentence)) return true;
  return WORRY.test(clause) || ANXIETY.test(clause);
}

/**
 * The assertion status of a phrase found at [start, end) of clause `index`.
 * `isName` turns on the informational check (for condition names only).
 */
export function assess(site: TMatchSite, isName = false, crisis = false): TAssertion {
  const clause = site.clauses[site.index]!.text;
  if (isPreNegated(clause, site.start, site.end)) return 'negated';
  if (isResolved(site)) return 'resolved';
  if (isOtherPersonPast(site)) return 'other_person_past';
  if (isHistorical(site, isName)) return 'historical';
  if (isRecoveredLater(site)) return 'resolved';
  if (isName && isInformational(site)) return 'informational';
  if (isNotAReport(site, crisis)) return 'not_a_report';
  return 'affirmed';
}
