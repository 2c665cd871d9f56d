/**
 * What a message asks (docs/assistant-knowledge.md#7-the-dialogue): one of the question kinds the
 * assistant answers, the wellness topic it is about, or nothing (a report or an answer). Pure and
 * cheap: a handful of regular expressions over the lower-cased message.
 */

export const INTENTS = [
  'what_to_do',
  'is_serious',
  'what_could_it_be',
  'see_doctor',
  'when_to_worry',
  'what_helps',
  'what_causes',
  'what_tests',
  'wellness_fact',
  'trend',
  'unknown',
] as const;
export type TIntent = (typeof INTENTS)[number];

export const WELLNESS_TOPICS = [
  'water',
  'sleep',
  'caffeine',
  'exercise',
  'fibre',
  'protein',
  'stress',
  'alcohol',
  'sun',
  'heart_rate',
  'laughter',
  'nutrition',
] as const;
export type TWellnessTopic = (typeof WELLNESS_TOPICS)[number];

/** Phone spellings read as words ("wat shud i do" → "what should i do"). */
const TYPOS: Readonly<Record<string, string>> = {
  wat: 'what',
  wut: 'what',
  wats: "what's",
  whats: "what's",
  shud: 'should',
  shld: 'should',
  shoud: 'should',
  u: 'you',
  ur: 'your',
  y: 'why',
  r: 'are',
  rly: 'really',
  realy: 'really',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  bc: 'because',
  cuz: 'because',
  tmrw: 'tomorrow',
  yday: 'yesterday',
  yest: 'yesterday',
  idk: "i don't know",
  dunno: "don't know",
  im: "i'm",
  ive: "i've",
  dont: "don't",
  doesnt: "doesn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  havent: "haven't",
  hasnt: "hasn't",
  didnt: "didn't",
  wasnt: "wasn't",
  arent: "aren't",
  its: "it's",
  whos: "who's",
  theyre: "they're",
  n: 'and',
  appt: 'appointment',
  thx: 'thanks',
  ty: 'thanks',
  doc: 'doctor',
  dr: 'doctor',
  hw: 'how',
  nite: 'night',
  tho: 'though',
  esp: 'especially',
  prob: 'probably',
  headahce: 'headache',
  hedache: 'headache',
  stomache: 'stomach',
  stomac: 'stomach',
  fevr: 'fever',
  feaver: 'fever',
  dyas: 'days',
  dys: 'days',
  wks: 'weeks',
  wk: 'week',
  hrs: 'hours',
  mins: 'minutes',
  nauseous: 'nauseous',
  fibre: 'fiber',
};

/** Misspelt words put right, the rest of the message left as written (casing kept for places). */
export function fixSpelling(message: string): string {
  return message.replace(/[A-Za-z']+/g, (w) => {
    const fixed = SPELLING.has(w.toLowerCase()) ? TYPOS[w.toLowerCase()] : undefined;
    return fixed ?? w;
  });
}

