import type { TRedFlagCategory, TTriageLevel } from '../../../../contract/assistant';

/**
 * The red-flag catalogue of the safety layer. Patterns run over *normalised* text (normalise.ts:
 * lower case, contractions expanded — "can't" is "cannot", "don't" is "do not"), one clause at a
 * time; negation and context are handled in negation.ts.
 *
 * Every entry names the public guidance it comes from. The pages could not be fetched where this
 * was written: the wording below is what that guidance says as we know it, and the URLs should be
 * checked before each release (docs/assistant-safety.md).
 */

export type TSource = { title: string; url: string };

export const SOURCES = {
  nhs999: {
    title: 'NHS — When to call 999',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  nhs111: {
    title: 'NHS — When to use 111',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/',
  },
  nhsHeartAttack: {
    title: 'NHS — Heart attack: symptoms',
    url: 'https://www.nhs.uk/conditions/heart-attack/symptoms/',
  },
  nhsChestPain: { title: 'NHS — Chest pain', url: 'https://www.nhs.uk/conditions/chest-pain/' },
  nhsStroke: {
    title: 'NHS — Stroke: symptoms (FAST)',
    url: 'https://www.nhs.uk/conditions/stroke/symptoms/',
  },
  nhsBreath: {
    title: 'NHS — Shortness of breath',
    url: 'https://www.nhs.uk/conditions/shortness-of-breath/',
  },
  nhsAsthmaAttack: {
    title: 'NHS — Asthma attack',
    url: 'https://www.nhs.uk/conditions/asthma/asthma-attack/',
  },
  nhsHeadInjury: {
    title: 'NHS — Head injury and concussion',
    url: 'https://www.nhs.uk/conditions/head-injury-and-concussion/',
  },
  nhsBloodInPoo: { title: 'NHS — Blood in poo', url: 'https://www.nhs.uk/conditions/blood-in-poo/' },
  nhsAnaphylaxis: { title: 'NHS — Anaphylaxis', url: 'https://www.nhs.uk/conditions/anaphylaxis/' },
  nhsHeadaches: { title: 'NHS — Headaches', url: 'https://www.nhs.uk/conditions/headaches/' },
  nhsVomitingBlood: { title: 'NHS — Vomiting blood', url: 'https://www.nhs.uk/conditions/vomiting-blood/' },
  nhsCoughingBlood: {
    title: 'NHS — Coughing up blood',
    url: 'https://www.nhs.uk/conditions/coughing-up-blood/',
  },
  nhsFainting: { title: 'NHS — Fainting', url: 'https://www.nhs.uk/conditions/fainting/' },
  nhsSeizure: {
    title: 'NHS — Epilepsy: what to do if someone has a seizure (fit)',
    url: 'https://www.nhs.uk/conditions/epilepsy/what-to-do-if-someone-has-a-seizure-fit/',
  },
  nhsMeningitis: { title: 'NHS — Meningitis', url: 'https://www.nhs.uk/conditions/meningitis/' },
  nhsSepsis: { title: 'NHS — Sepsis', url: 'https://www.nhs.uk/conditions/sepsis/' },
  nhsEctopic: { title: 'NHS — Ectopic pregnancy', url: 'https://www.nhs.uk/conditions/ectopic-pregnancy/' },
  nhsPregnancyBleeding: {
    title: 'NHS — Vaginal bleeding in pregnancy',
    url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vaginal-bleeding/',
  },
  nhsPoisoning: { title: 'NHS — Poisoning', url: 'https://www.nhs.uk/conditions/poisoning/' },
  nhsSelfHarm: { title: 'NHS — Self-harm', url: 'https://www.nhs.uk/mental-health/conditions/self-harm/' },
  nhsSuicidal: {
    title: 'NHS — Help for suicidal thoughts',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/help-for-suicidal-thoughts/',
  },
  mlEmergencies: {
    title: 'MedlinePlus — Recognizing medical emergencies',
    url: 'https://medlineplus.gov/ency/article/001927.htm',
  },
  mlChestPain: { title: 'MedlinePlus — Chest pain', url: 'https://medlineplus.gov/ency/article/003079.htm' },
  mlStroke: { title: 'MedlinePlus — Stroke', url: 'https://medlineplus.gov/stroke.html' },
  mlBreathing: {
    title: 'MedlinePlus — Breathing difficulty',
    url: 'https://medlineplus.gov/ency/article/003075.htm',
  },
  mlAnaphylaxis: {
    title: 'MedlinePlus — Anaphylaxis',
    url: 'https://medlineplus.gov/ency/article/000844.htm',
  },
  mlCoughingBlood: {
    title: 'MedlinePlus — Coughing up blood',
    url: 'https://medlineplus.gov/ency/article/003073.htm',
  },
  mlVomitingBlood: {
    title: 'MedlinePlus — Vomiting blood',
    url: 'https://medlineplus.gov/ency/article/003118.htm',
  },
  mlSuicide: {
    title: 'MedlinePlus — Suicide and suicidal behavior',
    url: 'https://medlineplus.gov/ency/article/001554.htm',
  },
  lifeline988: { title: '988 Suicide & Crisis Lifeline', url: 'https://988lifeline.org/' },
} as const satisfies Record<string, TSource>;

export type TRedFlagRule = {
  id: string;
  category: TRedFlagCategory;
  triage: TTriageLevel;
  /** Over one normalised clause. */
  patterns: readonly RegExp[];
  /** 'name': a condition's name ("heart attack"); questions about it ("signs of a stroke") do not count. */
  kind?: 'name' | 'sign';
  /** Each must also be affirmed in the message or the last few user messages. */
  requires?: readonly RegExp[];
  /** The clause is clearly something else (accident, exercise, figure of speech). */
  unless?: readonly RegExp[];
  /** Like `unless`, also read in the next clause of the same sentence ("… because I slept on it"). */
  unlessNext?: readonly RegExp[];
  sources: readonly TSource[];
};

const CHEST =
  /\bchest (?:pain|ache|aches|hurts|hurt|hurting|is hurting|was hurting|started hurting|pressure|tightness|discomfort)\b|\bpain in (?:my |the |his |her )?chest\b|\b(?:chest|heart) (?:feels |felt |is |was |feeling )?(?:really |very |so |quite |a bit |kind of |all )?(?:tight|heavy|crushing|squeezing)\b|\bchest (?:has been |keeps |started |is |was |feels )?(?:hurting|aching|painful|sore)\b|\b(?:pressure|pain|tightness|heaviness|squeezing|discomfort) in the (?:middle|centre|center) of (?:my|his|her|the) chest\b|\bchest (?:feels?|felt) like (?:it is |its |it was )?(?:being )?(?:squeezed|crushed|squashed|in a vi[cs]e)\b|\bclutching (?:at )?(?:my|his|her|their) chest\b|\b(?:tight )?band (?:around|across) (?:my|his|her|the) chest\b/;
const FEVER = /\b(?:fever|feverish|high temperature|temperature of|a temperature|burning up|hot and cold)\b/;
const PREGNANT = /\bpregnan\w*|\bweeks along\b|\bexpecting a baby\b/;
const EXERTION =
  /\b(?:after|from|during|when) (?:the |my |a )?(?:gym|lifting|workout|working out|exercise|exercising|training|run|running|jog|jogging|sprint|sprinting|hike|hiking|cycling|swimming|dancing|climbing|push ?ups|bench\w*|sport|match|game)\b|\b(?:slept|sleeping|lying|lay|sat|sitting) on (?:it|my \w+)\b|\bpins and needles\b|\bfell asleep\b/;
/** Tired, heavy legs from a day on your feet: not a one-sided stroke sign. */
const STANDING =
  /\b(?:after|from) (?:standing|being on my feet|a long (?:day|shift|walk))\b|\b(?:standing|on my feet) all (?:day|shift|night)\b/;
const ACCIDENT =
  /\b(?:by accident|accidentally|while (?:cooking|shaving|chopping|cutting \w+|gardening|working out|exercising|playing|running|lifting|cleaning)|shaving|cooking|in the kitchen|knife slipped|on (?:a|the|some) (?:glass|knife|nail|paper|rock|tin|can|metal|fence|stove|oven|pan|iron)|at the gym|at work|lifting|workout|exercis\w*|training|playing|football|soccer|basketball|fell|fall|tripped|slipped|stove|oven|hot pan|sunburn\w*)\b/;
const PERSON = '(?:myself|himself|herself|themselves|yourself)';

/**
 * Most urgent first within each category. `emergency_ambulance` = call 911 now;
 * `emergency` = go to an emergency department now (the reply still says call 911);
 * `consultation_24` = see a doctor within 24 hours.
 */
export const RED_FLAG_RULES: readonly TRedFlagRule[] = [
  // --- Heart attack. NHS 'Heart attack: symptoms' and 'Chest pain': call 999 for chest pain that feels
  // like pressure, heaviness, tightness or squeezing, spreads to the arms, jaw, neck or back, or comes
  // with sweating, breathlessness or feeling sick. MedlinePlus 'Chest pain': call 911 for sudden
  // crushing, squeezing, tightening or pressure, pain spreading to the jaw, left arm or between the
  // shoulder blades, or chest pain with nausea, sweating or trouble breathing.
  {
    id: 'heart_attack_name',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [/\bheart attack\b/, /\bcardiac arrest\b/, /\bmyocardial infarction\b/],
    sources: [SOURCES.nhsHeartAttack, SOURCES.mlChestPain],
  },
  {
    id: 'heart_attack_signs',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [
      /\bcrushing\b(?: \w+){0,3} (?:chest|pain)\b/,
      /\bchest (?:pain )?(?:is |are |feels |feel )?(?:crushing|squeezing|heavy|like (?:a|an) (?:weight|elephant|vice|vise|band))\b/,
      /\b(?:elephant|weight|something heavy) (?:sitting |pressing |standing )?on (?:my|his|her) chest\b/,
      /\b(?:pressure|squeezing|heaviness|crushing) (?:in|on|across) (?:the (?:middle|centre|center) of )?(?:my|the|his|her) chest\b/,
      /\bchest pressure\b/,
      /\b(?:chest|heart)\b.{0,40}\b(?:spread|radiat|shoot|travel|mov|go)\w*\b.{0,15}\b(?:arms?|jaw|neck|back|shoulders?)\b/,
      /\b(?:spread|radiat|shoot|travel|mov|go)\w* (?:down |up |into |to )+(?:my |his |her |the )?left arm\b/,
      /\bpain\b.{0,30}\b(?:spread|radiat|shoot)\w*\b.{0,15}\bjaw\b/,
    ],
    sources: [SOURCES.nhsHeartAttack, SOURCES.nhsChestPain, SOURCES.mlChestPain],
  },
  {
    id: 'chest_pain_with_arm_or_jaw_pain',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:left arm|jaw|left shoulder)\b (?:hurts|hurt|aches|ache|is (?:hurting|aching|numb|painful|tingling)|feels numb|pain)\b/,
      /\b(?:pain|ache|numbness|tingling) (?:in|down) (?:my|his|her|the) (?:left arm|jaw|left shoulder)\b/,
    ],
    requires: [CHEST],
    sources: [SOURCES.nhsHeartAttack, SOURCES.mlChestPain],
  },
  {
    id: 'chest_pain_with_sweating_or_breathlessness',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [CHEST],
    requires: [
      /\b(?:sweat\w*|clammy|nause\w*|feel(?:ing)? sick|vomit\w*|short(?:ness)? of breath|breathless|dizz\w*|light ?headed|gone (?:grey|gray|pale)|grey|gray)\b/,
    ],
    sources: [SOURCES.nhsChestPain, SOURCES.mlChestPain],
  },
  // --- Any other chest pain. NHS 'Chest pain' sends sudden chest pain to 999 and pain that comes and
  // goes to 111; from words alone we cannot tell which, so on doubt we escalate.
  {
    id: 'chest_pain',
    category: 'chest_pain',
    triage: 'emergency',
    patterns: [
      CHEST,
      /\btight(?:ness)? (?:in |across )?(?:my |the )?chest\b/,
      /\bmy chest (?:hurts|is killing me)\b/,
    ],
    unless: [
      /\b(?:from|after) (?:coughing|the gym|lifting|a workout|working out|push ?ups|bench\w*)\b/,
      /\bpulled (?:a )?muscle\b/,
    ],
    sources: [SOURCES.nhsChestPain, SOURCES.mlChestPain, SOURCES.mlEmergencies],
  },
  // --- Stroke. NHS 'Stroke: symptoms' (FAST): Face dropped on one side, cannot lift both Arms,
  // Speech slurred or garbled, Time to call 999; also sudden loss of vision. MedlinePlus 'Stroke':
  // call 911 for sudden numbness or weakness of the face, arm or leg on one side, trouble speaking.
  {
    id: 'stroke_name',
    category: 'stroke',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [
      /\b(?:a|another) (?:mini[- ]?)?stroke\b/,
      /\bmini[- ]?stroke\b/,
      /\btransient ischa?emic attack\b/,
    ],
    unless: [/\b(?:heat|sun) ?stroke\b/, /\bstroke of (?:luck|genius)\b/],
    sources: [SOURCES.nhsStroke, SOURCES.mlStroke],
  },
  {
    id: 'stroke_fast',
    category: 'stroke',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:face|mouth|smile) (?:is |has |looks |seems |started |starting )?(?:(?:all|kind of|a bit) )?(?:drooping|droop|dropped|dropping|fallen|sagging|lopsided|crooked|uneven)\b/,
      /\bdrooping (?:face|mouth|smile)\b/,
      /\bface droop\b/,
      /\b(?:drooping|droop|numb|numbness|weak|weakness|paraly[sz]ed|sagging|fallen|dropped|cannot feel|cannot move)\b.{0,30}\bone side of (?:my|his|her|their|the) (?:face|body|mouth)\b/,
      /\bone side of (?:my|his|her|their|the) (?:face|body|mouth)\b.{0,30}\b(?:drooping|droops|dropped|fallen|numb|weak|paraly[sz]ed|sagging|not moving|will not move|cannot move|went (?:numb|dead|limp)|gone numb)\b/,
      /\b(?:arm|leg|hand)s? (?:feels |feel |is |are |went |has gone |have gone |suddenly |just )?(?:really |very |so |all )?(?:weak|numb|heavy|limp|dead|paraly[sz]ed)\b/,
      /\b(?:cannot|could not|suddenly cannot) feel (?:my|his|her|their) (?:left |right )?(?:arm|leg|face|hand)\b/,
      /\b(?:cannot|could not|unable to) (?:lift|raise|move|hold up) (?:my|his|her|their|one|both) (?:left |right )?(?:arms?|legs?)\b/,
      /\b(?:weakness|numbness) (?:in|on|down) (?:one|the (?:left|right)) side\b/,
      /\bsudden(?:ly)? (?:weakness|numbness)\b/,
      /\bslurr(?:ed|ing) (?:speech|words|(?:my|his|her|their) (?:words|speech))\b/,
      /\b(?:speech|talking|words) (?:is |are |sounds |was |came out |come out )?(?:all )?(?:slurred|slurring|garbled|jumbled)\b/,
      /\b(?:words|speech) (?:are |is |keep |keeps )?(?:coming out|come out|came out) (?:all )?(?:wrong|jumbled|muddled|garbled|funny|weird|strange)\b/,
      /\b(?:talking|speaking) (?:gibberish|nonsense)\b/,
      /\b(?:cannot|could not|unable to|suddenly cannot) (?:speak|talk)\b(?! to| with| about| for)/,
      /\bsudden(?:ly)? (?:cannot see|went blind|lost (?:my |the )?(?:vision|sight)|(?:loss of|lost) vision|blindness)\b/,
    ],
    unless: [
      EXERTION,
      STANDING,
      /\b(?:shoulder|injury|injured|sprain\w*|broke|broken|fracture\w*|frozen shoulder|tendon\w*)\b/,
    ],
    unlessNext: [EXERTION, STANDING],
    sources: [SOURCES.nhsStroke, SOURCES.mlStroke, SOURCES.nhs999],
  },
  // --- Severe breathing difficulty. NHS 'When to call 999': severe difficulty breathing — not being
  // able to get words out, choking or gasping; blue, grey or pale lips or skin. MedlinePlus
  // 'Breathing difficulty': call 911 for bluish lips, face or fingers, or severe shortness of breath.
  {
    id: 'severe_breathing',
    category: 'severe_breathing',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:cannot|could not|unable to|can barely|can hardly|struggling to|struggle to|fighting to|not able to) breathe\b/,
      /\bgasping(?: for (?:air|breath))?\b/,
      /\bfighting for (?:breath|air)\b/,
      /\bchoking\b/,
      /\b(?:lips|face|tongue|fingertips|fingers|skin) (?:(?:are|is|turning|turned|going|gone|look|looks|went|getting|have|has) ){0,2}(?:blue|grey|gray)\b/,
      /\bblue (?:lips|face|fingertips)\b/,
      /\b(?:not|stopped|stop) breathing\b/,
      /\b(?:too )?(?:breathless|short of breath|out of breath) to (?:speak|talk|finish (?:a |my )?sentences?)\b/,
      /\b(?:cannot|could not) (?:speak|talk|finish (?:a |my )?sentences?)\b.{0,25}\bbreath/,
      /\b(?:really|very|extremely|severely|so|super|badly|terribly) (?:short of breath|breathless)\b/,
      /\bcannot get (?:enough )?(?:air|my breath)\b/,
    ],
    unless: [
      /\bthrough (?:my|the) nose\b/,
      /\b(?:stuffy|blocked|congested) nose\b/,
      /\bchoking (?:up|back)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.nhsBreath, SOURCES.mlBreathing],
  },
  {
    id: 'asthma_attack',
    category: 'severe_breathing',
    triage: 'emergency_ambulance',
    patterns: [
      /\binhaler (?:is not|is|does not seem to be|not) (?:helping|working)\b/,
      /\b(?:can barely|can hardly|cannot|could not|struggling to) (?:talk|speak|eat|get my words out)\b/,
      /\bwheez\w* (?:so|really|very) (?:bad|badly|hard)\b/,
    ],
    requires: [/\b(?:wheez\w*|breath\w*|asthma\w*|inhaler|puffer|chest)\b/],
    sources: [SOURCES.nhsAsthmaAttack, SOURCES.nhs999],
  },
  {
    id: 'breathing_difficulty',
    category: 'severe_breathing',
    triage: 'emergency',
    patterns: [
      /\b(?:hard|difficult) to breathe\b/,
      /\b(?:difficulty|trouble|problems?) breathing\b/,
      /\b(?:cannot|could not) catch (?:my|his|her) breath\b/,
    ],
    unless: [/\bthrough (?:my|the) nose\b/, EXERTION],
    sources: [SOURCES.nhs999, SOURCES.nhsBreath, SOURCES.mlBreathing],
  },
  // NHS 'Shortness of breath': get an urgent GP appointment or call 111 if you are short of breath
  // and it came on suddenly, or you have a cough, fever or chest pain with it.
  {
    id: 'shortness_of_breath',
    category: 'shortness_of_breath',
    triage: 'consultation_24',
    patterns: [/\bshort(?:ness)? of breath\b/, /\bbreathless(?:ness)?\b/, /\bout of breath\b/, /\bwinded\b/],
    unless: [
      EXERTION,
      /\b(?:climbing|walking|running|sprinting|going|rushing|cycling)(?: \w+)? up (?:the |a |some )?(?:stairs|steps|hills?)\b/,
    ],
    sources: [SOURCES.nhsBreath, SOURCES.nhs111],
  },
  // --- Anaphylaxis. NHS 'Anaphylaxis': call 999 for swelling of the throat and tongue, difficulty
  // breathing or swallowing, a tight throat; use an adrenaline auto-injector if you have one.
  // MedlinePlus 'Anaphylaxis': a life-threatening allergic reaction; call 911.
  {
    id: 'anaphylaxis',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    patterns: [
      /\banaphyla\w*/,
      /\bthroat (?:is |feels |keeps |feels like (?:it is |its )?)?(?:closing|closing up|swelling|swollen|swelled|tightening|getting tight)\b/,
      /\b(?:tongue|throat) (?:is |are |has |have |started |starting |keeps )?(?:swelling|swollen|swelled|puffing up)\b/,
      /\bswelling (?:of|in) (?:my|the|his|her) (?:tongue|throat)\b/,
      /\bswollen (?:tongue|throat)\b/,
      /\b(?:used|use|using|needed|had to use|gave (?:him|her|myself)) (?:my |an |the |his |her )?epi ?pen\b/,
      /\b(?:adrenaline|epinephrine) (?:auto[- ]?injector|shot|pen)\b/,
      /\bsevere allergic reaction\b/,
    ],
    sources: [SOURCES.nhsAnaphylaxis, SOURCES.mlAnaphylaxis, SOURCES.nhs999],
  },
  {
    id: 'allergic_swelling',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:lips?|face|mouth|eyes)(?: and (?:my |his |her )?(?:lips?|face|mouth|tongue|eyes))? (?:is |are |started |starting |have |has |keeps? )?(?:swelling|swollen|swelled|puffing up|puffed up)\b/,
      /\bswollen (?:lips?|face|mouth)\b/,
      /\bthroat (?:is |feels |felt )?(?:still )?(?:really |very |so )?tight\b/,
    ],
    requires: [
      /\b(?:allerg\w*|stung|sting|bee|wasp|peanuts?|nuts?|shellfish|hives|ate|eating|new medication|antibiotic\w*)\b/,
    ],
    sources: [SOURCES.nhsAnaphylaxis, SOURCES.mlAnaphylaxis],
  },
  {
    id: 'allergic_airway',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:can hardly|can barely|cannot|struggling to|difficulty|trouble|hard to|problems?) swallow(?:ing)?\b/,
      /\b(?:voice|throat) (?:is |has gone |sounds |went |feels )?(?:really |very |all )?(?:hoarse|croaky)\b/,
    ],
    requires: [
      /\b(?:allerg\w*|stung|sting|bee|wasp|peanuts?|nuts?|shellfish|prawns?|shrimp|hives|antibiotic\w*|penicillin|new medication|ate|eating)\b/,
    ],
    sources: [SOURCES.nhsAnaphylaxis, SOURCES.mlAnaphylaxis],
  },
  {
    id: 'facial_swelling',
    category: 'anaphylaxis',
    triage: 'emergency',
    patterns: [
      /\b(?:lips?|face|mouth) (?:is |are |started |starting |have |has |keeps? )?(?:swelling|swollen|swelled|puffing up|puffed up)\b/,
      /\bswollen (?:lips?|face|mouth)\b/,
    ],
    unless: [/\b(?:dental|dentist|tooth|teeth|wisdom|filler|crying)\b/],
    sources: [SOURCES.nhsAnaphylaxis],
  },
  // --- Sudden severe headache. NHS 'Headaches': call 999 for a headache that came on suddenly and is
  // extremely painful (a "thunderclap" headache). MedlinePlus 'Recognizing medical emergencies':
  // sudden, severe pain.
  {
    id: 'thunderclap_headache',
    category: 'thunderclap_headache',
    triage: 'emergency_ambulance',
    patterns: [
      /\bworst headache (?:of|in) (?:my|his|her) (?:entire |whole )?life\b/,
      /\bworst headache (?:i have |i|he has|she has )?(?:ever )?(?:had|felt|experienced)?\s?ever\b/,
      /\bworst headache i (?:have )?ever\b/,
      /\bthunderclap\b/,
      /\bsudden(?:ly)?,? (?:a )?(?:very |really )?(?:severe|intense|excruciating|blinding|terrible|horrible|extreme|explosive|splitting|agoni[sz]ing|unbearable|massive)\b.{0,15}\bheadache\b/,
      /\bheadache\b.{0,25}\b(?:came on|started|hit|began|struck)\b.{0,20}\b(?:suddenly|out of nowhere|all of a sudden|all at once|in seconds|within seconds|in an instant|like a (?:thunderclap|hammer|bolt|explosion))\b/,
      /\bheadache\b.{0,20}\blike (?:being )?(?:hit|struck|kicked) (?:on|in) the head\b/,
    ],
    sources: [SOURCES.nhsHeadaches, SOURCES.mlEmergencies],
  },
  // --- Vomiting blood. NHS 'Vomiting blood': go to A&E or call 999 — it may look bright red or like
  // coffee grounds. MedlinePlus 'Vomiting blood': call 911 or go to the emergency room.
  {
    id: 'vomiting_blood',
    category: 'vomiting_blood',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:vomiting|vomited|vomit|throwing up|threw up|thrown up|puking|puked|being sick|been sick|was sick|bringing up|brought up)\b(?: up)? (?:some |a lot of |lots of |bright red |dark |fresh |what looks like )?blood\b/,
      /\bblood (?:in|with) (?:my |the |his |her )?(?:vomit|sick)\b/,
      /\bbloody vomit\b/,
      /\b(?:threw up|vomited|throwing up|been sick|was sick|puked)\b.{0,30}\b(?:bright red |dark red |fresh )?blood\b(?! (?:test|tests|pressure|sugar))/,
    ],
    sources: [SOURCES.nhsVomitingBlood, SOURCES.mlVomitingBlood],
  },
  {
    id: 'blood_after_vomiting',
    category: 'vomiting_blood',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:there (?:was|is)|with|had|saw|full of|streaks of) (?:some |a lot of |lots of )?(?:bright red |dark red |fresh )?blood (?:in (?:it|the (?:vomit|sick|toilet|bowl|bucket))|too|as well)\b/,
    ],
    requires: [/\b(?:threw up|throwing up|vomit\w*|been sick|was sick|puk\w*)\b/],
    sources: [SOURCES.nhsVomitingBlood, SOURCES.mlVomitingBlood],
  },
  {
    id: 'coffee_ground_vomit',
    category: 'vomiting_blood',
    triage: 'emergency_ambulance',
    patterns: [/\bcoffee grounds?\b/],
    requires: [/\b(?:vomit\w*|throw\w* up|threw up|puk\w*|sick)\b/],
    sources: [SOURCES.nhsVomitingBlood, SOURCES.mlVomitingBlood],
  },
  // --- Coughing up blood. NHS 'Coughing up blood': call 999 if you are coughing up a lot of blood;
  // urgent GP or 111 otherwise. MedlinePlus 'Coughing up blood': call 911 for more than a few
  // teaspoons. Without a quantity we escalate to emergency; "streaks" or "a little" is 24 h.
  {
    id: 'coughing_blood_large',
    category: 'coughing_blood',
    triage: 'emergency_ambulance',
    patterns: [
      /\bcough\w*(?: up)? (?:a lot of|lots of|loads of|large amounts? of|a large amount of|cupfuls? of|mouthfuls? of|so much) blood\b/,
    ],
    sources: [SOURCES.nhsCoughingBlood, SOURCES.mlCoughingBlood, SOURCES.nhs999],
  },
  {
    id: 'coughing_blood',
    category: 'coughing_blood',
    triage: 'emergency',
    patterns: [/\bcough\w*(?: up)? blood\b/, /\bblood when i cough\b/, /\bha?emoptysis\b/],
    sources: [SOURCES.nhsCoughingBlood, SOURCES.mlCoughingBlood],
  },
  {
    id: 'coughing_blood_small',
    category: 'coughing_blood',
    triage: 'consultation_24',
    patterns: [
      /\bcough\w*(?: up)? (?:a little|a bit of|a small amount of|small amounts of|some|specks of|streaks of|flecks of|spots of|traces of|a tiny bit of) blood\b/,
      /\bblood[- ](?:streaked|tinged|stained) (?:phlegm|mucus|sputum|spit)\b/,
      /\b(?:streaks|specks|flecks|spots|traces) of blood in (?:my |the )?(?:phlegm|mucus|sputum|spit)\b/,
      /\bblood in (?:my |the )?(?:phlegm|mucus|sputum|spit)\b/,
    ],
    sources: [SOURCES.nhsCoughingBlood, SOURCES.nhs111],
  },
  // --- Fainting. NHS 'Fainting': call 999 if someone faints and has chest pain, an irregular
  // heartbeat or a fit, or does not wake up within a minute or two; see a GP after an unexplained faint.
  {
    id: 'fainting_chest_pain',
    category: 'fainting_chest_pain',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:fainted|fainting|faint|passed out|passing out|blacked out|blacking out|collapsed|lost consciousness|keeled over)\b/,
    ],
    requires: [CHEST],
    sources: [SOURCES.nhsFainting, SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'fainting',
    category: 'fainting',
    triage: 'consultation_24',
    patterns: [
      /\b(?:fainted|fainting|passed out|passing out|blacked out|blacking out|collapsed|lost consciousness|keeled over)\b/,
    ],
    unless: [/\b(?:drunk|drinking|alcohol|laughing|tired|exhausted)\b/],
    sources: [SOURCES.nhsFainting, SOURCES.mlEmergencies],
  },
  // NHS 'When to call 999': someone is unconscious, or has stopped breathing.
  {
    id: 'unconscious',
    category: 'unconscious',
    triage: 'emergency_ambulance',
    patterns: [
      /\bunconscious\b/,
      /\bunresponsive\b/,
      /\b(?:is|are|was|were) not (?:responding|responsive|answering me|reacting)\b/,
      /\b(?:will|would|does|did|is|can) not wak(?:e|ing) (?:up|him|her|them)\b/,
      /\bcannot wake (?:him|her|them|my \w+|up)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // NHS 'Head injury and concussion': call 999 after a head injury with problems staying awake or
  // confusion.
  {
    id: 'head_injury_drowsy',
    category: 'unconscious',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:cannot|could not|can barely|struggling to) (?:stay|keep (?:his|her|their|my) eyes) (?:awake|open)\b/,
      /\b(?:very|really|so) (?:drowsy|sleepy)\b/,
      /\b(?:he|she|they|i)(?: is| are| am|s)? not making (?:any )?sense\b/,
    ],
    requires: [
      /\b(?:hit (?:his|her|my|their|the) head|banged (?:his|her|my|their) head|head injury|knocked out|concussion|fell)\b/,
    ],
    sources: [SOURCES.nhsHeadInjury, SOURCES.nhs999],
  },
  // NHS 'When to call 999': sudden confusion (delirium). MedlinePlus: change in mental status.
  {
    id: 'sudden_confusion',
    category: 'sudden_confusion',
    triage: 'emergency_ambulance',
    patterns: [
      /\bsudden(?:ly)? (?:very |really )?(?:confused|confusion|disoriented|disorientated)\b/,
      /\b(?:confused|disoriented) all of a sudden\b/,
      /\b(?:does|did) not know where (?:he|she|they|i) (?:is|am|are|was)\b/,
      /\b(?:he|she|they)(?: is| are|s)? not making (?:any )?sense\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // --- Seizure. NHS 'What to do if someone has a seizure': call 999 if it is their first seizure,
  // it lasts more than 5 minutes, they do not wake up, or they are injured. NHS 'When to call 999':
  // a seizure (fit). MedlinePlus: seizures or convulsions are a medical emergency sign.
  {
    id: 'seizure_now',
    category: 'seizure',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:having|is having|are having|am having) (?:a |another )?(?:seizure|fit|convulsion)s?\b/,
      /\b(?:first|first ever) (?:seizure|fit)\b/,
      /\bseizure\b.{0,25}\b(?:will not stop|would not stop|is not stopping|has not stopped|lasting|lasted|longer than|more than 5)\b/,
      /\bconvuls\w*/,
      /\b(?:been|is|keeps|kept|started|keep|are|was) fitting\b/,
      /\b(?:seizure|fit|fitting)\b.{0,30}\b(?:(?:more than|over|for about|about|longer than) (?:5|five|6|six|7|seven|8|ten|10) minutes|is not stopping|will not stop|has not stopped)\b/,
      /\bseizing\b/,
    ],
    sources: [SOURCES.nhsSeizure, SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'seizure',
    category: 'seizure',
    triage: 'emergency',
    kind: 'name',
    patterns: [/\bseizure\b/, /\bhad (?:a|another) fit\b/],
    unless: [/\b(?:controlled|under control|seizure[- ]free|medication|meds|tablets|clinic|neurologist)\b/],
    sources: [SOURCES.nhsSeizure, SOURCES.nhs999],
  },
  // --- Severe bleeding. NHS 'When to call 999': heavy bleeding that will not stop. MedlinePlus:
  // bleeding that will not stop.
  {
    id: 'severe_bleeding',
    category: 'severe_bleeding',
    triage: 'emergency_ambulance',
    patterns: [
      /\bbleeding (?:very )?(?:heavily|badly|profusely|a lot|everywhere|non ?stop)\b/,
      /\bheavy bleeding\b/,
      /\b(?:will|would|does|is|has|cannot) not stop(?:ped)? bleeding\b/,
      /\bbleeding (?:that |which |and it )?(?:will|would|does|is|has) not (?:stop|stopped|stopping)\b/,
      /\bblood (?:is )?(?:spurting|pouring|gushing|everywhere)\b/,
      /\blosing (?:a lot of|lots of|so much) blood\b/,
      /\b(?:cannot|could not) stop (?:the )?bleeding\b/,
    ],
    unless: [/\bperiods?\b/, /\bmenstrua\w*/, /\btime of the month\b/],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'gut_bleeding',
    category: 'severe_bleeding',
    triage: 'emergency',
    patterns: [
      /\b(?:poo|poop|stool|stools|bowel movements?)\b.{0,20}\b(?:black|tarry|like tar|maroon|dark red)\b/,
      /\b(?:black|tarry) (?:poo|poop|stools?)\b/,
    ],
    sources: [SOURCES.nhsBloodInPoo, SOURCES.nhs999],
  },
  // --- Meningitis. NHS 'Meningitis': call 999 if you think you or your child might have meningitis —
  // a high temperature, stiff neck, dislike of bright lights, a rash that does not fade when a glass
  // is rolled over it.
  {
    id: 'meningitis',
    category: 'meningitis_signs',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [/\bmeningitis\b/],
    sources: [SOURCES.nhsMeningitis],
  },
  {
    id: 'meningitis_rash',
    category: 'meningitis_signs',
    triage: 'emergency_ambulance',
    patterns: [
      /\brash\b.{0,30}\b(?:does|did|will|would|is|has) not (?:fade|go away|disappear|blanch|go white)\b/,
      /\bnon[- ]?blanching\b/,
      /\bglass test\b/,
    ],
    unless: [/\b(?:faded|fades|disappeared|went away|blanched|goes white|went white)\b/],
    sources: [SOURCES.nhsMeningitis, SOURCES.nhsSepsis],
  },
  {
    id: 'meningitis_stiff_neck_fever_rash',
    category: 'meningitis_signs',
    triage: 'emergency_ambulance',
    patterns: [
      /\bstiff neck\b/,
      /\bneck (?:is |feels )?(?:very |really |so )?stiff\b/,
      /\bcannot (?:bend|touch|put) my chin (?:to|on) my chest\b/,
    ],
    requires: [
      FEVER,
      /\b(?:rash|spots|bright lights?|light hurts|sensitive to light|photophobia|vomit\w*)\b/,
    ],
    sources: [SOURCES.nhsMeningitis],
  },
  {
    id: 'meningitis_stiff_neck_fever',
    category: 'meningitis_signs',
    triage: 'emergency',
    patterns: [/\bstiff neck\b/, /\bneck (?:is |feels )?(?:very |really |so )?stiff\b/],
    requires: [FEVER],
    sources: [SOURCES.nhsMeningitis],
  },
  // --- Sepsis. NHS 'Sepsis': call 999 for slurred speech or confusion, blue, grey, pale or blotchy
  // skin, lips or tongue, a rash that does not fade, difficulty breathing; call 111 if someone feels
  // very unwell with an infection or has not peed all day.
  {
    id: 'sepsis_name',
    category: 'sepsis_signs',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [/\bsepsis\b/, /\bseptic\b(?! tank)/],
    sources: [SOURCES.nhsSepsis],
  },
  {
    id: 'sepsis_skin',
    category: 'sepsis_signs',
    triage: 'emergency_ambulance',
    patterns: [/\b(?:mottled|blotchy)\b/],
    requires: [/\b(?:fever|temperature|infection|infected|shiver\w*|chills|unwell|sick)\b/],
    sources: [SOURCES.nhsSepsis],
  },
  {
    id: 'sepsis_floppy',
    category: 'sepsis_signs',
    triage: 'emergency_ambulance',
    patterns: [/\b(?:floppy|unusually sleepy|very sleepy|hard to wake|difficult to wake)\b/],
    requires: [FEVER],
    sources: [SOURCES.nhsSepsis, SOURCES.nhs999],
  },
  {
    id: 'sepsis_no_urine',
    category: 'sepsis_signs',
    triage: 'consultation_24',
    patterns: [
      /\b(?:not|have not|has not|did not|had not) (?:peed|urinated|passed (?:any )?urine|weed|been to the toilet)\b.{0,20}\b(?:all day|today|since|in \d+|for \d+|in (?:a|over a|twelve|eighteen) hours?)/,
    ],
    requires: [/\b(?:fever|temperature|infection|infected|shiver\w*|chills|unwell)\b/],
    sources: [SOURCES.nhsSepsis, SOURCES.nhs111],
  },
  // --- Pregnancy. NHS 'Ectopic pregnancy': call 999 or go to A&E for sudden sharp, intense tummy pain,
  // feeling very dizzy or fainting. NHS 'Vaginal bleeding in pregnancy': call your maternity unit or
  // 111 for any bleeding; 999 for heavy bleeding or bleeding with severe pain.
  {
    id: 'pregnancy_pain',
    category: 'pregnancy_pain_or_bleeding',
    triage: 'emergency',
    patterns: [
      /\b(?:severe|sharp|sudden|intense|excruciating|terrible|unbearable|stabbing|really bad|very bad|agonising|agonizing)\b.{0,25}\b(?:stomach|abdominal|abdomen|tummy|belly|pelvic|pelvis|shoulder tip)\b/,
      /\b(?:stomach|abdominal|tummy|belly|pelvic) pain\b.{0,15}\b(?:severe|unbearable|sharp|intense|excruciating)\b/,
    ],
    requires: [PREGNANT],
    sources: [SOURCES.nhsEctopic, SOURCES.nhs999],
  },
  {
    id: 'pregnancy_bleeding',
    category: 'pregnancy_pain_or_bleeding',
    triage: 'emergency',
    patterns: [
      /\bbleeding\b/,
      /\bspotting\b/,
      /\b(?:a lot of |lots of |some |bright red |heavy |dark )?blood\b(?! (?:test|tests|pressure|sugar|work|type|group|results?|donation))/,
    ],
    unless: [/\bblood (?:test|tests|pressure|sugar|work)\b/],
    requires: [PREGNANT],
    sources: [SOURCES.nhsPregnancyBleeding, SOURCES.nhsEctopic],
  },
  // --- Overdose and poisoning. NHS 'Poisoning': call 999 or go to A&E if someone has taken an overdose
  // or swallowed something poisonous. MedlinePlus: poisoning or drug overdose is a medical emergency.
  {
    id: 'overdose_name',
    category: 'overdose',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [/\boverdos(?:e|ed|ing)\b/],
    sources: [SOURCES.nhsPoisoning, SOURCES.mlEmergencies, SOURCES.nhs999],
  },
  {
    id: 'overdose',
    category: 'overdose',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:took|taken|swallowed|downed|ate|had)\b.{0,30}\b(?:too many|a lot of|lots of|loads of|a load of|a bunch of|a handful of|heaps of|a whole bottle of|a whole (?:pack|packet|box) of|an entire (?:bottle|pack|packet|box) of|a handful of|all (?:of )?(?:my|the|her|his))\b.{0,20}\b(?:pills|tablets|meds|medications?|medicines?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|sleeping (?:pills|tablets)|insulin|opioids?|oxy\w*|anti-?depressants|antidepressant pills|sertraline|fluoxetine|citalopram|amitriptyline|diazepam|xanax|benzos|codeine|tramadol|co-codamol)\b/,
      /\b(?:took|taken|swallowed)\b.{0,10}\btoo much\b.{0,20}\b(?:paracetamol|tylenol|acetaminophen|insulin|medication|medicine)\b/,
      /\b(?:took|taken|injected|gave (?:myself|him|her)|had)\b.{0,20}\b(?:double|triple|twice|too much|extra|the wrong dose of)\b.{0,15}\binsulin\b/,
      /\b(?:drank|drunk|swallowed|ingested)\b.{0,10}\b(?:bleach|antifreeze|poison|weed ?killer|drain cleaner|detergent|rat poison)\b/,
      /\bpoisoned\b/,
    ],
    sources: [SOURCES.nhsPoisoning, SOURCES.mlEmergencies, SOURCES.nhs999],
  },
  // --- Suicidal thoughts. 988lifeline.org: call or text 988 if you are having thoughts of suicide;
  // call 911 if in immediate danger. NHS 'Help for suicidal thoughts': call 999 if you have seriously
  // harmed yourself or feel you may act on suicidal thoughts. MedlinePlus 'Suicide and suicidal
  // behavior': talking about a plan or the means is a sign of immediate danger.
  {
    id: 'suicide_plan',
    category: 'suicidal_thoughts',
    triage: 'emergency_ambulance',
    patterns: [
      new RegExp(
        `\\b(?:going to|about to|plan to|planning to|planned to|decided to|ready to|will|tonight i will|tonight i am going to) (?:kill ${PERSON}|end (?:my|his|her|their) (?:own )?life|end it all|take (?:my|his|her|their) (?:own )?life|commit suicide)\\b`,
      ),
      /\b(?:have|made|got|had|making) a (?:plan|plans) (?:to|for) (?:kill|end|die|suicide|how)\b/,
      /\bsuicide (?:plan|note|letter)\b/,
      /\b(?:going to|about to|ready to|will|want to) end it (?:tonight|today|now|this week)\b/,
      new RegExp(`\\b(?:hang|shoot|drown|poison) ${PERSON}\\b`),
      /\bjump (?:off|from|in front of) (?:a|the)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.nhsSuicidal, SOURCES.mlSuicide],
  },
  {
    id: 'suicide_means',
    category: 'suicidal_thoughts',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:have|got|bought|saved|stockpiled|collected|saving|hoarding) (?:up )?(?:the |enough |some |all my )?(?:pills|tablets|a gun|rope)\b/,
      /\b(?:pills|tablets|rope|gun) (?:are )?ready\b/,
    ],
    requires: [
      /\b(?:suicid\w*|kill myself|end (?:my life|it all|it tonight|it today|it now)|want to die|do not want to live)\b/,
    ],
    sources: [SOURCES.mlSuicide, SOURCES.lifeline988],
  },
  {
    id: 'suicidal_thoughts',
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [
      /\bsuicidal\b/,
      new RegExp(
        `\\b(?:want|wants|wanted|wanting) to (?:die|be dead|end it all|end (?:my|his|her|their) (?:own )?life|end (?:things|everything|it)|kill ${PERSON}|not be here|not exist|disappear forever)\\b`,
      ),
      new RegExp(`\\bkill(?:ing)? ${PERSON}\\b`),
      /\bend(?:ing)? (?:my|his|her|their) (?:own )?life\b/,
      /\bend(?:ing)? it all\b/,
      /\btak(?:e|ing) (?:my|his|her|their) (?:own )?life\b/,
      /\b(?:do|does|did) not (?:\w+ ){0,3}want to (?:live|be alive|exist|go on|be here any ?more|wake up (?:any ?more|tomorrow|ever again|again))\b/,
      /\bcannot go on any ?more\b/,
      /\bno (?:reason|point|will) (?:to|in) (?:live|living|go on|going on|be alive)\b/,
      /\bnothing (?:left )?to live for\b/,
      /\b(?:i am|i feel like|feel like|feeling like) (?:such |just |nothing but )?a burden (?:to|on) (?:everyone|everybody|my family|them|people)\b/,
      /\b(?:nobody|no one|noone) would (?:even )?(?:notice|care|miss me)\b.{0,15}\bif i (?:was|were|died|disappeared|was not here|was not around)\b/,
      /\b(?:everyone|everybody|they) would be (?:happier|better) if i (?:was|were) (?:gone|dead|not here)\b/,
      /\b(?:what is|whats) the point (?:of|in) (?:living|life|being alive|going on|carrying on)\b/,
      /\bwant (?:it|everything|it all) (?:all )?to (?:stop|end) (?:forever|for good|permanently)\b/,
      /\b(?:go to sleep|fall asleep|sleep) and (?:never|not) wake up\b/,
      /\bbetter off (?:dead|without me)\b/,
      /\bwish (?:i|he|she) (?:was|were) dead\b/,
      /\bwish i (?:could|would) (?:just )?(?:die|disappear forever|not wake up)\b/,
      /\bwish i would not wake up\b/,
      /\b(?:thoughts|thinking|thought|think) (?:of|about) (?:suicide|killing myself|ending (?:it|my life)|taking my (?:own )?life)\b/,
      /\bsuicide\b/,
    ],
    unless: [
      /\bdie (?:of|from) (?:embarrassment|boredom|laughter|laughing|cuteness)\b/,
      /\bdie laughing\b/,
      /\bsuicide (?:prevention|awareness|squad)\b/,
      /\bend (?:things|it|everything) (?:with|between)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.nhsSuicidal, SOURCES.mlSuicide],
  },
  // --- Self-harm. NHS 'Self-harm': call 999 or go to A&E if you have seriously hurt yourself; talk to
  // someone (988 in the US) if you are self-harming or thinking about it. 988lifeline.org.
  {
    id: 'self_harm',
    category: 'self_harm',
    triage: 'emergency',
    patterns: [
      new RegExp(
        `\\b(?:hurt|hurting|harm|harmed|harming|cut|cutting|burn|burned|burnt|burning|punish|punished|punishing|starve|starved|starving) ${PERSON}\\b`,
      ),
      /\bself[- ]?harm\w*/,
      /\bcut(?:ting)? (?:my|his|her) (?:wrists?|arms?|legs?|thighs?)\b/,
      /\bslit (?:my|his|her) wrists?\b/,
      /\b(?:cut|cutting|cuts|scratch(?:ing|ed)?|slash(?:ing|ed)?)\b.{0,25}\b(?:razors?|blades?)\b/,
    ],
    unless: [ACCIDENT],
    sources: [SOURCES.nhsSelfHarm, SOURCES.lifeline988],
  },
];