/** Lower case, curly quotes straightened, phone spellings expanded. */
export function readable(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[a-z']+/g, (w) => TYPOS[w] ?? w)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The typos that are misspelt words (not short forms that could be words of their own). */
const SPELLING: ReadonlySet<string> = new Set([
  'headahce',
  'hedache',
  'stomache',
  'stomac',
  'fevr',
  'feaver',
  'dyas',
  'dys',
  'wks',
  'wk',
  'hrs',
  'yday',
  'yest',
  'rly',
  'realy',
  'nite',
  'esp',
  'wat',
  'shud',
  'shld',
  'shoud',
]);

const TOPIC_WORDS: ReadonlyArray<readonly [TWellnessTopic, RegExp]> = [
  ['caffeine', /\b(?:caffeine|coffees?|espressos?|energy drinks?|colas?|sodas?)\b/],
  ['water', /\b(?:water|hydrat\w*|dehydrat\w*|fluids?|drink enough)\b/],
  ['alcohol', /\b(?:alcohol|drinks?|drinking|beer|wine|booze|liquor|hangover)\b/],
  ['sleep', /\b(?:sleep\w*|nap\w*|bedtime|insomnia|melatonin|before bed|in bed)\b/],
  [
    'exercise',
    /\b(?:exercis\w*|cardio|workouts?|work(?:ing)? out|walking|running|steps|gym|strength training|stretch(?:es|ing)?|warm(?:ing)?[- ]?ups?|cool(?:ing)?[- ]?downs?|doms|leg day)\b/,
  ],
  ['fibre', /\b(?:fiber|fibre|whole ?grains?)\b/],
  ['protein', /\bprotein\b/],
  ['stress', /\b(?:stress\w*|relax\w*|deep breath\w*|breathing exercises?|meditat\w*|mindful\w*)\b/],
  ['sun', /\b(?:sun\w*|spf|uv|tan|tanning|vitamin d)\b/],
  ['heart_rate', /\b(?:heart rate|pulse|bpm)\b/],
  ['laughter', /\blaugh\w*\b/],
  [
    'nutrition',
    /\b(?:salt|salty|sodium|breakfast|oats|oatmeal|porridge|cereal|supplements?|multivitamins?|(?<!blood )sugar|sugary|diet|healthy eating|fruit and veg\w*|vegetables)\b/,
  ],
];

/** The wellness topic a message names, if any (the first listed wins). */
export function wellnessTopicOf(text: string): TWellnessTopic | null {
  for (const [topic, re] of TOPIC_WORDS) if (re.test(text)) return topic;
  return null;
}

/** Words that make a message about health at all (else a question is off-topic). */
const HEALTH_WORDS =
  /\b(?:pain|hurts?|ache|aches|aching|sore|sick|ill|symptoms?|doctor|nurse|health\w*|medic\w*|meds|pills?|tablets?|dose|supplements?|vitamins?|magnesium|fish oil|omega|iron|zinc|diet|food|foods|eat|eating|meal|weight|blood|pressure|sugar|tests?|scan|thyroid|tsh|crp|flare|flares|cramps?|cough|fever|cold|flu|rash|itch\w*|allerg\w*|anxi\w*|depress\w*|mood|tired|fatigue|energy|dizzy|nause\w*|bloat\w*|reflux|ibs|migraines?|headaches?|joints?|back|stomach|gut|period|pregnan\w*|baby|kids?|son|daughter|body|heart|lungs?|breath\w*|skin|prevent|treat\w*|cure|remed\w*|slump|wait|lie down|rest|ambulance|hospital|er|911|arthritis|diabetes|asthma|cholesterol)\b/;

/** A question the assistant can answer without a symptom-specific slot: its kind. */
const RULES: ReadonlyArray<readonly [TIntent, RegExp]> = [
  [
    'see_doctor',
    /\b(?:should (?:i|we|he|she) (?:go (?:back )?to|see|talk to|call|visit|get (?:it |this |my [a-z]+ |[a-z]+ )?(?:checked|looked at|seen|screened|tested))|(?:which|what kind of|what type of) (?:doctor|specialist)|which (?:doctor|specialist)|who (?:should i see|treats)|(?:doctor|specialist) (?:treats|for)|do i need (?:a|to see a?) ?(?:doctor|specialist)|need to see (?:a|the) (?:doctor|specialist)|see (?:a |the )?(?:doctor|specialist|neurologist|rheumatologist|someone) about|(?:do|would|will) (?:i|we|he|she) (?:need|have) to (?:get|have) (?:it|this|that|them|my [a-z]+) (?:checked|looked at|seen|seen to|examined)|(?:worth|need) (?:getting|having) (?:it |this |that |them )?(?:checked|looked at|seen)|should (?:i|we) (?:tell|ask|mention (?:it|this) to|let) (?:my|the|our) (?:doctor|gp|nurse|specialist|consultant|neuro|rheumy|rheum|endo|derm|cardio|physio|midwife|[a-z]+ologist))\b/,
  ],
  [
    'when_to_worry',
    /\b(?:when (?:should|do|would|will) (?:i|we) (?:need to |have to |start (?:to )?)?(?:worry|worrying|be worried|be concerned|go to (?:the )?(?:er|hospital))|(?:signs|symptoms|warning signs) of (?:a |an )?|should i worry|red flags?|when is it an emergency|when to worry)\b/,
  ],
  [
    'what_tests',
    /\b(?:tests?|testing|blood ?work|labs?|scan|mri|x-?ray|ultrasound|screening|screened|normal (?:tsh|range|level|value|result)s?|(?:tsh|crp|a1c|ferritin|b12|vitamin d) (?:level|result|test)s?|what age do (?:they|you|i) start)\b/,
  ],
  [
    'what_causes',
    /\b(?:caus(?:e|es|ed|ing)|triggers?|triggered|triggering|is (?:it|this) (?:from|because|due to)|because of my|from my|is it the|is that a thing|why do (?:i|people) get)\b/,
  ],
  [
    'what_could_it_be',
    /\b(?:what (?:could|might|can|would) (?:it|this|that) be|what(?:'s| is) wrong|could (?:it|this|that) be|might (?:it|this|that) be|is (?:it|this|that) (?:an? (?!lot\b|bit\b|problem\b|good\b|normal\b|healthy\b)|my )|be related|related to|why (?:do|am|is|does|won't|isn't|can't|would|have)|what does (?:it|this|that) mean|do i have|is (?:it|this|that) (?:just )?(?:\w+itis|\w+osis|migraines?|ibs|thyroid|depression|anxiety|covid|long covid|flu|the flu|a cold|diabetes|asthma|allergies|hormonal|stress|burnout))\b/,
  ],
  [
    'is_serious',
    /\b(?:is (?:it|this|that|my [a-z ]{1,20}?) (?:serious|bad|dangerous|normal|concerning|worrying|worrisome|ok|okay|a big deal|something to worry about)|is that bad|should i be (?:concerned|worried)|how serious|how bad is)\b/,
  ],
  [
    'what_to_do',
    /\b(?:what (?:should|can|do|shall|could) (?:i|we) (?:do|take|try|keep)|what to do|what(?:'s| is) the best thing to do|how (?:do|can|should) i (?:treat|handle|manage|get rid of|stop|settle|ease|calm)|what do i take)\b/,
  ],
  [
    'what_helps',
    /\b(?:what (?:helps|works|can help|would help|else helps|other \w+ helps)|helps? (?:with|for|prevent)|(?:is|are) [a-z ]{1,30}? (?:good|helpful|useful|worth it) for|good for|what(?:'s| is) good|remed(?:y|ies)|something (?:to|for|that) (?:help|ease)|stuff for|does (?:it|[a-z ]{1,30}?) help|can [a-z ]{1,20}? help|how (?:do|can) i (?:deal with|lower|reduce|cope with|prevent|improve|boost|get more)|tips for|ways to|helps|what (?:[a-z]+ ){1,2}(?:help|helps|work|works|would help|can help)|(?:does|would|will|could) (?:that|it|this) change (?:anything|things|the advice|what i should do)|should i (?:keep|carry on|continue|stop|keep on) (?:doing |with )?(?:the|my|these|those|them|it|this|that)? ?(?:exercises|stretches|physio|pt|rehab|routine|workouts?)|any (?:tips|advice|ideas)|tips\??$|heat or ice|ice or heat|hot or cold (?:pack|compress)\w*)\b/,
  ],
];

/** "how much…", "is too much…", "how late…": questions about an amount, a limit or a time. */
const AMOUNT_RE =
  /\b(?:how (?:much|many|late|often|long|early)|too much|is it (?:ok|okay|safe|bad|good)|is [a-z ]{1,25}? (?:bad|good|ok|okay|safe|healthy|unhealthy) (?:for|to|if)?|does [a-z ]{1,25}? (?:make|mess|affect|count|hurt)|what(?:'s| is) (?:a )?(?:normal|healthy|good)|enough|a good [a-z]+ routine|what about if|counts? (?:toward|towards|as))\b/;

/** Trend questions about the person's own records ("getting worse", "am i sleeping better"). */
const TREND_RE =
  /\b(?:getting (?:worse|better)|am i (?:\w+ing )?(?:better|worse|more|less)|have (?:my|i) (?:\w+ )?(?:been )?(?:better|worse|improv\w*)|improving|worsening|(?:more|less) (?:often|frequent)|how (?:have|has) my|my (?:trend|pattern|logs?|check-?ins)|(?:over|in) the (?:last|past) (?:two|2) weeks|(?:are|is) my (?:\w+ ){1,2}(?:any )?(?:better|worse|improv\w*)|(?:better|worse) than (?:last|the other) week)\b/;

/** Follow-ups that lean on the previous question ("what about…", "and a heart attack", "which foods"). */
const ELLIPTIC_RE =
  /^(?:(?:and|also|what about|how about|ok what about|so|which|what kind|what type|how (?:much|many|often|late|long)|like how|what dose|does (?:it|that|coffee|tea)|is (?:it|that) (?:ok|safe)|is too much|too much)\b|[a-z -]{2,25}\?$)/;

/** Question kinds about the person's state, not about amounts: an amount asked after one is a fact question. */
const ABOUT_STATE: ReadonlySet<TIntent> = new Set([
  'is_serious',
  'what_could_it_be',
  'when_to_worry',
  'see_doctor',
]);

/** Chat openers before the question itself ("lol ok and is oatmeal good"). */
const OPENERS = /^(?:(?:lol|ok|okay|k|and|so|also|hmm+|haha|oh|well|um+|right|cool|thanks)\b[ ,.!]*)+/;

const isQuestion = (text: string) =>
  /\?\s*$/.test(text) ||
  /^(?:what|which|how|why|when|where|who|who's|is|are|can|could|should|would|will|does|do|did|any|recommend)\b/.test(
    text.replace(OPENERS, ''),
  ) ||
  /\b(?:should i|is it (?:ok|okay|bad|safe))\b/.test(text);

/** Words of a symptom or a complaint: a question holding one is about the person's state, not a fact. */
const SYMPTOMISH =
  /\b(?:pain|hurts?|ache\w*|aching|sore|headaches?|migraines?|nause\w*|dizz\w*|rash|cramp\w*|fever|cough\w*|bleed\w*|vomit\w*|palpitations|racing|flare\w*|symptoms?)\b/;

/** Requests the assistant cannot carry out (booking, calling): an honest "I can't", with a pointer. */
const REQUEST_RE =
  /\b(?:can|could|would|will) you (?:please )?(?:book|schedule|make|cancel|reschedule|set up|call|ring|phone|email|text|message|order|refill)\b|^(?:please )?(?:book|schedule|reschedule|cancel) (?:me|my|an?)\b/;

export type TIntentReading = {
  intent: TIntent | null;
  topic: TWellnessTopic | null;
  /** True when the intent was carried over from the previous question. */
  followUp: boolean;
};

/**
 * Reads what `message` asks. `previous`: the reading of the person's previous turn, so an elliptic
 * follow-up ("how much should i take", "which foods") keeps its question kind and topic.
 * `hasSymptom`: the conversation holds a symptom (a trend question then reads the records).
 */
export function readIntent(message: string, previous: TIntentReading | null = null): TIntentReading {
  const text = readable(message);
  const topic = wellnessTopicOf(text);
  const asks = (intent: TIntent | null, followUp = false): TIntentReading => ({
    intent,
    topic: topic ?? (followUp ? (previous?.topic ?? null) : null),
    followUp,
  });
  if (TREND_RE.test(text) && !/\bwhat (?:helps|causes)\b/.test(text)) return asks('trend');
  // "is that a lot?", "is 8 enough" after a question about a habit: the same topic, an amount.
  if (
    previous?.topic &&
    !SYMPTOMISH.test(text) &&
    /^(?:and |so |but |ok |okay )?(?:is (?:it|that|this|\d+(?: [a-z]+)?) (?:a lot|too much|too many|too little|too few|enough|too late|too early)|(?:is|are) (?:that|those|these) (?:too many|enough))\b/.test(
      text,
    )
  )
    return asks('wellness_fact', true);
  if (REQUEST_RE.test(text) && !SYMPTOMISH.test(text)) return asks('unknown');
  if (/^(?:could|might|can|would) (?:it|this|that|they) be\b/.test(text.replace(OPENERS, '')))
    return asks('what_could_it_be');
  for (const [intent, re] of RULES) {
    if (!re.test(text)) continue;
    // "is it bad to drink coffee after 3pm", "does wine help you sleep": a question about a habit,
    // with no symptom in it, is answered with the public guidance on that habit.
    if (
      topic &&
      (intent === 'is_serious' || intent === 'what_helps') &&
      !SYMPTOMISH.test(text) &&
      !/\bi (?:took|have taken|i've taken|had|ate|drank|swallowed)\b/.test(text) &&
      (AMOUNT_RE.test(text) ||
        (/\b(?:tips|advice|ideas)\b/.test(text) && !/\b(?:my|the) [a-z]+ (?:pain|flare)\b/.test(text)) ||
        /\bgood for (?:you|your|me|my|the) ?(?:heart|health|body|brain|gut|skin|sleep)?\b|^(?:the )?(?:best )?ways to\b|\bdoes [a-z ]{1,30}? help (?:you|me|people)? ?(?:sleep|relax|focus)\b/.test(
          text,
        ))
    )
      return asks('wellness_fact');
    // "is laughing good for you": a wellness topic's general effect on health is a fact, not a remedy.
    if (
      intent === 'what_helps' &&
      topic &&
      /\bgood for (?:you|me|us|your health|health)\b|\b(?:routine|habits|hygiene)\b/.test(text)
    )
      return asks('wellness_fact');
    return asks(intent);
  }
  if (previous?.intent && previous.intent !== 'unknown' && ELLIPTIC_RE.test(text) && text.length < 60) {
    // "also does caffeine make it worse" after stress, "how much should i take" after "is that bad":
    // an amount or an effect of a newly named topic, or an amount after a question about one's state.
    const newTopic = topic !== null && topic !== previous.topic;
    if (AMOUNT_RE.test(text) && (newTopic || (ABOUT_STATE.has(previous.intent) && (topic ?? previous.topic))))
      return asks('wellness_fact', true);
    return asks(previous.intent, true);
  }
  if (topic && (isQuestion(text) || AMOUNT_RE.test(text))) return asks('wellness_fact');
  if (/\bmakes? (?:it|them|things) worse\b/.test(text) && isQuestion(text)) return asks('what_causes');
  if (isQuestion(text) && /\?\s*$/.test(text) && text.split(' ').length <= 2 && HEALTH_WORDS.test(text))
    return asks('what_helps');
  if (isQuestion(text) && !HEALTH_WORDS.test(text) && !topic && text.split(' ').length >= 3)
    return asks('unknown');
  return asks(null);
}
