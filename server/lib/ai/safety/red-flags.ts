import type { TRedFlagCategory, TTriageLevel } from '../../../../contract/assistant';
import {
  BLOOD_PRESSURE_READING,
  crisisBloodPressure,
  feverInfant,
  GLUCOSE_READING,
  GLUCOSE_WITH_UNIT,
  HEART_RATE_READING,
  KETONE_READING,
  lowBodyTemperature,
  lowOxygen,
  OXYGEN_READING,
  severePregnancyBloodPressure,
  TEMPERATURE_READING,
  urgentGlucose,
  urgentHeartRate,
  urgentKetones,
  veryHighTemperature,
} from './measurements';

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
  nhsNosebleed: { title: 'NHS — Nosebleed', url: 'https://www.nhs.uk/conditions/nosebleed/' },
  nhsPreEclampsia: { title: 'NHS — Pre-eclampsia', url: 'https://www.nhs.uk/conditions/pre-eclampsia/' },
  nhsTia: {
    title: 'NHS — Transient ischaemic attack (TIA)',
    url: 'https://www.nhs.uk/conditions/transient-ischaemic-attack-tia/',
  },
  nhsLabour: {
    title: 'NHS — Signs that labour has begun',
    url: 'https://www.nhs.uk/pregnancy/labour-and-birth/signs-of-labour/signs-that-labour-has-begun/',
  },
  nhsCroup: { title: 'NHS — Croup', url: 'https://www.nhs.uk/conditions/croup/' },
  nhsBronchiolitis: { title: 'NHS — Bronchiolitis', url: 'https://www.nhs.uk/conditions/bronchiolitis/' },
  nhsDka: {
    title: 'NHS — Diabetic ketoacidosis',
    url: 'https://www.nhs.uk/conditions/diabetic-ketoacidosis/',
  },
  nhsHypo: {
    title: 'NHS — Low blood sugar (hypoglycaemia)',
    url: 'https://www.nhs.uk/conditions/low-blood-sugar-hypoglycaemia/',
  },
  adaHypo: {
    title: 'American Diabetes Association — Hypoglycemia (low blood glucose)',
    url: 'https://diabetes.org/living-with-diabetes/treatment-care/hypoglycemia',
  },
  adaDka: {
    title: 'American Diabetes Association — DKA (ketoacidosis) and ketones',
    url: 'https://diabetes.org/about-diabetes/complications/ketoacidosis-dka',
  },
  nhsChildFever: {
    title: 'NHS — High temperature (fever) in children',
    url: 'https://www.nhs.uk/conditions/fever-in-children/',
  },
  aapInfantFever: {
    title: 'AAP HealthyChildren — Fever and your baby',
    url: 'https://www.healthychildren.org/English/health-issues/conditions/fever/Pages/Fever-and-Your-Baby.aspx',
  },
  nhsBabyUnwell: {
    title: 'NHS — Spotting signs of serious illness in babies',
    url: 'https://www.nhs.uk/baby/health/spotting-signs-of-serious-illness/',
  },
  nhsHypothermia: { title: 'NHS — Hypothermia', url: 'https://www.nhs.uk/conditions/hypothermia/' },
  nhsHeatstroke: {
    title: 'NHS — Heat exhaustion and heatstroke',
    url: 'https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/',
  },
  nhsBurns: { title: 'NHS — Burns and scalds', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
  nhsCo: {
    title: 'NHS — Carbon monoxide poisoning',
    url: 'https://www.nhs.uk/conditions/carbon-monoxide-poisoning/',
  },
  nhsTorsion: {
    title: 'NHS — Testicular torsion (testicle pain)',
    url: 'https://www.nhs.uk/conditions/testicle-pain/',
  },
  nhsDvt: {
    title: 'NHS — DVT (deep vein thrombosis)',
    url: 'https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/',
  },
  nhsPe: { title: 'NHS — Pulmonary embolism', url: 'https://www.nhs.uk/conditions/pulmonary-embolism/' },
  nhsStomachAche: { title: 'NHS — Stomach ache', url: 'https://www.nhs.uk/conditions/stomach-ache/' },
  nhsAppendicitis: { title: 'NHS — Appendicitis', url: 'https://www.nhs.uk/conditions/appendicitis/' },
  nhsCaudaEquina: {
    title: 'NHS — Cauda equina syndrome (back pain: when to get help)',
    url: 'https://www.nhs.uk/conditions/cauda-equina-syndrome/',
  },
  nhsDetachedRetina: {
    title: 'NHS — Detached retina (retinal detachment)',
    url: 'https://www.nhs.uk/conditions/detached-retina-retinal-detachment/',
  },
  nhsGlaucoma: {
    title: 'NHS — Glaucoma (acute angle closure)',
    url: 'https://www.nhs.uk/conditions/glaucoma/',
  },
  nhsBabyMovements: {
    title: "NHS — Your baby's movements",
    url: 'https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/',
  },
  nhsPostpartumBleeding: {
    title: 'NHS — Your body after the birth (heavy bleeding)',
    url: 'https://www.nhs.uk/conditions/baby/support-and-services/your-post-pregnancy-body/',
  },
  acogHypertension: {
    title: 'ACOG — Gestational hypertension and preeclampsia',
    url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2020/06/gestational-hypertension-and-preeclampsia',
  },
  ahaCrisis: {
    title: 'American Heart Association — Hypertensive crisis: when to call 911',
    url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure',
  },
  mlArrhythmia: { title: 'MedlinePlus — Arrhythmias', url: 'https://medlineplus.gov/arrhythmia.html' },
  mlFever: { title: 'MedlinePlus — Fever', url: 'https://medlineplus.gov/ency/article/003090.htm' },
  nhsOximetry: {
    title: 'NHS — How to look after yourself at home if you have COVID-19 (pulse oximeter readings)',
    url: 'https://www.nhs.uk/conditions/covid-19/how-to-treat-covid-19-at-home/',
  },
  nhsPostnatalDepression: {
    title: 'NHS — Postnatal depression (frightening thoughts about harming the baby)',
    url: 'https://www.nhs.uk/mental-health/conditions/post-natal-depression/symptoms/',
  },
  ndvh: { title: 'National Domestic Violence Hotline', url: 'https://www.thehotline.org/' },
  nhsDomesticAbuse: {
    title: 'NHS — Getting help for domestic violence and abuse',
    url: 'https://www.nhs.uk/live-well/getting-help-for-domestic-violence/',
  },
} as const satisfies Record<string, TSource>;

export type TRedFlagRule = {
  id: string;
  category: TRedFlagCategory;
  triage: TTriageLevel;
  /** Over one normalised clause. */
  patterns: readonly RegExp[];
  /** 'name': a condition's name ("heart attack"); questions about it ("signs of a stroke") do not count. */
  kind?: 'name' | 'sign';
  /**
   * A bare word or stock phrase that says nothing of a current report by itself (every 'name' rule
   * is one too): it raises the alarm only when the classifier also finds the message at least a
   * little like an emergency (docs/assistant-safety.md#no-alarm-from-a-bare-word).
   */
  bare?: boolean;
  /** Each must also be affirmed in the message or the last few user messages. */
  requires?: readonly RegExp[];
  /** The clause is clearly something else (accident, exercise, figure of speech). */
  unless?: readonly RegExp[];
  /** Anywhere in the message, these make the phrase something else (an itchy skin condition). */
  unlessInMessage?: readonly RegExp[];
  /** Like `unless`, also read in the next clause of the same sentence ("… because I slept on it"). */
  unlessNext?: readonly RegExp[];
  /**
   * A sign that went away still counts (NHS 'Transient ischaemic attack': call 999 even if the
   * symptoms disappear); only a clinician's all-clear ends it.
   */
  countsIfResolved?: boolean;
  /**
   * For number rules (measurements.ts): the pattern finds a reading and this says whether it crosses
   * the urgent threshold ("sugar 2.1" yes, "sugar 6.5" no).
   */
  check?: (match: RegExpMatchArray) => boolean;
  sources: readonly TSource[];
};

const CHEST =
  /\b(?:burning|burn) (?:in|across) (?:my |the |his |her )?(?:throat and |upper )?chest\b|\bchest (?:is |feels )?(?:burning|on fire)\b|\bchest (?:pain|ache|aches|hurts|hurt|hurting|is hurting|was hurting|started hurting|pressure|tightness|discomfort)\b|\bpain in (?:my |the |his |her )?chest\b|\b(?:chest|heart) (?:feels |felt |is |was |feeling )?(?:really |very |so |quite |a bit |kind of |all )?(?:tight|heavy|crushing|squeezing)\b|\bchest (?:has been |keeps |started |is |was |feels )?(?:really |very |so |quite )?(?:hurting|aching|painful|sore)\b|\b(?:pressure|pain|tightness|heaviness|squeezing|discomfort) in the (?:middle|centre|center) of (?:my|his|her|the) chest\b|\bchest (?:feels?|felt) like (?:it is |its |it was )?(?:being )?(?:squeezed|crushed|squashed|in a vi[cs]e)\b|\bclutching (?:at )?(?:my|his|her|their) chest\b|\b(?:tight )?band (?:around|across) (?:my|his|her|the) chest\b|\b(?:pain|pressure|tightness|heaviness|ache|aching|squeezing|discomfort|burning)\b.{0,20}\b(?:behind|in|under|on|across) (?:my|his|her|the) (?:breastbone|sternum)\b|\b(?:breastbone|sternum) (?:hurts|is hurting|is aching|aches|pain)\b/;
const FEVER =
  /\b(?:fever|feverish|high temperature|temperature of|a temperature|burning up|hot and cold|(?:a|high|has a|got a) temp)\b/;
const PREGNANT =
  /\bpregnan\w*|\bmiscarr\w*|\b(?:i am|im|at|she is|currently|only) (?:[5-9]|[1-4]\d)(?:\+\d)? ?(?:weeks?|wks?)\b(?! (?:ago|old|later|since))|^(?:[5-9]|[1-4]\d)(?:\+\d)? ?(?:weeks?|wks?)\b(?! (?:ago|old|later|since))|\b(?:weeks|wks) (?:along|gone)\b|\bexpecting a baby\b|\bpositive (?:pregnancy |preg )?test\b|\bmy (?:midwife|antenatal|booking scan)\b|\bwaters (?:have |has )?(?:gone|broken|broke|went)\b|\bmy bump\b/;
const EXERTION =
  /\b(?:after|from|during|when) (?:the |my |a )?(?:gym|lifting|carrying|digging|gardening|decorating|workout|working out|exercise|exercising|training|run|running|jog|jogging|sprint|sprinting|hike|hiking|cycling|swimming|dancing|climbing|push ?ups|bench\w*|sport|match|game)\b|\b(?:slept|sleeping|lying|lay|sat|sitting) on (?:it|my \w+)\b|\bpins and needles\b|\bfell asleep\b/;
/** Tired, heavy legs from a day on your feet: not a one-sided stroke sign. */
const STANDING =
  /\b(?:after|from) (?:standing|being on my feet|a long (?:day|shift|walk))\b|\b(?:standing|on my feet) all (?:day|shift|night)\b/;
/** Itchy skin: scratching it until it bleeds is a skin problem, not self-harm. */
const ITCHY_SKIN =
  /\b(?:eczema|psoriasis|dermatitis|rash|hives|bites?|mosquito\w*|chicken ?pox|spots|scabs?|itch\w*|dry skin|cold sores?|scalp|insect|flea|scabies|mozzie\w*)\b/;

const ACCIDENT =
  /\b(?:curling (?:iron|tongs)|straighteners|glue gun|kettle|hob|steam|candle|bbq|barbecue|boiling water|hot water|hot tea|scars?|by accident|accidentally|while (?:cooking|shaving|chopping|cutting \w+|gardening|working out|exercising|playing|running|lifting|cleaning)|shaving|cooking|in the kitchen|knife slipped|on (?:a|the|some) (?:glass|knife|nail|paper|rock|tin|can|metal|fence|stove|oven|pan|iron)|at the gym|at work|lifting|workout|exercis\w*|training|playing|football|soccer|basketball|fell|fall|tripped|slipped|stove|oven|hot pan|sunburn\w*)\b/;
/** A knock to the head (NHS 'Head injury and concussion'). */
const HEAD_INJURY =
  /\b(?:(?:hit|banged|bumped|knocked|bashed|smacked|cracked) (?:his|her|my|their|the|your) head|head injury|knocked out|concussion|(?:bang|knock|blow|bump) (?:to|on) (?:the|his|her|my) head)\b/;
const PERSON = '(?:myself|himself|herself|themselves|yourself)';
/**
 * Known, stable or muscular chest pain (NHS 'Chest pain': pain that gets worse when you press on your
 * chest or move is often a strain; a known condition behaving as usual): not an emergency by itself.
 */
const CHRONIC_OR_MUSCULAR =
  /\b(?:same (?:symptoms )?as (?:always|usual|ever)|the usual|as usual|as always|for years|known (?:panic|angina|asthma|reflux|anxiety)|stable angina|(?:panic|anxiety) disorder|my gp knows|most (?:days|weekends|nights|mornings)|happens (?:most|every)|gaviscon|omeprazole|lansoprazole|with my gtn|gtn (?:helps|works)|reflux|heartburn|box breathing|easing|eases|goes (?:away )?(?:in a minute|when i|after)|passes (?:in|after)|sore to (?:press|touch)|hurts (?:when )?(?:i )?press\w*|pressing on it|tender to (?:touch|press)|when i (?:sneeze|cough|move|twist|lie|press|breathe in deeply)|push ?ups|crunches|lifting heavier|sleeping on|lie on my side|dusty|a cold|chest cold|chest infection|after a (?:long )?cry|from the desk|where i (?:did|hit|bumped)|fine otherwise|otherwise fine|cold weather)\b/;

/** A baby (any age under about one year). */
const BABY =
  /\b(?:baby|babies|babys|newborn|new born|infant|neonat\w*|little one|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -]?(?:days?|weeks?|wks?|months?|mths?)[ -]?old)\b/;
/**
 * A baby under 3 months: "6 week old", "10 day old", "2 month old", "newborn", "she is 6 wks",
 * "baby is 2 months" (AAP and NHS: any fever at this age needs urgent care).
 */
const UNDER_3_MONTHS =
  /\b(?:(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -]?(?:weeks?|wks?|wk)[ -]?old|(?:[1-9]|[1-8]\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen)[ -]?days?[ -]?old|(?:[12]|one|two)[ -]?(?:months?|mths?|mo)[ -]?old|newborn|new born|neonat\w*|(?:she|he|baby|they|it|son|daughter) (?:is|s) (?:only |just )?(?:(?:[1-9]|1[0-2]) ?(?:weeks?|wks?|wk)|(?:[1-9]|[1-8]\d) ?days?|(?:[12]|one|two) ?months?)|(?:[1-9]|1[0-2]) ?(?:weeks?|wks?) (?:old )?(?:baby|son|daughter|boy|girl|twins?))\b/;
/** A child, for swallowed things and burns. */
const CHILD =
  /\b(?:baby|toddler|child|kid|kids|son|daughter|little one|grandchild|grandson|granddaughter|boy|girl|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:years?|yrs?|yo|y\/o|months?)(?: old)?)\b/;
/** Pregnant now, including "I'm 30 weeks", "34 wks and ...". */
const PREGNANCY =
  /\bpregnan\w*|\b(?:weeks|wks) (?:along|gone)\b|\bexpecting a baby\b|\bmy (?:midwife|bump|antenatal|booking scan)\b|\b(?:i am|im|at|she is|currently|now|only) (?:[5-9]|[1-4]\d)(?:\+\d)? ?(?:weeks?|wks?)\b(?! (?:ago|old|later|since))|^(?:[1-4]\d)(?:\+\d)? ?(?:weeks?|wks?)\b(?! (?:ago|old|later|since))/;
/** Just given birth. */
const POSTPARTUM =
  /\b(?:post ?partum|post ?natal|after (?:giving )?birth|since (?:the|giving) birth|gave birth|giving birth|had (?:my|the|our|a) baby|delivered|c[- ]?section|after the birth|since i had (?:him|her|the baby))\b/;
/** Confused, drowsy, not themselves: what turns heat, cold or a high sugar into an emergency. */
const ALTERED =
  /\b(?:confus\w*|confussed|disorient\w*|not making sense|talking (?:nonsense|gibberish|rubbish)|babbl\w*|mumbl\w*|slurr\w*|stumbl\w*|staggering|drows\w*|(?:very|really|so|weirdly|strangely) sleepy|hard to wake|will not wake|cannot wake|floppy|limp|unresponsive|not responding|not answering|collapsed|passed out|fainted|out of it|acting (?:drunk|strange|weird|odd)|not herself|not himself|not themselves|barely talking|(?:cannot|can not) think (?:straight|clearly)|seizure|fitting|fit\b|not moving much|very quiet|(?:really|very|so) slow)\b/;
/** Risks for a blood clot (NHS 'DVT' and 'Pulmonary embolism'). */
const CLOT_RISK =
  /\b(?:flight|flew|flying|plane|long[- ]haul|long (?:drive|journey|car journey|coach)|surgery|operation|op\b|replacement|cast|plaster|pill|contracepti\w*|hrt|pregnan\w*|had (?:my|a|the) baby|birth|postpartum|cancer|chemo\w*|bed ?rest|bed bound|immobil\w*|clot\w*|dvt|one side|one leg|only one|just the one)\b/;
/** Testicles, in the words people use. */
const TESTIS =
  '(?:testic\\w*|testes|scrot\\w*|(?:my|his|one of (?:my|his)|left|right|one) (?:left |right )?(?:balls?|nuts?|testicles?|nads|bollocks)|in (?:my|his) (?:balls|nuts|privates)|privates|down there)';
/** Drugs and medicines, for overdoses. */
const MEDS =
  '(?:pills?|tablets?|meds|medications?|medicines?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|sleeping (?:pills|tablets)|insulin|opioids?|oxy\\w*|antidepressants?|sertraline|fluoxetine|citalopram|amitriptyline|seroquel|quetiapine|gabapentin|pregabalin|co-?codamol|codeine|tramadol|propranolol|diazepam|xanax|benzos?|lithium|zopiclone|prescription)';

/** What makes the words of suicidal thoughts something else (a figure of speech, a trip, a break-up). */
const SUICIDE_UNLESS: readonly RegExp[] = [
  /\bdie (?:of|from) (?:embarrassment|boredom|laughter|laughing|cuteness|cringe|shame|jealousy|envy|happiness|excitement|suspense|curiosity|hunger|heat)\b/,
  /\bdie laughing\b/,
  /\bsuicide (?:prevention|awareness|squad)\b/,
  /\bend (?:things|it|everything) (?:with|between)\b/,
  /\b(?:going (?:on |away|travelling|traveling)|on holiday|holiday in|travelling|traveling|trip|vacation|abroad|remind me|when i am back|when i get back|leaving (?:the|my|this) (?:school|job|company|team|office|class)|students|pupils|colleagues)\b/,
  /\b(?:until|till|til) (?:spring|summer|my body|the weekend|noon|lunch|next week|christmas|monday|friday|\d+)\b|\bto catch up\b/,
];
/** A trivial cause said with it ('I want to die, this hangover', 'the relationship with carbs'). */
const SUICIDE_UNLESS_IN_MESSAGE: readonly RegExp[] = [
  /\b(?:hangover|hungover|embarrass\w*|cringe|voice note|haircut|free trial|carbs|new diet|am meeting|waved at)\b/,
];

/**
 * Most urgent first within each category. `emergency_ambulance` = call 911 now;
 * `emergency` = go to an emergency department now (the reply still says call 911);
 * `consultation_24` = see a doctor within 24 hours.
 */
/**
 * The parent's own temperature ("I'm breastfeeding my 5 week old and I've got a temperature of 38.3"),
 * with nothing saying the baby is hot: not a baby's fever.
 */
const PARENTS_OWN_FEVER =
  /^(?!.*\b(?:baby|babe|she|he|son|daughter|little one|newborn|lo)(?:'s| has| is| had| was)(?: got| been| running)? (?:a |got a )?(?:high |slight )?(?:fever|temp\w*|hot|burning)).*(?:\bi(?:'ve| have|'m| am| had| got)? (?:got |had |running |been running )?(?:a |got a )?(?:high |slight )?(?:temp\w*|fever)|\bmy (?:temp\w*|fever)\b)/;

/** Acts of putting things in order before leaving (a will, debts paid back, things given away or returned). */
const FINAL_ACT = String.raw`\b(?:(?:made|wrote|written|done|did|updated|sorted|signed) (?:out )?(?:my|a|the) will|(?:returned|gave back|given back|took back) (?:\w+ ){0,3}(?:books?|things|stuff|keys|tools|drill|jacket|dvds|games|money)|paid (?:\w+ ){0,3}back|(?:gave|given|giving) (?:away )?(?:\w+ ){0,3}(?:stuff|things|clothes|books|guitar|games|jewell?ery|plants|records|bike|console|collection)(?: away)?|cancel\w* (?:all )?my (?:subscriptions|gym|phone contract|accounts)|deleted (?:all )?my (?:accounts|social media|photos|posts)|wrote (?:\w+ ){0,2}(?:letters|notes|cards) (?:to|for)|said (?:my )?goodbyes?|rehomed (?:my|the) (?:cat|dog|pets?|rabbit)|tidied (?:up )?(?:everything|all my)|(?:cleared|cleaned) out my (?:room|flat|desk|locker))\b`;
/** A calm or readiness that does not fit acts of leaving. */
const UNEXPECTED_CALM = String.raw`\b(?:(?:weird|strange|odd|funny)(?:ly)? (?:how )?(?:calm|peaceful|light|relieved|at peace)|so calm|feel (?:so |really |very )?(?:calm|at peace|peaceful|light|ready|relieved) about (?:it|it all|everything)|at peace (?:now|with it|with everything)|no loose ends|(?:all|everything) (?:is )?(?:in order|sorted|tied up) now|ready now|nothing left to do)\b`;

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
  // NHS 'Heart attack' and MedlinePlus 'Chest pain': pain or discomfort in the jaw, neck or back, or in one or both arms or shoulders,
  // with shortness of breath, a cold sweat, light-headedness; NHS: sweating, feeling grey. Many people
  // describe it without the word 'chest' ("my jaw and left arm ache and I'm drenched in sweat").
  {
    id: 'arm_jaw_back_pain_with_sweating',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:jaw|left arm|left shoulder|shoulder blades?)\b(?: and (?:my |his |her )?(?:jaw|left arm|arms?|neck|left shoulder|back|shoulder))? (?:is |are |has been |have been |keeps? |started |feels? )?(?:really |so |very |badly )?(?:hurt\w*|ach\w*|pain\w*|sore|throbbing|heavy)\b/,
      /\b(?:pain|ache|aching|pressure|tightness|heaviness|discomfort|burning)\b (?:in|down|between|across) (?:my|his|her|the|both) (?:upper back|left arm|arms|both arms|jaw|neck|left shoulder|shoulders|shoulder blades)\b/,
      /\bclutching (?:at )?(?:my|his|her|their) (?:left )?arm\b/,
      /\b(?:arms|both arms|left arm) (?:feel|feels|felt) like lead\b/,
      /\b(?:pain|ache|aching|pressure|tightness|burning)\b.{0,40}\b(?:spread\w*|radiat\w*|shoot\w*|travel\w*|mov\w*|going|goes|went|up|down) (?:down |up |into |to )*(?:my |his |her |the |both )?(?:left |right )?(?:arms?|jaw|neck|shoulders?)\b/,
      /\b(?:burning|pain|pressure|tightness)\b.{0,10}\b(?:is |are )?(?:spreading|radiating|shooting|travelling|traveling|moving) (?:down|up|into|to)\b/,
    ],
    requires: [
      /\b(?:sweat\w*|clammy|drenched|cold sweat|gone (?:really |very |so |all )?(?:grey|gray|pale)|grey|gray|short(?:ness)? of breath|breathless|puffing|panting|light ?headed|faint)\b/,
    ],
    unless: [EXERTION, /\b(?:tooth|teeth|toothache|dentist|wisdom)\b/],
    unlessNext: [EXERTION],
    sources: [SOURCES.nhsHeartAttack, SOURCES.mlChestPain, SOURCES.mlEmergencies],
  },
  {
    id: 'elephant_on_me',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [
      /\belephant (?:is |was )?(?:sitting|standing|sat|stood|lying|stepping|treading) on (?:me|my|him|her|his)\b|\belephant on (?:me|him|her)\b/,
    ],
    sources: [SOURCES.nhsHeartAttack],
  },
  {
    id: 'weight_on_me',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:heavy )?weight (?:is )?(?:sitting |pressing |pushing |crushing )?(?:on|down on) (?:me|him|her)\b(?! (?:shoulders|mind))/,
    ],
    requires: [/\b(?:pale|grey|gray|sweat\w*|clammy|breath\w*|clutch\w*|arm|jaw|sick)\b/],
    sources: [SOURCES.nhsHeartAttack],
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
    unlessInMessage: [CHRONIC_OR_MUSCULAR],
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
      /\b(?:face|mouth|smile|lip) (?:is |has |looks |seems |started |starting |went |has gone |gone |is gone )?(?:gone |went )?(?:(?:all|kind of|a bit|really|very|so) )?(?:drooping|droopy|drooped|droop|dropped|dropping|fallen|sagging|sagged|lopsided|crooked|uneven|wonky|twisted|slanted|slanting|skewed)\b/,
      /\b(?:face|mouth|smile)\b.{0,20}\b(?:melting|sliding|slipping) (?:down|off)?\b|\b(?:face|mouth|smile)\b.{0,25}\b(?:looks|is|has gone|gone) (?:like (?:it is|its) )?melting\b/,
      /\b(?:cannot|could not|struggling to|unable to|can barely|can hardly) get (?:his|her|their) words out\b/,
      /\b(?:keeps?|kept) dropping (?:things|(?:her|his|my|their) (?:cup|phone|fork|spoon|drink|glass|mug|pen|keys)) (?:with|from|out of) (?:her|his|my|their) (?:left|right) hand\b/,
      /\bdrooping (?:face|mouth|smile)\b/,
      /\b(?:face|mouth|smile|lips?) (?:will not|would not|does not|cannot|can not|is not able to) move (?:on (?:one|the (?:left|right)) side|properly|on (?:the )?(?:left|right))\b/,
      /\b(?:half|one side of|side of) (?:my|his|her|their|the) face (?:will not|would not|does not|cannot|can not|is not able to) move\b|\b(?:half|one side of) (?:my|his|her|their|the) face (?:has |is |went |feels )?(?:gone )?(?:numb|dead|frozen|paraly[sz]ed|droopy|drooping|fallen)\b/,
      /\bface droop\b/,
      /\b(?:drooping|droop|numb|numbness|weak|weakness|paraly[sz]ed|sagging|fallen|dropped|cannot feel|cannot move)\b.{0,30}\bone side of (?:my|his|her|their|the) (?:face|body|mouth)\b/,
      /\bone side of (?:my|his|her|their|the) (?:face|body|mouth)\b.{0,30}\b(?:drooping|droops|dropped|fallen|numb|weak|paraly[sz]ed|sagging|not moving|will not move|cannot move|went (?:numb|dead|limp)|gone numb)\b/,
      /\b(?:arm|leg|hand)s? (?:feels |feel |is |are |went |has gone |have gone |suddenly |just )?(?:really |very |so |all |completely |totally |suddenly )?(?:weak|numb|heavy|limp|dead|paraly[sz]ed)\b/,
      /\b(?:cannot|could not|can not) (?:hold|grip|pick up) (?:my|his|her|their|a|the) (?:cup|mug|phone|fork|spoon|pen|drink|glass|toothbrush)\b/,
      /\b(?:cannot|could not|suddenly cannot) feel (?:my|his|her|their) (?:left |right )?(?:arm|leg|face|hand)\b/,
      /\b(?:cannot|could not|unable to) (?:lift|raise|move|hold up) (?:my|his|her|their|one|both) (?:left |right )?(?:arms?|legs?)\b/,
      /\b(?:weakness|numbness) (?:in|on|down) (?:one|the (?:left|right)) side\b/,
      /\bsudden(?:ly)? (?:weakness|numbness)\b/,
      /\bslurr(?:ed|ing) (?:speech|words|(?:my|his|her|their) (?:words|speech))\b/,
      /\b(?:speech|talking|words) (?:is |are |sounds |was |came out |come out )?(?:all )?(?:slurred|slurring|garbled|jumbled)\b/,
      /\b(?:speech|talking|voice|words) (?:suddenly )?(?:went|has gone|had gone|goes|going|gone) (?:all )?(?:funny|weird|strange|slurred|slurry|garbled|jumbled|muddled)\b/,
      /\b(?:arm|leg|hand)s? (?:just )?(?:flopped|dropped|fell)(?: down)?(?: to (?:his|her|my|their) side)?\b|\b(?:arm|leg|hand)s? (?:just )?went (?:floppy|limp)\b/,
      /\b(?:left|right|whole left|whole right) side (?:of (?:my|his|her|their|the) (?:body|face) )?(?:has |have )?(?:suddenly )?(?:gone|went|is|feels|felt|goes|going) (?:all )?(?:numb|weak|dead|heavy|tingly|floppy|limp|paraly[sz]ed)\b/,
      /\b(?:cannot|could not|can not) smile (?:properly|straight|evenly|on one side|any ?more)\b|\b(?:corner|side) of (?:my|his|her|their) (?:mouth|face|lips?) (?:will not|would not|does not|cannot|is not able to) move\b/,
      /\b(?:words|speech) (?:are |is |keep |keeps )?(?:coming out|come out|came out) (?:all |like )?(?:wrong|jumbled|muddled|garbled|funny|weird|strange|mush|mushy|nonsense|gibberish|scrambled)\b/,
      /\b(?:talking|speaking) (?:gibberish|nonsense)\b/,
      /\b(?:cannot|could not|unable to|suddenly cannot) (?:speak|talk)\b(?! to| with| about| for)/,
      /\bsudden(?:ly)? (?:cannot see|went blind|lost (?:my |the )?(?:vision|sight)|(?:loss of|lost) vision|blindness)\b/,
      /\b(?:lost|losing|lose) (?:the )?(?:sight|vision) in (?:one|my (?:left|right)|his (?:left|right)|her (?:left|right)) eye\b/,
      /\b(?:a|the) (?:curtain|shadow|veil|blind) (?:came|coming|come|has come|went|fell|falling) (?:down )?(?:over|across) (?:my|his|her|one) (?:eye|vision|sight)\b|\blike a (?:curtain|shadow|veil|blind) (?:came|coming|come|has come|went|fell|falling) down\b/,
      /\b(?:arm|leg|hand)s? and (?:arm|leg|hand)s? (?:feels? |is |are |went |has gone |have gone )?(?:really |very |so |all |dead )?(?:weak|numb|heavy|limp|dead|paraly[sz]ed|useless)\b/,
    ],
    unless: [
      EXERTION,
      STANDING,
      /\b(?:shoulder|injury|injured|sprain\w*|broke|broken|fracture\w*|frozen shoulder|tendon\w*)\b/,
      /\b(?:leg day|floored|speechless|lost for words|by the news|wine|beers?|glasses of|drinks|tipsy|drunk|end of the day|achy|shy|nervous|ask (?:her|him) out)\b/,
    ],
    unlessNext: [EXERTION, STANDING],
    sources: [SOURCES.nhsStroke, SOURCES.mlStroke, SOURCES.nhs999],
  },
  // NHS 'Transient ischaemic attack (TIA)': the face, arm and speech signs of a stroke that pass within
  // minutes still need 999. Numbness or tingling that passed is not counted here.
  {
    id: 'stroke_fast_transient',
    category: 'stroke',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:face|mouth|smile|lip) (?:is |has |looks |seems |started |starting |went |has gone |gone |is gone )?(?:gone |went )?(?:(?:all|kind of|a bit|really|very|so) )?(?:drooping|droopy|drooped|droop|dropped|dropping|fallen|sagging|sagged|lopsided|crooked|uneven|wonky|twisted|slanted|slanting|skewed)\b/,
      /\bslurr(?:ed|ing) (?:speech|words|(?:my|his|her|their) (?:words|speech))\b/,
      /\b(?:speech|talking|words) (?:is |are |sounds |was |came out |come out )?(?:all )?(?:slurred|slurring|garbled|jumbled)\b/,
      /\b(?:speech|talking|voice|words) (?:suddenly )?(?:went|has gone|had gone|goes|going|gone) (?:all )?(?:funny|weird|strange|slurred|slurry|garbled|jumbled|muddled)\b/,
      /\b(?:words|speech) (?:are |is |keep |keeps )?(?:coming out|come out|came out) (?:all |like )?(?:wrong|jumbled|muddled|garbled|mush|mushy|nonsense|gibberish|scrambled)\b/,
      /\b(?:arm|leg|hand)s? (?:just )?(?:flopped|dropped|fell)(?: down)?(?: to (?:his|her|my|their) side)?\b|\b(?:arm|leg|hand)s? (?:just )?went (?:floppy|limp)\b/,
      /\b(?:cannot|could not|unable to) (?:lift|raise|move|hold up) (?:my|his|her|their|one|both) (?:left |right )?(?:arms?|legs?)\b/,
      // Numbness of a whole side (not a finger or a foot) that passed.
      /\bnumb(?:ness)? (?:all )?(?:down|on|in|along|over) (?:my|his|her|their|the) (?:whole |entire )?(?:left|right) side\b|\b(?:whole|entire) (?:left|right) side (?:of (?:my|his|her|their) body )?(?:went|go|goes|was|felt|had gone|has gone) (?:all )?numb\b/,
    ],
    unless: [
      EXERTION,
      STANDING,
      /\b(?:shoulder|injury|injured|sprain\w*|broke|broken|fracture\w*|frozen shoulder|tendon\w*|dentist|dental|anaesthetic|anesthetic|numbing|drunk|pints|wine|beers?|glasses of|drinks|tipsy)\b/,
    ],
    unlessNext: [EXERTION, STANDING],
    countsIfResolved: true,
    sources: [SOURCES.nhsTia, SOURCES.nhsStroke],
  },
  // NHS 'Bell's palsy': weakness of one side of the face, not being able to close an eye — call 999
  // to rule out a stroke.
  {
    id: 'face_weakness_eye',
    category: 'stroke',
    triage: 'emergency',
    patterns: [/\b(?:cannot|could not|can not) (?:close|shut) (?:my|his|her|their|one) (?:eye|eyelid)\b/],
    requires: [/\b(?:face|mouth|smile)\b/],
    unless: [/\b(?:stye|swollen|swelling|bite|sting|infection|conjunctivitis|pink eye|sticky)\b/],
    sources: [SOURCES.nhsStroke],
  },
  // MedlinePlus 'Stroke': sudden trouble speaking or understanding speech.
  {
    id: 'stroke_understanding',
    category: 'stroke',
    triage: 'emergency',
    patterns: [
      /\b(?:cannot|could not|can not) understand (?:what (?:people|anyone|you|they|he|she|we) (?:are|is|were|was) saying|anything (?:anyone|people|you) (?:says?|said)|words|speech)\b/,
      /\bwords (?:just )?(?:sound|sounded|look|looked|seem|seemed) like (?:nonsense|gibberish|another language|a foreign language)\b/,
    ],
    unless: [/\b(?:accent|language|mumbl\w*|noisy|loud|music|deaf|hearing aid|ears? (?:are )?blocked)\b/],
    sources: [SOURCES.mlStroke, SOURCES.nhsStroke],
  },
  // MedlinePlus 'Stroke': sudden trouble walking, dizziness, loss of balance or coordination, double
  // vision. Two of these together, or one said to be sudden.
  {
    id: 'stroke_balance_vision',
    category: 'stroke',
    triage: 'emergency',
    patterns: [
      /\b(?:seeing double|double vision)\b/,
      /\b(?:cannot|could not|can not) walk (?:straight|properly|in a straight line)\b/,
      /\b(?:falling|leaning|veering|tipping|keeling) (?:over )?to one side\b/,
      /\b(?:really |very |so )?off balance\b|\b(?:lost|losing|loss of) (?:my |his |her )?balance\b/,
      /\b(?:vision|sight) (?:is |went |has gone |gone |goes )?(?:all )?(?:blurry|blurred|dim|dark|black|grey|gray|funny) (?:on|in) (?:one side|one eye)\b/,
    ],
    requires: [
      /\b(?:sudden\w*|all of a sudden|out of nowhere|seeing double|double vision|one side|walk straight)\b/,
    ],
    unless: [
      /\b(?:drunk|drinking|alcohol|pints|hangover|hungover|tired|screen|reading|glasses|contacts|stood up|standing up|got up|getting up|ice|slipped|tripped)\b/,
    ],
    sources: [SOURCES.mlStroke, SOURCES.nhsStroke],
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
      /\b(?:barely|hardly|only just) breathing\b/,
      /\b(?:lips|face|tongue|fingertips|fingers|skin) (?:(?:are|is|turning|turned|going|gone|look|looks|went|getting|have|has|a bit|a little|slightly|kind of|quite|bit|a) ){0,3}(?:blue|grey|gray|bluish|blueish|bluey|purple|dusky)\b/,
      /\b(?:ribs|tummy|belly|chest|neck|skin)\b.{0,25}\b(?:sucking|sucked|pulling|pulled|drawing|sinking) in\b/,
      /\b(?:pausing|pauses in|paused|stops and starts|keeps stopping) (?:(?:his|her|their|the) )?breath(?:ing)?\b|\bpauses (?:in|between) (?:his|her|their) breath\w*/,
      /\bgrunt\w*(?: (?:noises?|sounds?))? (?:with|when|as|on|after|at the end of) (?:every|each)? ?breath\w*/,
      /\b(?:every|each) breath (?:is|feels like) (?:a (?:fight|struggle|battle)|hard work|an effort)\b/,
      /\b(?:trying|struggling|fighting|cannot|could not|can barely|can hardly) (?:to )?get (?:any |enough |a (?:full|proper|deep|decent|good) )?(?:air|a breath|my breath|breath) in\b/,
      /\bblue (?:lips|face|fingertips)\b/,
      /\b(?:not|stopped|stop) breathing\b/,
      /\b(?:too )?(?:breathless|short of breath|out of breath) to (?:speak|talk|finish (?:a |my )?sentences?)\b/,
      /\b(?:cannot|could not) (?:speak|talk|finish (?:a |my )?sentences?)\b.{0,25}\bbreath/,
      /\b(?:really|very|extremely|severely|so|super|badly|terribly) (?:short of breath|breathless)\b/,
      /\bcannot get (?:enough )?(?:air|my breath)\b/,
    ],
    unless: [
      /\bthrough (?:my|the|her|his|it) (?:nose|mouth)\b|\bbreathe through it\b/,
      /\b(?:stuffy|blocked|congested|snotty) nose\b/,
      /\bchoking (?:up|back)\b/,
      /\bgasping (?:for (?:a |some )?(?:cup|tea|coffee|drink|pint|brew|beer|wine|cigarette|smoke|wee|break)|at (?:the|teh) (?:top|finish|end))\b/,
      /\b(?:snor\w*|sleep apn\w*|marathon)\b|\bgasping in my sleep\b/,
      /\b(?:are not|is not|not|no) (?:sucking|pulling|drawing|sinking)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.nhsBreath, SOURCES.mlBreathing, SOURCES.nhsBronchiolitis],
  },
  // NHS 'Shortness of breath' / MedlinePlus 'Breathing difficulty': breathless at rest or too
  // breathless to walk a few steps is an emergency.
  {
    id: 'breathless_at_rest',
    category: 'severe_breathing',
    triage: 'emergency',
    patterns: [
      /\b(?:puffing and panting|panting|puffing|gasping|out of breath|breathless|short of breath)\b.{0,30}\b(?:at rest|sitting (?:down|still|in (?:his|her|my|a|the) chair)|lying (?:down|in bed|still)|doing nothing|not even moving|just sitting)\b/,
      /\b(?:so |too )?(?:breathless|out of breath|short of breath) (?:that )?i (?:cannot|can not|could not) (?:even )?(?:walk|get) (?:to|across|up)\b/,
    ],
    sources: [SOURCES.nhsBreath, SOURCES.mlBreathing],
  },
  // NHS 'Croup': call 999 for a high-pitched noise when breathing in (stridor) when the child is calm,
  // or pale or blue skin.
  {
    id: 'stridor',
    category: 'severe_breathing',
    triage: 'emergency',
    patterns: [
      /\bstridor\b/,
      /\b(?:high[- ]?pitched|whistling|harsh|rasping|squeaky|squeaking|crowing) (?:noise|sound|whistle)\w*\b.{0,25}\bbreath\w*/,
    ],
    requires: [
      /\b(?:calm|at rest|resting|asleep|sleeping|pale|blue|grey|gray|drowsy|floppy|struggling|all the time|even when)\b/,
    ],
    unless: [/\bthrough (?:my|his|her|the) nose\b/, /\bnostrils?\b/],
    sources: [SOURCES.nhsCroup, SOURCES.nhs999],
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
      /\b(?:cannot|could not|can barely|can hardly|struggling to) catch (?:my|his|her) breath\b/,
      /\bbreathing (?:really |very |so |super |extremely )+(?:fast|quick\w*|rapid\w*)\b.{0,60}\b(?:ribs|sucking|grunting|baby|toddler|year old|month old|week old|little one)\b|\b(?:baby|toddler|year old|month old|week old|little one)\b.{0,40}\bbreathing (?:really |very |so |super |extremely )+(?:fast|quick\w*|rapid\w*)\b/,
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
      /\b(?:climb|walk|run|sprint|go|rush|cycl|hurr)\w*(?: \w+){0,2} up (?:the |a |some |that )?(?:\w+ )?(?:stairs|steps|hills?)\b/,
    ],
    sources: [SOURCES.nhsBreath, SOURCES.nhs111],
  },
  // --- Anaphylaxis. NHS 'Anaphylaxis': call 999 for swelling of the throat and tongue, difficulty
  // breathing or swallowing, a tight throat; use an adrenaline auto-injector if you have one.
  // MedlinePlus 'Anaphylaxis': a life-threatening allergic reaction; call 911.
  {
    id: 'anaphylaxis_name',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [/\banaphyla\w*/],
    sources: [SOURCES.nhsAnaphylaxis, SOURCES.mlAnaphylaxis, SOURCES.nhs999],
  },
  {
    id: 'anaphylaxis',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    patterns: [
      /\bthroat (?:is |feels |keeps |feels like (?:it is |its )?)?(?:kinda |kind of |sort of |a bit |a little |like |really |slowly |starting to |started )?(?:closing|closing up|swelling|swollen|swelled|tightening|getting tight)\b/,
      /\b(?:tongue|throat) (?:is |are |has |have |started |starting |keeps )?(?:swelling|swollen|swelled|puffing up)\b/,
      /\bswelling (?:of|in) (?:my|the|his|her) (?:tongue|throat)\b/,
      /\bswollen (?:tongue|throat)\b/,
      /\b(?:used|use|using|needed|had to use|gave (?:him|her|myself)) (?:my |an |the |his |her )?epi ?pen\b/,
      /\b(?:adrenaline|epinephrine) (?:auto[- ]?injector|shot|pen)\b/,
      /\bsevere allergic reaction\b/,
    ],
    sources: [SOURCES.nhsAnaphylaxis, SOURCES.mlAnaphylaxis, SOURCES.nhs999],
  },
  // NHS 'Anaphylaxis': a reaction to a sting, food or medicine that reaches more than the skin
  // (lightheaded or faint, a tight or scratchy throat, wheezing, breathing trouble) is an emergency.
  {
    id: 'allergic_two_systems',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    patterns: [/\b(?:hives|welts|rash|itchy all over|itching all over|blotch\w*)\b/],
    requires: [
      /\b(?:light ?headed|faint\w*|dizzy|wheez\w*|(?:scratchy|itchy|tight|funny|weird) throat|throat (?:feels? )?(?:scratchy|itchy|tight|funny|weird)|hoarse|short of breath|struggling to breathe|hard to breathe|(?:heart|pulse) (?:is )?racing)\b/,
      /\b(?:stung|sting|bee|wasp|hornet|peanuts?|nuts?|shellfish|prawns?|ate|eating|new (?:medicine|medication|tablets?|pills?)|antibiotic\w*|injection)\b/,
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
      /\bvoice (?:is |has |going |gone |went |sounds |is going |has gone )+(?:all )?(?:funny|weird|strange|different|muffled|husky)\b/,
    ],
    requires: [
      /\b(?:allerg\w*|stung|sting|bee|wasp|peanuts?|nuts?|shellfish|prawns?|shrimp|hives|antibiotic\w*|penicillin|new medication|ate|eating)\b/,
    ],
    unless: [/\b(?:shouting|singing|screaming|cheering|yelling)\b/],
    sources: [SOURCES.nhsAnaphylaxis, SOURCES.mlAnaphylaxis],
  },
  // NHS 'Anaphylaxis': breathing difficulties such as wheezing, or itching and a raised rash all over,
  // soon after a sting or a food someone is allergic to.
  {
    id: 'allergic_wheeze',
    category: 'anaphylaxis',
    triage: 'emergency_ambulance',
    patterns: [
      /\bwheez\w*/,
      /\b(?:itchy|itching|hives|rash|welts|blotchy|lumps) (?:all over|everywhere|spreading)\b/,
      /\b(?:feel|feels|felt|feeling) (?:really |very )?faint\b|\b(?:collapsed|passed out|fainted|keeled over)\b/,
    ],
    requires: [
      /\b(?:stung|sting|bee|wasp|hornet|allerg\w*|peanuts?|nuts?|shellfish|prawns?|shrimp|epi ?pen)\b/,
      /\b(?:stung|sting|ate|eaten|eating|had (?:a|some)|after|just|now|minutes? ago|mins? ago)\b/,
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
      /\bheadache\b.{0,25}\b(?:came on|started|hit|began|struck)\b.{0,20}\b(?:suddenly|out of nowhere|all of a sudden|all at once|in seconds|within seconds|in an instant|like a (?:thunderclap|thunderbolt|lightning bolt|hammer|bolt|explosion|gunshot|bomb))\b/,
      /\bheadache\b.{0,20}\blike (?:being )?(?:hit|struck|kicked) (?:on|in) the head\b/,
      /\b(?:felt|feels|feel|feeling) like (?:someone|somebody|something|i (?:was|had been|got)|being|i have been) (?:just )?(?:hit|struck|smacked|whacked|kicked|punched|bashed)\b.{0,25}\bhead\b/,
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
      /\b(?:vomit\w*|throwing up|threw up|thrown up|being sick|been sick|puk\w*|bringing up|brought up)\b.{0,10}\b(?:bright red|dark red|red|black|dark brown) (?:stuff|liquid|bits|gunk|gloop|fluid|clots?)\b(?!.{0,40}\b(?:wine|beetroot|juice|jelly|sauce|drink|ketchup|slushie|sweets|candy|food colou?ring)\b)/,
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
    patterns: [
      /\bcoffee grounds?\b/,
      /\bground coffee\b/,
      /\b(?:black|dark brown|brown) and (?:grainy|gritty)\b|\b(?:grainy|gritty) (?:black|dark|brown) (?:stuff|bits|sick|vomit)\b/,
    ],
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
      /\bcough\w*(?: up)? (?:a |an )?(?:big |large |whole |full )?(?:mouthful|cupful|cup|handful|lot|load|pool|glob|clot|clots)s? of blood\b/,
    ],
    sources: [SOURCES.nhsCoughingBlood, SOURCES.mlCoughingBlood, SOURCES.nhs999],
  },
  {
    id: 'coughing_blood',
    category: 'coughing_blood',
    triage: 'emergency',
    unless: [/\b(?:is not|not|no|never) (?:bringing|coughing) up (?:any )?blood\b/],
    patterns: [
      /\bcough\w*(?: up)? blood\b/,
      /\bblood when i cough\b/,
      /\bha?emoptysis\b/,
      /\bcough\w*(?: up)?\b.{0,30}\bblood\b(?! (?:test|tests|pressure|sugar|work))/,
    ],
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
      /\b(?:fainted|fainting|faint|passed out|passing out|blacked out|blacking out|collapsed|lost consciousness|keel(?:ed|ing|s)? over)\b/,
    ],
    requires: [CHEST],
    sources: [SOURCES.nhsFainting, SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'fainting',
    category: 'fainting',
    triage: 'consultation_24',
    patterns: [
      /\b(?:fainted|fainting|passed out|passing out|blacked out|blacking out|collapsed|lost consciousness|keel(?:ed|ing|s)? over)\b/,
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
      /\b(?:is|are|was|were) not (?:responding|responsive|answering me|reacting)\b(?! (?:to|well to) (?:treatment|the|medication|meds|antibiotics|painkillers|cream|tablets|steroids|therapy|chemo\w*))/,
      /\b(?:will|would|does|did|is|can) not wak(?:e|ing) (?:up|him|her|them)\b/,
      /\bcannot wake (?:him|her|them|my \w+|up)\b/,
      /\b(?:cannot|could not|can not) get (?:him|her|them|my \w+) to (?:respond|wake|wake up|answer|open (?:his|her|their) eyes|come round)\b/,
      /\b(?:he|she|they|hes|shes|my \w+|mum|mom|dad|baby|grandad|grandma|nan) (?:will|would|does|did|is) not (?:respond|come round|come to)\b(?! to (?:treatment|the|medication|meds|antibiotics|painkillers|cream|tablets|steroids))/,
      /\b(?:is|are|was|has|have) not (?:coming|come) (?:round|to)\b/,
      /\b(?:has|have|had) not (?:woken|woke|come round)(?: up)?(?: yet)?\b/,

      /\b(?:cannot|could not|can not) (?:rouse|stir) (?:him|her|them|my \w+)\b|\bunrousable\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // Someone else collapsing now: 999/911 unless they come round at once (NHS 'When to call 999').
  {
    id: 'collapsed_now',
    category: 'unconscious',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:hes|shes|he is|she is|he has|she has|they have|they are|has just|have just|just|suddenly) (?:just )?collapsed\b/,
      /\b(?:my|our) (?:\w+ ){1,2}(?:has |have |just )?collapsed\b(?! (?:last|a few|\d|years?|months?|weeks?|once|twice))/,
    ],
    unless: [/\b(?:on the sofa|on the couch|into bed|in bed|laughing|exhausted after|after the party|lol)\b/],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'found_not_with_it',
    category: 'unconscious',
    triage: 'emergency_ambulance',
    patterns: [
      /\bnot with it\b/,
      /\b(?:will not|would not|does not|is not) (?:answer|answering|respond|responding)(?: (?:me|us|anyone))?\b/,
      /\bstaring (?:blankly|into space|straight through)\b/,
    ],
    requires: [
      /\b(?:on the floor|on the ground|collapsed|slumped|found (?:him|her|them)|fell down|fallen)\b/,
    ],
    unless: [/\b(?:laughing|playing|game|joking|sulking|lol)\b/],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'hard_to_wake',
    category: 'unconscious',
    triage: 'emergency_ambulance',
    patterns: [/\b(?:really|very|so|extremely) (?:hard|difficult) to (?:wake|rouse)\b/],
    unless: [
      /\b(?:in the mornings?|every morning|mornings|for (?:school|work)|alarm|always|weekends?|usually|teenager)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // NHS 'Head injury and concussion': call 999 after a head injury with problems staying awake or
  // confusion.
  {
    id: 'head_injury_drowsy',
    category: 'head_injury',
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
  // NHS 'Head injury and concussion': go to A&E after a head injury with vomiting, memory loss, a
  // headache that keeps getting worse, or pupils of different sizes; drowsiness means 999.
  {
    id: 'head_injury_signs',
    category: 'head_injury',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:keeps?|kept|keep on) (?:nodding off|dozing off|falling asleep|drifting off|passing out)\b/,
      /\b(?:cannot|could not|can not|does not|do not|did not) remember (?:how (?:i|he|she|they) got|what happened|the (?:fall|accident|crash)|anything (?:about|since|after)|getting home|hitting)\b|\b(?:memory loss|lost (?:my |his |her )?memory)\b/,
      /\bheadache (?:is |keeps |has been )?(?:getting|got|gets) worse\b/,
      /\bpupils? (?:is |are |looks? )?(?:bigger|larger|smaller|different sizes?|uneven|unequal)\b|\bpupils? (?:of )?different sizes?\b/,
      /\b(?:been sick|being sick|was sick|vomit\w*|threw up|throwing up|thrown up|puk\w*)\b/,
    ],
    requires: [HEAD_INJURY],
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
      /\b(?:seeing|talking to|hearing|speaking to|shouting at) (?:things|people|someone|somebody|voices|animals|bugs) (?:that|which|who) (?:are not|were not|is not|was not) (?:there|real)\b|\bhallucinat\w*/,
      /\b(?:acting|behaving|talking) (?:really |very |so )?(?:weird|strange|strangely|odd|oddly|bizarre|out of character)\b.{0,10}\b(?:all of a sudden|suddenly|out of nowhere)\b|\b(?:suddenly|all of a sudden) (?:acting|behaving) (?:really |very )?(?:weird|strange|strangely|odd|oddly|out of character)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'sudden_not_recognising',
    category: 'sudden_confusion',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:does|did) not (?:recogni[sz]e|know who) (?:me|us|her own|his own|anyone|who i am|who we are)\b/,
    ],
    unless: [/\b(?:dementia|alzheimer\w*|any ?more|for (?:months|years)|gradually|getting worse)\b/],
    unlessNext: [/\b(?:dementia|alzheimer\w*|for (?:months|years)|gradually)\b/],
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
      /\b(?:been|is|keeps|kept|started|keep|are|was|hes|shes|he|she|they) fitting\b/,
      /\b(?:seizure|fit|fitting)\b.{0,30}\b(?:(?:more than|over|for about|about|longer than) (?:5|five|6|six|7|seven|8|ten|10) minutes|is not stopping|will not stop|has not stopped)\b/,
      /\bseizing\b/,
      /\b(?:started|having|had|went into|then) (?:another|a second|a third) (?:fit|seizure)\b/,
    ],
    sources: [SOURCES.nhsSeizure, SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // NHS: call 999 for someone's first seizure.
  {
    id: 'first_seizure',
    category: 'seizure',
    triage: 'emergency_ambulance',
    patterns: [/\bfirst time(?: ever)?\b/, /\bnever had (?:one|a (?:seizure|fit)|seizures|fits) before\b/],
    requires: [/\b(?:seizures?|fits?(?! of)|fitting|convuls\w*)\b/],
    unless: [/\b(?:dog|cat|pet|puppy)\b/],
    sources: [SOURCES.nhsSeizure, SOURCES.nhs999],
  },
  // NHS: call 999 if one seizure follows another without the person waking up in between.
  {
    id: 'seizure_cluster',
    category: 'seizure',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:another|a second|a third) (?:one|fit|seizure)\b.{0,30}\bbefore (?:he|she|they|i) (?:came round|came to|woke up|regained consciousness|recovered)\b/,
      /\b(?:fits|seizures) (?:one after (?:another|the other)|back to back)\b/,
    ],
    sources: [SOURCES.nhsSeizure, SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // NHS 'What to do if someone has a seizure': the body goes stiff, then jerks; they may collapse,
  // their eyes may roll back, they may foam at the mouth. People describe it rather than name it.
  {
    id: 'seizure_described',
    category: 'seizure',
    triage: 'emergency_ambulance',
    patterns: [
      /\beyes? (?:have |has |are |is |keep |keeps |had |were )?(?:rolled|rolling|roll) (?:back|up)\b/,
      /\bfoaming at the mouth\b/,
      /\b(?:body|arms and legs|whole body|he|she|they) (?:went|goes|going|gone|has gone|is going) (?:all )?(?:stiff|rigid)\b/,
    ],
    requires: [/\b(?:jerk\w*|shak\w*|twitch\w*|thrash\w*|juddering|floor|collapsed|stiff)\b/],
    sources: [SOURCES.nhsSeizure, SOURCES.nhs999],
  },
  {
    id: 'seizure',
    category: 'seizure',
    triage: 'emergency',
    kind: 'name',
    patterns: [/\bseizure\b/, /\bhad (?:a|another) fit\b/],
    unless: [
      /\b(?:controlled|under control|seizure[- ]free|medication|meds|tablets|clinic|neurologist)\b/,
      /\bfit of (?:giggles|laughter|laughing|rage|temper|pique|coughing|sneezing|jealousy)\b/,
    ],
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
      /\b(?:the )?blood (?:will|would|does|is|has) not (?:stop|stopped|stopping)\b/,
      /\bstill bleeding (?:after|despite) (?:pressing|pressure|holding|\d+|ten|twenty|fifteen)\b/,
    ],
    unless: [/\bperiods?\b/, /\bmenstrua\w*/, /\btime of the month\b/],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // "It's pouring out" / "pumping" once blood or a wound has been mentioned; a nosebleed that has gone
  // on for more than 10–15 minutes (NHS 'Nosebleed': go to A&E).
  {
    id: 'bleeding_heavy_described',
    category: 'severe_bleeding',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:pouring|gushing|spurting|pumping|streaming|pissing|flowing) (?:out|everywhere|through)\b/,
      /\b(?:bandages?|towels?|tea towels?|dressings?|gauze|shirt|t-shirt|clothes) (?:is |are |has |have |got |has got )?(?:been )?(?:soaked|soaking|drenched|sodden)\b/,
      /\b(?:soaked|soaking|bled|bleeding|seeping) (?:right )?through (?:the |a |his |her |my |two |several )?(?:bandages?|towels?|tea towels?|dressings?|clothes|shirt|jeans|cloth|gauze|t-shirt)\b/,
    ],
    requires: [/\b(?:blood|bleed\w*|nosebleed|cut|wound|gash|sliced)\b/],
    unless: [
      /\bperiods?\b/,
      /\bmenstrua\w*/,
      /\brain\w*\b/,
      /\bsweat\w*/,
      /\b(?:a bit|a little|slightly|plaster)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'bleeding_described',
    category: 'severe_bleeding',
    triage: 'emergency',
    patterns: [
      /\b(?:nosebleed|nose bleed|bleed\w*)\b.{0,40}\b(?:for|over|more than|longer than) (?:an hour|half an hour|(?:\d+|two|three|several) hours?|(?:1[5-9]|[2-9]\d) ?min\w*|twenty min\w*|thirty min\w*)\b/,
    ],
    requires: [/\b(?:blood|bleed\w*|nosebleed|cut|wound|gash|sliced)\b/],
    unless: [/\bperiods?\b/, /\bmenstrua\w*/, /\brain\w*\b/],
    sources: [SOURCES.nhsNosebleed, SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'gut_bleeding',
    category: 'severe_bleeding',
    triage: 'emergency',
    patterns: [
      /\b(?:poo|poop|stool|stools|bowel movements?)\b.{0,20}\b(?:black|tarry|like tar|maroon|dark red)\b/,
      /\b(?:black|tarry) (?:poo|poop|stools?)\b/,
    ],
    unlessInMessage: [
      /\b(?:on|taking|take|started|since i started) (?:my |the |an? )?(?:iron|bismuth|pepto|ferrous)|\b(?:does|do|can|could|will) (?:iron|bismuth|pepto)\b|\b(?:liquorice|licorice|blueberr\w*|beetroot)\b/,
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
      /\brash\b.{0,30}\b(?:does|did|will|would|is|has) not (?:fade|blanch|go white)\b|\brash\b.{0,30}\b(?:does|did|will|would|is|has) not (?:go away|disappear) (?:when|if|under|with) (?:i |you |we )?(?:press\w*|push\w*|a glass|the glass|glass)\b/,
      /\bnon[- ]?blanching\b/,
      /\bglass test\b/,
      /\b(?:glass|tumbler)\b.{0,40}\b(?:still (?:there|see|visible|showing)|(?:does|did|will|would|is|has) not (?:fade|go|disappear|blanch|go white))\b/,
      /\b(?:spots|rash|blotches|marks)\b.{0,15}\b(?:are |is )?still (?:there|visible|showing)\b/,
    ],
    unless: [/\b(?:faded|fades|disappeared|went away|blanched|goes white|went white)\b/],
    unlessNext: [/\b(?:faded|fades|disappeared|went away|blanched|goes white|went white)\b/],
    sources: [SOURCES.nhsMeningitis, SOURCES.nhsSepsis],
  },
  // NHS 'Meningitis': a rash of tiny red, brown or purple pinprick spots with a high temperature.
  {
    id: 'meningitis_purple_rash',
    category: 'meningitis_signs',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:purple|purply|pinprick|dark red|bruise[- ]like|blotchy purple)\b.{0,15}\b(?:rash|spots|blotches|marks|dots)\b/,
      /\b(?:rash|spots) (?:is |are |that is |that are |looks? |gone |going )?(?:purple|purply|like (?:bruises|pinpricks))\b/,
    ],
    requires: [FEVER],
    sources: [SOURCES.nhsMeningitis, SOURCES.nhsSepsis],
  },
  // NHS 'Meningitis': a high temperature with a headache, being sick and a dislike of bright lights.
  {
    id: 'meningitis_light_fever',
    category: 'meningitis_signs',
    triage: 'emergency',
    patterns: [
      /\b(?:cannot|could not|can not) (?:stand|bear|look at|cope with) (?:the )?(?:light|lights|brightness)\b|\b(?:light|lights|brightness) (?:hurts|hurting|is hurting|bothers|is bothering)\b|\bsensitive to (?:the )?light\b|\bphotophobia\b/,
    ],
    requires: [FEVER, /\b(?:headache|vomit\w*|being sick|been sick|throwing up|rash|drowsy)\b/],
    sources: [SOURCES.nhsMeningitis],
  },
  {
    id: 'meningitis_stiff_neck_fever_rash',
    category: 'meningitis_signs',
    triage: 'emergency_ambulance',
    patterns: [
      /\bstiff neck\b/,
      /\bneck (?:is |feels )?(?:very |really |so |too |that )?stiff\b/,
      /\bcannot (?:bend|touch|put) my chin (?:to|on) my chest\b/,
    ],
    requires: [
      FEVER,
      /\b(?:rash|spots|bright lights?|light hurts|sensitive to light|photophobia|vomit\w*|lights? (?:is |are )?(?:hurting|hurts)|(?:hurting|hurts) (?:his|her|my|their) eyes)\b/,
    ],
    sources: [SOURCES.nhsMeningitis],
  },
  {
    id: 'meningitis_stiff_neck_fever',
    category: 'meningitis_signs',
    triage: 'emergency',
    patterns: [/\bstiff neck\b/, /\bneck (?:is |feels )?(?:very |really |so |too |that )?stiff\b/],
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
    patterns: [
      /\b(?:mottled|blotchy)\b/,
      /\b(?:feel|feels|felt|feeling) like (?:i am|im|i am going to|i will|she is going to|he is going to) (?:going to )?die\b/,
    ],
    requires: [/\b(?:fever|temperature|infection|infected|shiver\w*|chills|unwell|sick)\b/],
    sources: [SOURCES.nhsSepsis],
  },
  // NHS 'Sepsis' (adults): call 999 for acting confused or not making sense, or breathing very fast,
  // with an infection or a high temperature. MedlinePlus: a sudden change in mental status is an
  // emergency sign.
  {
    id: 'sepsis_confusion_or_fast_breathing',
    category: 'sepsis_signs',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:confused|confusion|muddled|disorientated|disoriented|delirious|not making (?:any )?sense|talking nonsense|not (?:herself|himself|themselves) at all)\b(?! (?:about|by|why|whether|as to|if|with))/,
      /\bbreathing (?:really |very |so |super |extremely )+(?:fast|quick\w*|rapid\w*)\b/,
    ],
    requires: [
      /\b(?:fever|feverish|high temperature|a temperature|burning up|(?:a|high|has a|got a) temp|infection|infected|uti|pneumonia|shiver\w*|chills|shaking uncontrollably)\b/,
    ],
    sources: [SOURCES.nhsSepsis, SOURCES.mlEmergencies],
  },
  // NHS 'Sepsis': call 111 if someone feels very unwell or like something is seriously wrong, with an
  // infection, a wound or after surgery.
  {
    id: 'sepsis_very_unwell',
    category: 'sepsis_signs',
    triage: 'consultation_24',
    patterns: [
      /\b(?:most unwell|sickest|most ill|worst) (?:i have|i|he has|she has) ever (?:felt|been)\b/,
      /\b(?:feel|feels|felt|feeling) (?:like )?(?:something|sth) is (?:seriously|really|badly|very) wrong\b/,
      /\b(?:feel|feels|felt|feeling) (?:really|very|so|extremely|horribly) (?:unwell|ill|poorly)\b/,
    ],
    requires: [
      /\b(?:infection|infected|wound|surgery|operation|stitches|uti|pneumonia|cellulitis|chemo\w*)\b/,
    ],
    sources: [SOURCES.nhsSepsis, SOURCES.nhs111],
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
      /\b(?:severe|sharp|sudden|intense|excruciating|terrible|unbearable|stabbing|really bad|very bad|agonising|agonizing|awful|horrendous)\b.{0,25}\b(?:stomach|abdominal|abdomen|tummy|belly|pelvic|pelvis|shoulder tip|tip of (?:my|her) shoulder|under (?:my|her|the) ribs|ribs|low down|lower down|one side|down below)\b/,
      /\b(?:pain|ache) (?:in )?(?:the )?tip of (?:my|her) shoulder\b|\bshoulder tip pain\b/,
      /\bpain (?:in|low in|down in|on) (?:my |her |the )?(?:lower |low |left |right )?(?:stomach|abdomen|tummy|belly|pelvis|side)\b.{0,20}\b(?:severe|unbearable|sharp|intense|excruciating|agoni[sz]ing|really bad|awful|terrible)\b/,
      /\b(?:stomach|abdominal|tummy|belly|pelvic) pain\b.{0,15}\b(?:severe|unbearable|sharp|intense|excruciating)\b/,
    ],
    requires: [PREGNANT],
    sources: [SOURCES.nhsEctopic, SOURCES.nhs999],
  },
  // NHS 'Ectopic pregnancy': feeling very dizzy or fainting, with tummy pain or bleeding.
  {
    id: 'pregnancy_faint',
    category: 'pregnancy_pain_or_bleeding',
    triage: 'emergency',
    patterns: [
      /\b(?:feel|feeling|felt) (?:really |very |so )?faint\b|\b(?:fainted|passed out|collapsed)\b|\b(?:really|very|so) dizzy\b/,
    ],
    requires: [PREGNANT, /\b(?:pain|bleed\w*|blood|cramp\w*)\b/],
    sources: [SOURCES.nhsEctopic, SOURCES.nhs999],
  },
  // NHS 'Signs that labour has begun': if the waters break and the cord comes down (or something is
  // felt coming out), call 999.
  {
    id: 'pregnancy_cord',
    category: 'pregnancy_pain_or_bleeding',
    triage: 'emergency',
    patterns: [
      /\b(?:the |umbilical )?cord (?:is )?(?:coming|hanging|sticking|come|came) (?:out|down)\b|\bi think (?:it is|its) the cord\b/,
      /\b(?:something|a lump|a loop) (?:is )?(?:coming|hanging|sticking|came|come) (?:out|down)\b/,
    ],
    requires: [PREGNANT],
    sources: [SOURCES.nhsLabour, SOURCES.nhs999],
  },
  // NHS 'Pre-eclampsia': call 999 or your maternity unit for vision problems (blurring, flashing
  // lights), a severe headache, pain just below the ribs, or sudden swelling of the face or hands.
  {
    id: 'pregnancy_pre_eclampsia',
    category: 'pregnancy_warning_signs',
    triage: 'emergency',
    patterns: [
      /\b(?:vision|sight|eyesight)\b.{0,15}\b(?:blurr\w*|funny|weird|strange|flashing|flashes|spotty|gone)\b/,
      /\b(?:blurred|blurry) (?:vision|sight)\b|\b(?:seeing|see) (?:flashing lights|flashes|spots|stars)\b/,
      /\b(?:severe|terrible|pounding|awful|splitting|blinding|excruciating) headache\b|\bheadache (?:that )?(?:will not|does not|would not|is not) go(?:ing)? (?:away|off)\b/,
      /\b(?:face|hands|feet|ankles) (?:and (?:my |her )?(?:face|hands|feet|ankles) )?(?:have |has |are |is )?(?:suddenly )?(?:swollen|swelled|swelling|puffed) up\b|\bsudden swelling\b/,
    ],
    requires: [PREGNANT],
    sources: [SOURCES.nhsPreEclampsia, SOURCES.nhs999],
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
    unless: [
      /\bblood (?:test|tests|pressure|sugar|work)\b/,
      /\b(?:piles|ha?emorrhoids?|nosebleeds?|gums|nose)\b/,
    ],
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
    unless: [
      /\b(?:organi[sz]er|dosette|out of the (?:blister|packet|box)|a (?:bit|sip|little) of (?:mouthwash|toothpaste)|am i poisoned|poisoned chalice)\b/,
    ],
    patterns: [
      /\b(?:took|taken|swallowed|downed|ate|had)\b.{0,30}\b(?:too many|a lot of|lots of|loads of|a load of|a bunch of|a handful of|heaps of|a whole bottle of|a whole (?:pack|packet|box) of|an entire (?:bottle|pack|packet|box) of|a handful of|all (?:of )?(?:my|the|her|his))\b.{0,20}\b(?:pills|tablets|meds|medications?|medicines?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|sleeping (?:pills|tablets)|insulin|opioids?|oxy\w*|anti-?depressants|antidepressant pills|sertraline|fluoxetine|citalopram|amitriptyline|diazepam|xanax|benzos|codeine|tramadol|co-codamol)\b/,
      /\b(?:took|taken|swallowed)\b.{0,10}\btoo much\b.{0,20}\b(?:paracetamol|tylenol|acetaminophen|insulin|medication|medicine)\b/,
      /\b(?:took|taken|injected|gave (?:myself|him|her)|had)\b.{0,20}\b(?:double|triple|twice|too much|extra|the wrong dose of)\b.{0,15}\binsulin\b/,
      /\b(?:drank|drunk|swallowed|ingested)\b.{0,10}\b(?:bleach|antifreeze|poison|weed ?killer|drain cleaner|detergent|rat poison)\b/,
      /\b(?:took|taken|swallowed|downed|had|ate|necked)\b.{0,25}\b(?:the|a|her|his|my|their) (?:whole|entire|full) (?:bottle|pack|packet|box|strip|tub|blister pack|month's supply|months supply|prescription)\b/,
      /\b(?:took|taken|swallowed|downed|had|ate|necked)\b.{0,15}\b(?:[1-9]\d|twenty|thirty|forty|fifty|a dozen|dozens|fifteen|sixteen|eighteen)\b.{0,12}\b(?:pills|tablets|meds|medications?|medicines?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|sleeping (?:pills|tablets)|insulin|opioids?|oxy\w*|anti-?depressants|antidepressant pills|sertraline|fluoxetine|citalopram|amitriptyline|diazepam|xanax|benzos|codeine|tramadol|co-codamol)\b/,
      /\b(?:took|taken|swallowed|had)\b.{0,20}\b(?:\d+|two|three|four|five|several|a few) (?:days?|weeks?)(?: s)? (?:worth|supply|doses)\b/,
      /\b(?:drank|drunk|swallowed|ingested|ate|eaten|licked|chewed|bit into|got into)\b.{0,40}\b(?:bleach|antifreeze|poison|weed ?killer|drain cleaner|detergent|rat poison|dishwasher (?:liquid|tablets?|pods?)|washing (?:up )?(?:liquid|pods?|tablets?|capsules?)|laundry (?:pods?|capsules?|liquid|detergent)|fabric softener|cleaning (?:fluid|products?|spray|stuff)|disinfectant|white spirit|turps|paint thinner|lamp oil|lighter fluid|pesticide|slug pellets|button batter\w*|batter(?:y|ies)|e-?liquid|vape (?:liquid|juice)|nicotine (?:liquid|pouches)|oven cleaner|toilet cleaner|mouthwash)\b/,
      /\bpoisoned\b/,
      /\bmix(?:ed|ing)? (?:his|her|my|their|the)? ?(?:\w+ )?(?:pills|tablets|meds|medication|painkillers|sleeping pills|sleeping tablets|benzos|methadone|opioids|oxy\w*)\b.{0,15}\b(?:with|and) (?:a (?:bottle|load) of |loads of |lots of |some )?(?:alcohol|booze|drink|drinks|vodka|whisky|whiskey|wine|beer|gin|rum)\b/,
      /\btoo many (?:of (?:my|his|her|their|the) )?(?:\w+ )?(?:pills|tablets|patches|doses|painkillers|meds|gummies|edibles)\b(?! to (?:take|remember|swallow|keep track))/,
      /\b(?:gave|given|took|taken|had|give)\b.{0,25}\b(?:two|2|three|3|double|triple|an extra|extra|twice the)\b (?:doses?|lots|spoonfuls?|syringes?|the dose)\b.{0,30}\b(?:within (?:an|one|half an|the same|\d+) hours?|in (?:an|one|half an|\d+) hours?|at once|at the same time|too close together|by (?:mistake|accident)|accidentally)\b/,
      /\b(?:accidentally|by (?:mistake|accident)) (?:gave|given|took|taken|double dosed|doubled)\b.{0,25}\b(?:two|2|three|3|double|triple|an extra|extra|twice)\b.{0,25}\b(?:calpol|paracetamol|ibuprofen|nurofen|tylenol|acetaminophen|insulin|morphine|codeine|methadone|oxy\w*|tramadol|medicine|medication)\b/,
    ],
    sources: [SOURCES.nhsPoisoning, SOURCES.mlEmergencies, SOURCES.nhs999],
  },
  // NHS 'Poisoning': someone who has "taken something" and is now very unwell (fitting, drowsy, not
  // making sense, very sweaty, big pupils) needs 999.
  {
    id: 'taken_something',
    category: 'overdose',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:has|have|had|he|she|they|i|think (?:he|she|they|i)) (?:taken|took|swallowed|had) something\b/,
    ],
    requires: [
      /\b(?:pupils|sweat\w*|fitting|seiz\w*|drowsy|hard to wake|not making sense|unresponsive|not responding|shaking|hallucinat\w*|collapsed|vomit\w*|throwing up|being sick|been sick)\b/,
    ],
    sources: [SOURCES.nhsPoisoning, SOURCES.nhs999],
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
      /\bplan(?:s|ning|ned)? (?:out )?(?:my|your|one's|their|his|her) (?:own )?(?:death|suicide)\b/,
      /\b(?:going to|about to|ready to|will|want to) end it (?:tonight|today|now|this week)\b/,
      new RegExp(`\\b(?:hang|shoot|drown|poison) ${PERSON}\\b`),
      /\bjump (?:off|from|in front of) (?:a|the)\b/,
      /\bjump(?:ing|ed)? (?:off|from) (?:a|the|my) (?:bridge|roof|building|cliff|balcony|car park|multi ?storey|tower|window|flyover|overpass)\b|\b(?:jump\w*|step\w*|throw\w* (?:myself|himself|herself)|walk\w*) in front of (?:a|the) (?:train|bus|car|lorry|truck|traffic)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.nhsSuicidal, SOURCES.mlSuicide],
  },
  {
    id: 'not_around_much_longer',
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [
      /\b(?:will not|am not going to|not going to) be (?:a (?:problem|burden|bother)|in (?:anyone|your|their|everyones|everyone s) ?s? ?way|bothering (?:anyone|you|them))\b.{0,25}\b(?:much longer|for long|any ?more|soon)\b/,
    ],
    unless: [/\b(?:contract|job|lease|moving|leaving|shift|notice|retir\w*|visa|flat|house)\b/],
    unlessNext: [/\b(?:contract|job|lease|moving|leaving|shift|notice|retir\w*|visa|flat|house)\b/],
    sources: [SOURCES.lifeline988, SOURCES.nhsSuicidal],
  },
  {
    id: 'suicide_tonight',
    category: 'suicidal_thoughts',
    triage: 'emergency_ambulance',
    patterns: [/\b(?:tonight|today)(?: is|s| s) the (?:night|day)\b/],
    requires: [
      /\b(?:will|notes?|letters?|goodbyes?|pills|tablets|rope|end it|no point|suicid\w*|kill myself|die|better off)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.mlSuicide],
  },
  {
    id: 'suicide_means',
    category: 'suicidal_thoughts',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:have|got|bought|saved|stockpiled|stockpiling|collected|collecting|saving|hoarding|hoarded) (?:up )?(?:the |enough |some |all my |my |all the |loads of )?(?:pills|tablets|meds|medication|a gun|rope)\b/,
      /\b(?:pills|tablets|rope|gun) (?:are )?ready\b/,
    ],
    requires: [
      /\b(?:suicid\w*|kill myself|end (?:my life|it all|it tonight|it today|it now)|want to die|do not want to live|no way out|no point|given up|giving up|goodbye|hopeless|trapped|a burden|better off without me)\b/,
    ],
    sources: [SOURCES.mlSuicide, SOURCES.lifeline988],
  },
  {
    id: 'suicidal_thoughts',
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [
      // 'Suicidal' said of someone, not as a topic ('suicidal ideation', 'suicide rates').
      /\b(?:i am|i feel|i felt|i have been|i get|i got|i was|am|feel|feeling|felt|been|getting|became|becoming|so|very|really|quite|pretty|kinda|kind of|a bit|a little|totally|actively|passively|extremely|incredibly|increasingly|more|still|he is|she is|they are|he was|she was|they were|is|seems?|sounds?|looks?) suicidal\b|\bsuicidal (?:again|tonight|today|lately|recently|right now|every day|all the time|at night|thoughts? (?:again|tonight|today|lately|recently|every day|all the time|keep|are back|came back|have come back|are getting|getting)|feelings? (?:again|tonight|today|lately|are back)|urges?)\b|\bhaving (?:suicidal (?:thoughts?|feelings?|urges?)|thoughts? (?:of|about) suicide)\b/,
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
      /\bwant(?:s|ed)? to (?:go to )?sleep (?:forever|for ever|permanently)\b/,
      /\b(?:painless|quick|quickest|peaceful|easiest|easy|best) (?:ways?|methods?) to (?:go(?= *$| (?:tonight|now|peacefully|quickly|without pain|in my sleep)\b)|die|end it|end (?:my|his|her) life|kill (?:myself|himself|herself)|not wake up)\b|\b(?:googl\w*|search\w*|look\w* up|research\w*)\b.{0,15}\b(?:ways?|methods?|how) to (?:die|end it|end (?:my|his|her) life|kill (?:myself|himself|herself)|not wake up)\b/,
      /\b(?:thinking|think|thought|imagin\w*|tempted|want(?:ed)? to|urge to|easy it would be to)\b.{0,40}\b(?:swerv\w*|driv\w*|crash\w*|steer\w*) (?:my car |the car )?(?:into|off) (?:a |the |an )?(?:oncoming )?(?:lorry|truck|tree|wall|traffic|bus|bridge|river|cliff|train)\b/,
      /\b(?:feel|feels|feeling|felt|there is|see|seems? like there is) (?:like )?(?:there is )?no (?:way out|escape)\b(?! (?:of|from) (?:this|the|my) (?:contract|deal|job|lease|meeting|building|room))/,
      /\b(?:there is )?no point (?:any ?more|in anything|to anything|in going on|in trying any ?more)\b|\bgiv(?:en|e|ing) up on (?:everything|life|myself|living)\b/,
      /\b(?:world|everyone|everybody|they|my family|people) would be (?:a )?(?:better|happier)(?: place| off)? (?:without|w ?o) me\b/,
      /\b(?:do not|cannot) see myself (?:being )?(?:here|around|alive)\b/,
      /\b(?:i am|i feel|feel|feeling|i am just|i am such)(?: like)? (?:such |just |nothing but |a total |a complete )?(?:a )?waste of (?:space|oxygen|air|a life)\b/,
      /\b(?:thinking|thought|think|thoughts) (?:about|of) (?:stepping in front of|throwing myself|driving (?:my car )?into|crashing (?:my car|the car)|walking into (?:traffic|the sea)|hanging myself|overdosing|taking all my (?:pills|tablets|meds))\b/,
      /\bwish (?:i|he|she) (?:was|were) dead\b/,
      /\bwish i (?:could|would) (?:just )?(?:die|disappear forever|not wake up)\b/,
      /\bwish i would not wake up\b/,
      /\b(?:thoughts|thinking|thought|think) (?:of|about) (?:suicide|killing myself|ending (?:it|my life)|taking my (?:own )?life)\b/,
      /\bsuicide\b/,
    ],
    unless: SUICIDE_UNLESS,
    unlessInMessage: SUICIDE_UNLESS_IN_MESSAGE,
    sources: [SOURCES.lifeline988, SOURCES.nhsSuicidal, SOURCES.mlSuicide],
  },
  // Indirect signals (goodbyes, letters, giving things away, not being around): stock phrases that a
  // move abroad or a family tradition shares, so they need the classifier's agreement.
  {
    id: 'suicide_indirect_signals',
    bare: true,
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [
      /\b(?:left|leaving|written|wrote|writing) (?:notes?|letters?) for (?:everyone|everybody|all of (?:you|them)|my (?:family|kids|children|wife|husband|partner|parents|mum|mom|dad))\b/,
      /\b(?:saying|said|say|making|made) (?:my |all my )?goodbyes\b(?!.{0,40}\b(?:flight|holiday|trip|airport|leaving do|last day|mov\w*|abroad|emigrat\w*|travel\w*|party|wedding|new job|retir\w*|graduat\w*)\b)/,
      /\bsorry for everything\b.{0,40}\bgoodbye\b|\bgoodbye\b.{0,40}\bsorry for everything\b|\b(?:texted|messaged|sent me|wrote to me|rang me|called me)\b.{0,20}\b(?:saying |to say )goodbye\b(?!.{0,40}\b(?:flight|holiday|trip|airport|leaving do|last day|moving)\b)/,
      /\b(?:will not|am not going to|not going to) be (?:here|around) (?:by|for|much longer|next|to see|any ?more)\b/,
      /\b(?:giv(?:e|en|ing)|gave|sort(?:ed|ing)? out|decid(?:ed|ing)) (?:away )?(?:all )?(?:my (?:stuff|things|belongings|possessions)|who (?:gets|will get|should get|can have) my (?:stuff|things|belongings))\b/,
      /\bgoodbye (?:letters?|notes?|messages?)\b|\b(?:wrote|writing|written|write|left) (?:letters?|notes?)\b.{0,30}\bjust in case\b|\bsaying goodbye to (?:everyone|everybody|my (?:kids|family|friends|children))\b/,
    ],
    unless: SUICIDE_UNLESS,
    unlessInMessage: SUICIDE_UNLESS_IN_MESSAGE,
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
      /\btak(?:e|es|ing|en) (?:it|my \w+|everything|things) out on (?:myself|my (?:own )?(?:skin|body|arms?|legs?))\b/,
      /\b(?:on|into|at) my (?:own )?(?:skin|arms?|wrists?|legs?|thighs?)\b.{0,15}\bwith (?:a |my |the )?(?:razors?|blades?|knife|lighter|compass|scissors)\b/,
    ],
    unless: [ACCIDENT],
    sources: [SOURCES.nhsSelfHarm, SOURCES.lifeline988],
  },
  // The same, said of doing something to oneself until it bleeds or bruises, except scratching an
  // itchy skin condition (a toddler scratching eczema until it bleeds is a skin problem, not self-harm).
  {
    id: 'self_harm_until_it_bleeds',
    category: 'self_harm',
    triage: 'emergency',
    patterns: [
      /\b(?:scratch\w*|cut\w*|burn\w*|pick\w*|carv\w*|hit\w*|punch\w*|bang\w*)\b.{0,50}\b(?:till|until|so) (?:they|it|i|he|she) (?:bleed|bleeds|bled|bleeding|bruise|bruises|bruised|hurts)\b/,
    ],
    unless: [ACCIDENT],
    unlessInMessage: [ITCHY_SKIN],
    sources: [SOURCES.nhsSelfHarm, SOURCES.lifeline988],
  },
  // NHS 'Self-harm': signs in someone else include unexplained cuts, burns or bruises, often on the
  // arms, wrists or thighs; people say they do it to feel something, to cope or to punish themselves.
  {
    id: 'self_harm_on_purpose',
    category: 'self_harm',
    triage: 'emergency',
    patterns: [
      /\b(?:does|did|do|doing|done) (?:it|this|that|them) (?:on purpose|deliberately|to (?:herself|himself|themselves|myself))\b/,
      /\bto (?:feel something|feel anything|cope|punish (?:herself|himself|themselves|myself)|feel in control|release the pain)\b/,
    ],
    requires: [
      /\b(?:cuts?|cutting|burns?|burning|scratch\w*|marks|scars?|bruises?|bleed\w*|blades?|razors?)\b/,
    ],
    unless: [/\b(?:hair|fringe|tattoo|piercing)\b/],
    sources: [SOURCES.nhsSelfHarm, SOURCES.lifeline988],
  },
  // --- Numbers from a meter or thermometer (measurements.ts; docs/assistant-safety.md#numbers).
  // ADA 'Hypoglycemia': level 2 is below 54 mg/dL (3.0 mmol/L); NHS 'Low blood sugar': call 999 if
  // someone is confused, drowsy or unconscious. NHS 'Diabetic ketoacidosis' and ADA 'DKA': high sugar
  // with moderate or large ketones needs urgent care. A meter shows LO or HI outside its range.
  {
    id: 'glucose_number',
    category: 'diabetic_emergency',
    triage: 'emergency',
    patterns: [GLUCOSE_READING, GLUCOSE_WITH_UNIT],
    check: urgentGlucose,
    unless: [
      /\b(?:a1c|hba1c|cholesterol|ldl|hdl|triglycerides?|potassium|sodium|creatinine|egfr|blood pressure|bp|pressure|heart rate|pulse|oxygen|weight|weigh|temp\w*|sats)\b/,
    ],
    sources: [SOURCES.adaHypo, SOURCES.nhsHypo, SOURCES.nhsDka, SOURCES.adaDka],
  },
  {
    id: 'glucose_meter_lo_hi',
    category: 'diabetic_emergency',
    triage: 'emergency',
    patterns: [
      /\b(?:meter|monitor|glucometer|libre|dexcom|cgm|sensor|reader|machine|sugar|sugars|glucose|bg|it)\b.{0,20}\b(?:says|said|reads|read|showing|shows|saying|displays|displaying|gives|gave|came up|just says|is on|flashing)\b (?:just )?(?:lo|hi)\b/,
    ],
    sources: [SOURCES.adaHypo, SOURCES.adaDka],
  },
  {
    id: 'ketones_high',
    category: 'diabetic_emergency',
    triage: 'emergency',
    patterns: [
      KETONE_READING,
      /\bketones?\b (?:are |is |were |showing |came up |strip (?:is |says |shows )?)?(?:moderate|large|high|very high|dark purple|purple|through the roof)\b|\b(?:moderate|large|high) ketones\b/,
    ],
    check: (m) => (m[1] === undefined ? true : urgentKetones(m)),
    sources: [SOURCES.nhsDka, SOURCES.adaDka],
  },
  {
    id: 'diabetic_signs',
    category: 'diabetic_emergency',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:dka|diabetic keto\w*|ketoacidosis|hypo coma|diabetic coma)\b/,
      /\bbreath (?:smells?|smelled|smelling) (?:of |like )?(?:pear ?drops|nail (?:polish|varnish)(?: remover)?|acetone|fruit\w*|sweet)\b/,
      /\bbreathing (?:really |very |so )?(?:deep and fast|fast and deep|deep|heavy and fast)\b/,
    ],
    requires: [/\b(?:diabet\w*|type ?1|type ?one|t1d?|insulin|sugars?|glucose|bg|ketones?|hypo\w*|pump)\b/],
    sources: [SOURCES.nhsDka, SOURCES.nhsHypo],
  },
  {
    id: 'diabetic_altered',
    category: 'diabetic_emergency',
    triage: 'emergency_ambulance',
    patterns: [
      ALTERED,
      /\bvomit\w*|\bthrowing up\b|\bbeing sick\b|\bcannot keep (?:anything|fluids|water) down\b/,
    ],
    requires: [
      /\b(?:diabet\w*|type ?1|type ?one|t1d?|insulin|(?:his|her|my|their) sugars?|hypo\b|hypos|(?:sugar|glucose|bg) (?:is |was )?(?:really |very |so )?(?:low|high)|ketones?|pump (?:failed|stopped|came off|fell out))\b/,
    ],
    unless: [/\b(?:hangover|hungover)\b/],
    sources: [SOURCES.nhsHypo, SOURCES.nhsDka],
  },
  // AAP 'Fever and your baby' and NHS 'High temperature in children': a baby under 3 months with a
  // temperature of 38 °C (100.4 °F) or more needs urgent medical care.
  {
    id: 'infant_fever_number',
    category: 'infant_emergency',
    triage: 'emergency',
    patterns: [TEMPERATURE_READING],
    check: feverInfant,
    requires: [UNDER_3_MONTHS],
    unless: [PARENTS_OWN_FEVER],
    sources: [SOURCES.aapInfantFever, SOURCES.nhsChildFever],
  },
  {
    id: 'infant_fever',
    category: 'infant_emergency',
    triage: 'emergency',
    // A reading below 38 °C / 100.4 °F said with it ('a temp of 37.2') is not a fever.
    unless: [
      /\b(?:temp\w*|thermometer|reading)\b[^\d]{0,15}(?:3[4-7](?:\.\d)?|9[3-9](?:\.\d)?|100(?:\.[0-3])?)(?![\d.])/,
      PARENTS_OWN_FEVER,
    ],
    patterns: [
      /\b(?:fever|feverish|high temp\w*|a temp\b|a temperature|burning up|(?:feels?|felt|is|so|really|very) (?:really |very |so )?hot\b|hot (?:to the touch|water bottle))/,
    ],
    requires: [UNDER_3_MONTHS],
    sources: [SOURCES.aapInfantFever, SOURCES.nhsChildFever],
  },
  // NHS 'Spotting signs of serious illness in babies': call 999 for a baby who is floppy, blue, will
  // not wake, has a fit, grunts with each breath; urgent help for green vomit, no wet nappy for 12
  // hours, not feeding, a bulging soft spot, a high-pitched cry, yellow and very sleepy in the first weeks.
  {
    id: 'infant_signs',
    category: 'infant_emergency',
    triage: 'emergency',
    patterns: [
      /\b(?:vomit\w*|sick|throwing up|threw up|spit(?:ting)? up|bringing up)\b.{0,15}\b(?:green|bright green|dark green|bile|yellow-green)\b|\bgreen (?:vomit|sick)\b/,
      /\b(?:no|not had a|not had any|has not had a|has not had any|has not had|no wet) (?:wet )?(?:nappy|nappies|diaper|diapers)\b|\bdry (?:nappy|nappies|diaper|diapers) (?:for|since|all)\b/,
      /\b(?:will not|would not|is not|not|refusing to|cannot|does not want to|stopped) (?:feed\w*|eat\w*|take (?:a |the |any |her |his )?(?:bottle|feeds?|milk|breast))\b/,
      /\b(?:soft spot|fontanel\w*)\b.{0,20}\b(?:bulg\w*|swollen|sunken|sunk|raised|tight)\b/,
      /\b(?:high[- ]pitched|weird|strange|moaning|weak) (?:cry|crying|scream\w*|whimper\w*)\b/,
      /\b(?:yellow|jaundic\w*)\b.{0,40}\b(?:sleepy|drowsy|will not wake|not feeding|not waking|lethargic)\b/,
      /\b(?:floppy|limp|blue|grey|gray|mottled|not waking|will not wake|hard to wake|unresponsive|stares|staring|just stares)\b/,
    ],
    requires: [BABY],
    unless: [
      /\b(?:teething|dummy|play|toy|blue lights?|phototherapy|blue (?:eyes|dress|hat|babygro)|baby (?:brother|sister|shower|monitor|steps|weight|oil|food|teeth|wipes))\b/,
    ],
    sources: [SOURCES.nhsBabyUnwell, SOURCES.nhs999],
  },
  // NHS 'Sepsis' and MedlinePlus 'Fever': a temperature of 40 °C (104 °F) or more with confusion, a
  // rash or a stiff neck is an emergency.
  {
    id: 'very_high_temperature',
    category: 'sepsis_signs',
    triage: 'emergency',
    patterns: [TEMPERATURE_READING],
    check: veryHighTemperature,
    requires: [
      /\b(?:confus\w*|not making sense|delirious|rash|spots|stiff neck|drowsy|hard to wake|floppy|fitting|seizure|hallucinat\w*|out of it|slurr\w*)\b/,
    ],
    sources: [SOURCES.nhsSepsis, SOURCES.mlFever],
  },
  // NHS 'Hypothermia': call 999 if someone is confused, slurring, very drowsy or has stopped shivering;
  // a body temperature below 35 °C.
  {
    id: 'hypothermia_number',
    category: 'hypothermia',
    triage: 'emergency_ambulance',
    patterns: [TEMPERATURE_READING],
    check: lowBodyTemperature,
    unless: [/\b(?:outside|room|house|flat|bath|water|weather|degrees outside|freezer|fridge|oven)\b/],
    sources: [SOURCES.nhsHypothermia],
  },
  {
    id: 'hypothermia',
    category: 'hypothermia',
    triage: 'emergency_ambulance',
    patterns: [
      /\bhypotherm\w*/,
      /\b(?:stopped|has stopped|not|no longer|is not|was not|are not) (?:even )?shivering(?: any ?more)?\b/,
      /\b(?:ice|icy|freezing|stone|really|very|so|deathly) cold\b|\bcold to (?:the )?touch\b|\b(?:skin|hands|body) (?:is |are |feels? )?(?:ice|icy|freezing|really cold|very cold)\b|\bfreezing\b|\bshivering (?:violently|uncontrollably|so much)\b|\bcannot stop (?:shivering|shaking)\b/,
    ],
    requires: [
      /\b(?:confus\w*|mumbl\w*|slurr\w*|drows\w*|sleepy|hard to wake|not making sense|floppy|limp|not moving|barely talking|stumbl\w*|cannot think|slow|stiff|pale|blue|unresponsive|stopped shivering|not shivering|hands (?:will not|do not|cannot) work)\b/,
      /\b(?:snow|ice|icy|outside|out in|river|lake|sea|water|canal|pond|heating|house|flat|home|bedroom|floor|all night|hours|homeless|kayak\w*|capsiz\w*|fell in|fell through|hypotherm\w*|winter|mountain|hill)\b/,
    ],
    sources: [SOURCES.nhsHypothermia, SOURCES.nhs999],
  },
  {
    id: 'cold_water',
    category: 'hypothermia',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:fell|fallen|went|been|was|were|jumped|capsiz\w*|flipped)\b.{0,15}\b(?:in|into|through) (?:the |a )?(?:cold |icy |freezing )?(?:river|lake|sea|water|canal|pond|ice|reservoir|loch)\b|\bkayak (?:flipped|capsized)\b/,
    ],
    requires: [
      /\b(?:shiver\w*|cold|numb|slurr\w*|confus\w*|drows\w*|sleepy|shaking|hands (?:will not|do not|cannot) work|mumbl\w*)\b/,
    ],
    sources: [SOURCES.nhsHypothermia],
  },
  // NHS 'Angina': call 999 if chest pain does not stop after a second dose of GTN.
  {
    id: 'angina_not_relieved',
    category: 'heart_attack',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:gtn|nitro\w*|spray|sprays)\b.{0,30}\b(?:not|is not|isnt) (?:working|helping)\b|\b(?:had|taken|used|done) (?:[2-9]|two|three|four) sprays\b/,
    ],
    requires: [/\bchest\b|\bangina\b/],
    sources: [SOURCES.nhsChestPain, SOURCES.nhsHeartAttack],
  },
  // NHS 'Heat exhaustion and heatstroke': call 999 for someone still unwell after 30 minutes of
  // cooling, hot skin that is not sweating, a temperature of 40 °C or above, confusion, a fit or
  // loss of consciousness.
  {
    id: 'heat_stroke_name',
    category: 'heat_stroke',
    triage: 'emergency_ambulance',
    kind: 'name',
    patterns: [/\bheat ?stroke\b|\bsun ?stroke\b/],
    sources: [SOURCES.nhsHeatstroke],
  },
  {
    id: 'heat_stroke',
    category: 'heat_stroke',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:in|from|out in) the (?:heat|sun|hot sun|midday sun)\b|\bheat ?wave\b|\bhot (?:car|day|weather)\b|\b(?:3[5-9]|4\d) ?(?:degrees?|c\b)(?: heat)?|\bsauna\b|\bhot yoga\b|\bbikram\b|\b(?:skin|he|she|they|body) (?:is |feels |was )?(?:burning hot|hot and dry|hot,? dry|red hot|very hot|really hot)\b|\b(?:stopped|not|no longer|is not|was not) sweating\b|\bburning hot\b|\boverheat\w*/,
    ],
    requires: [
      /\b(?:confus\w*|confussed|not making sense|babbl\w*|slurr\w*|stumbl\w*|collapsed|passed out|fainted|drows\w*|floppy|not answering|not responding|unresponsive|fitting|seizure|out of it|delirious|(?:stopped|not) sweating)\b/,
      /\b(?:heat|sun|hot|sauna|festival|degrees|roof|field|garden|marathon|race|football|run\w*|working outside|outside all day|overheat\w*)\b/,
    ],
    unless: [/\b(?:fever|flu|infection)\b/],
    sources: [SOURCES.nhsHeatstroke, SOURCES.nhs999],
  },
  {
    id: 'heat_stroke_number',
    category: 'heat_stroke',
    triage: 'emergency_ambulance',
    patterns: [TEMPERATURE_READING],
    check: veryHighTemperature,
    requires: [/\b(?:heat|sun|hot car|heatwave|sauna|stopped sweating|not sweating|outside all day)\b/],
    sources: [SOURCES.nhsHeatstroke],
  },
  // NHS 'Burns and scalds': go to A&E for large or deep burns (bigger than the person's hand), white
  // or charred skin, burns to the face, hands, feet, genitals or on a child, chemical and electrical
  // burns, and blisters on large areas.
  {
    id: 'burns_serious',
    category: 'burns',
    triage: 'emergency',
    patterns: [/\b(?:scald\w*|burn(?:s|t|ed|ing)?|blister\w*|caught fire|went up in flames)\b/],
    requires: [
      /\b(?:whole|entire|both|all (?:down|over|up)|across|large|big|huge|massive|bigger than|face|chest|neck|genitals|groin|eyes?|white|charred|black|leathery|peeling|no feeling|cannot feel|electric\w*|chemical|acid|bleach|oven cleaner|drain cleaner|caught fire|flames?|steam|boiling|hot (?:oil|fat|water|tea|coffee)|kettle|toddler|baby|infant|(?:\d+|one|two|three|four|five) ?(?:year|yr|month)s? old|(?:my|his|her) (?:son|daughter|kid|child)|dressing gown|gas hob|bbq|barbecue|fire|raw|hanging off|skin (?:came|coming|peeled) off)\b/,
    ],
    unless: [
      /\b(?:heartburn|sunburn\w*|when i (?:pee|wee)|when (?:i|he|she) (?:pee|wee)s?|urinat\w*|peeing|weeing|reflux|indigestion|burning (?:sensation|feeling|pain|eyes)|razor burn|carpet burn|calories|burn(?:ing|t|ed)? (?:off|fat|out|calories|through)|burnt out|burnout|burnt (?:toast|the|dinner|food|rice|my (?:toast|dinner))|freezer burn|rope burn|carpet burn|friction burn|small|tiny|little|minor|mild|candle|incense|cd|bridges|money|cash|fuel|tongue|insides|in (?:my|the) (?:chest|stomach|throat)|face cream|cream|a bit red|spicy|pepper|chil+i|curry|wings?|on fire|fire burning|rash(?:es)?|tingl\w*|gritty|flush\w*|burns? and stings?|burning,? (?:and )?stinging|on a red base|cold sores?|shingles)\b/,
    ],
    sources: [SOURCES.nhsBurns],
  },
  {
    id: 'burns_chemical_eye_electric',
    category: 'burns',
    triage: 'emergency',
    patterns: [
      /\b(?:bleach|oven cleaner|drain cleaner|acid|chemical\w*|cleaning (?:spray|product|fluid)|caustic|lye|ammonia|cement|lime)\b.{0,25}\b(?:in|into) (?:my|his|her|their|the|both) eyes?\b|\bsplash\w*\b.{0,25}\b(?:in|into) (?:my|his|her|their|the) eyes?\b/,
      /\belectric(?:al)? shock\b|\belectrocut\w*|\bbit (?:through )?(?:a |the |my )?(?:phone )?(?:charger|cable|wire)\b/,
      /\b(?:drain cleaner|oven cleaner|acid|bleach|caustic)\b.{0,30}\b(?:skin|hand|arm|face|leg)\b.{0,30}\b(?:white|burn\w*|blister\w*|peel\w*)\b/,
    ],
    sources: [SOURCES.nhsBurns, SOURCES.nhs999],
  },
  // NHS 'Carbon monoxide poisoning': headache, dizziness, feeling sick, tiredness and confusion,
  // often in several people in one place and better away from home; an alarm going off.
  {
    id: 'carbon_monoxide',
    category: 'carbon_monoxide',
    triage: 'emergency_ambulance',
    patterns: [/\bcarbon monoxide\b|\bco (?:alarm|detector|monitor)\b|\bmonoxide (?:alarm|detector)\b/],
    requires: [
      /\b(?:headaches?|dizz\w*|sick|nause\w*|vomit\w*|drows\w*|confus\w*|woozy|going off|beeping|went off|sounding|keeps? (?:going|beeping))\b/,
    ],
    unless: [/\b(?:battery|batteries|test button|tested|testing|should i (?:get|buy)|replace|how often)\b/],
    sources: [SOURCES.nhsCo, SOURCES.nhs999],
  },
  {
    id: 'carbon_monoxide_signs',
    category: 'carbon_monoxide',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:we all|all of us|whole family|whole house|everyone|everybody|both of us|we both|we have all|the kids and i|me and (?:the kids|my \w+)|my (?:partner|husband|wife) and i|my \w+ and i|all (?:got|have|feel))\b.{0,40}\b(?:headaches?|dizzy|sick|nause\w*|vomit\w*|drowsy|woozy|muddled|drunk)\b/,
      /\b(?:boiler|gas (?:fire|heater|stove|hob|cooker)|heater|generator|wood ?burner|log burner|fireplace|chimney|charcoal|bbq|barbecue|camping stove)\b/,
      /\b(?:the )?(?:kids|children|family|husband|wife|partner|flatmates?|roommates?|everyone|everybody|the (?:dog|cat)|my (?:son|daughter|mum|mom|dad))\b.{0,15}\b(?:have|has|got|getting|get|are getting) (?:it|them|the same(?: thing)?|headaches|the headaches) (?:too|as well)\b/,
    ],
    requires: [
      /\bheadaches?\b|\bheads\b/,
      /\b(?:boiler|gas|heater|generator|wood ?burner|log burner|fireplace|chimney|charcoal|bbq|barbecue|stove|alarm|detector|better (?:when|outside|once)|worse (?:at|in) (?:home|the house)|the (?:dog|cat)|smell|(?:clears?|cleared|goes|went|wears) (?:up |away |off )?(?:once|when|as soon as) (?:i am|i get|i leave|im|we are|we get|we leave|out)|fine (?:once|when) (?:i am|im|we are) (?:out|at work|at school|away))\b/,
    ],
    sources: [SOURCES.nhsCo],
  },
  // NHS 'Testicle pain': go to A&E for sudden, very bad pain in the testicles, with a swollen or raised
  // testicle, or with feeling sick or vomiting (testicular torsion).
  {
    id: 'testicular_torsion',
    category: 'testicular_torsion',
    triage: 'emergency',
    patterns: [
      new RegExp(
        `\\b(?:sudden\\w*|severe|agony|agoni\\w*|really bad|very bad|horrible|excruciating|10 ?\\/ ?10|10 out of 10|worst|out of nowhere|unbearable|terrible)\\b.{0,40}${TESTIS}`,
      ),
      new RegExp(
        `${TESTIS}.{0,40}\\b(?:sudden\\w*|hurts? (?:like|so|really|badly|bad)|(?:is|are|been) killing (?:me|him)|nause\\w*|feel\\w* sick|agony|agoni\\w*|swollen|swolen|swelling|sitting (?:high|higher|sideways|weird)|high up|10 ?\\/ ?10|excruciating|throw\\w* up|threw up|vomit\\w*|being sick|been sick)\\b`,
      ),
      /\btesticular torsion\b|\btwisted (?:testicle|ball)\b/,
    ],
    unless: [
      /\b(?:allerg\w*|peanuts?|walnuts?|cashews?|ate|eating|balls? of (?:my|his|the) feet|foot|feet|dog|cat)\b/,
      // A swelling that grew over days, with nothing sudden or severe, is a same-day GP visit (NHS
      // 'Testicle pain': epididymitis), not torsion.
      /^(?!.*\b(?:sudden\w*|agony|agoni\w*|severe|excruciating|worst|unbearable|vomit\w*|threw up|throw\w* up|being sick|been sick|10 ?\/ ?10|high up|sitting (?:high|higher))\b).*\b(?:over (?:the )?(?:last |past )?(?:a few|several|couple of|\d+|two|three|four|five) days|for (?:a few|several|\d+|two|three|four|five) days|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week)|(?:getting|got|gotten|grown) (?:more|bigger|increasingly) (?:swollen|sore|tender)|gradual\w*|slowly)\b/,
    ],
    sources: [SOURCES.nhsTorsion],
  },
  {
    id: 'testicular_torsion_child',
    category: 'testicular_torsion',
    triage: 'emergency',
    patterns: [
      /\b(?:privates|down there|groin|willy|penis area)\b.{0,30}\b(?:hurt\w*|pain\w*|sore|agony)\b|\bholding (?:himself|his privates)\b/,
    ],
    requires: [
      /\b(?:sick|vomit\w*|throw\w* up|threw up|sudden\w*|swollen|crying|agony|bad(?:ly)?)\b/,
      /\b(?:son|boy|he|his|him|teen\w*|my \d+ ?(?:year|yr)|i am 1\d)\b/,
    ],
    sources: [SOURCES.nhsTorsion],
  },
  // NHS 'DVT': throbbing or cramping pain, swelling, warm and red skin in one leg (usually the calf),
  // after a long journey, an operation, the pill or pregnancy; 999 if also breathless or chest pain
  // (pulmonary embolism: sudden breathlessness, chest pain worse on breathing in, coughing blood).
  {
    id: 'blood_clot_name',
    category: 'blood_clot',
    triage: 'emergency',
    kind: 'name',
    patterns: [
      /\b(?:dvt|deep vein thrombosis|pulmonary embolism|blood clot|clot in (?:my|his|her) (?:leg|lung|calf))\b/,
    ],
    sources: [SOURCES.nhsDvt, SOURCES.nhsPe],
  },
  {
    id: 'blood_clot_leg',
    category: 'blood_clot',
    triage: 'emergency',
    patterns: [
      /\b(?:calf|calves|leg|thigh)\b.{0,30}\b(?:swollen|swolen|swelling|red|hot|warm|tender|painful|throbbing)\b|\b(?:swollen|red|hot|painful|tender|throbbing) (?:calf|leg)\b/,
    ],
    requires: [CLOT_RISK],
    unless: [
      EXERTION,
      /\b(?:both legs|both calves|cellulitis|bite|sting|sprain\w*|twist\w*|kicked|knock\w*|bruise\w*)\b/,
    ],
    sources: [SOURCES.nhsDvt],
  },
  {
    id: 'blood_clot_lung',
    category: 'blood_clot',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:sudden\w*|all of a sudden|out of nowhere)\b.{0,30}\b(?:breathless\w*|out of breath|short of breath|shortness of breath|(?:cannot|could not) catch (?:my )?breath)\b|\b(?:breathless\w*|out of breath|short of breath)\b.{0,20}\b(?:all of a sudden|suddenly|out of nowhere)\b/,
      /\b(?:sharp|stabbing) pain\b.{0,40}\b(?:breath|breathe|breathing)\b|\bpain\b.{0,20}\b(?:with|on) (?:every|each) breath\b|\bhurts to breathe in\b/,
    ],
    requires: [
      /\b(?:flight|flew|plane|surgery|operation|op\b|replacement|cast|plaster|pill|contracepti\w*|hrt|pregnan\w*|had (?:my|a|the) baby|birth|postpartum|cancer|chemo\w*|bed ?rest|immobil\w*|clot\w*|dvt|calf|leg (?:is )?swollen|swollen leg)\b/,
    ],
    sources: [SOURCES.nhsPe, SOURCES.nhs999],
  },
  // NHS 'Stomach ache': call 999 for sudden, very bad pain, pain when touching the tummy, a tummy that
  // is hard or swollen, not able to poo or fart with vomiting; NHS 'Appendicitis': pain that moves to
  // the lower right and gets worse, with a high temperature or vomiting.
  {
    id: 'acute_abdomen',
    category: 'acute_abdomen',
    triage: 'emergency',
    patterns: [
      /\b(?:stomach|tummy|belly|abdomen)\b (?:is |feels |has gone |went |gone )?(?:really |very |so |all )?(?:(?:distended|swollen|bloated) and )?(?:hard as (?:a )?(?:board|rock)|rigid|rock hard|hard and swollen|swollen and hard)\b/,
      /\bhernia\b.{0,40}\b(?:will not go back|would not go back|cannot push (?:it )?back|not going back|purple|black|hard|stuck)\b/,
      /\btearing pain\b|\b(?:aneurysm|aortic)\b.{0,40}\b(?:pain|burst|tearing|rupture\w*)\b/,
      /\bworst (?:stomach|tummy|belly|abdominal) (?:pain|ache)\b/,
    ],
    sources: [SOURCES.nhsStomachAche, SOURCES.nhs999],
  },
  {
    id: 'acute_abdomen_with_signs',
    category: 'acute_abdomen',
    triage: 'emergency',
    patterns: [
      /\b(?:severe|sudden\w*|agoni[sz]ing|excruciating|unbearable|terrible|horrendous|awful|really bad|very bad|sharp|stabbing|constant)\b.{0,25}\b(?:stomach|tummy|belly|abdominal|abdomen|side) (?:pain|ache)\b|\b(?:stomach|tummy|belly|abdominal) (?:pain|ache)\b.{0,25}\b(?:severe|unbearable|excruciating|agoni[sz]ing|10 ?\/ ?10|worst)\b/,
      /\b(?:lower right|right lower|bottom right|right hand side|right side)\b.{0,30}\b(?:pain|hurts|ache|agony|sore|tender)\b|\bpain\b.{0,40}\b(?:moved|moving|spread|gone) (?:to|down to|into) (?:the |my )?(?:lower |bottom )?right\b/,
      /\b(?:not|have not|has not|had not|cannot|could not) (?:pooped|pooed|had a poo|been to the toilet|opened (?:my |his |her )?bowels|passed (?:any )?(?:wind|gas)|farted)\b/,
      /\b(?:stomach|tummy|belly)\b.{0,25}\b(?:going|goes|went|spreading|through) (?:through )?(?:to )?(?:my |the )?back\b/,
    ],
    requires: [
      /\b(?:vomit\w*|throwing up|threw up|being sick|been sick|fever|temp\w*|rigid|hard|swollen|bloated|cannot (?:stand|walk|move|eat)|hurts to (?:walk|cough|move|jump)|worse when i (?:walk|cough|move)|doubled over|blood|faint\w*|sweat\w*|yellow|10 ?\/ ?10|worst|agony)\b/,
    ],
    unless: [
      /\b(?:period\w*|menstrual|cramps from|ibs|wind pain|trapped wind|stitch|after (?:a |my )?(?:run|workout|gym)|ate too much|overate|hangover|food poisoning|gastro|bug)\b/,
      PREGNANT,
    ],
    sources: [SOURCES.nhsStomachAche, SOURCES.nhsAppendicitis],
  },
  // NHS 'Cauda equina syndrome': back pain with numbness around the bottom or genitals, loss of
  // bladder or bowel control, or weakness in both legs: go to A&E now.
  {
    id: 'cauda_equina',
    category: 'spinal_emergency',
    triage: 'emergency',
    patterns: [
      /\b(?:numb\w*|cannot feel|can not feel|tingl\w*|no feeling|lost feeling|cannot tell)\b.{0,30}\b(?:between (?:my|his|her) legs|around (?:my|his|her) (?:bottom|bum|anus|back passage|genitals|privates)|saddle|genitals|my bottom|down below|when i (?:pee|wee|wipe)|(?:my|his|her) (?:genitals|privates))\b/,
      /\b(?:lost|losing|loss of|no) (?:control (?:of|over) )?(?:my |his |her )?(?:bladder|bowels?)(?: control)?\b|\bwet (?:myself|himself|herself)\b|\bcannot tell (?:if|when) i need (?:a |to )?(?:wee|pee)\b|\b(?:cannot|could not) (?:pee|wee|urinate)\b/,
      /\bboth legs\b.{0,30}\b(?:weak|numb|giving way|going|tingl\w*|dead)\b|\bsciatica in both legs\b/,
    ],
    requires: [/\b(?:back|sciatica|disc|spine|spinal|lumbar)\b/],
    unless: [/\b(?:laugh\w*|sneez\w*|cough\w*|pelvic floor|pregnan\w*|after (?:birth|having)|drunk)\b/],
    sources: [SOURCES.nhsCaudaEquina],
  },
  // NHS 'Spinal injury' (first aid): after a fall from a height, a dive or a crash, numbness,
  // tingling or weakness in the limbs means a possible spinal injury: call 999, do not move them.
  {
    id: 'spinal_injury_after_trauma',
    category: 'spinal_emergency',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:cannot|can not|could not|unable to) (?:feel|move) (?:my|his|her|their|both) (?:legs|arms|feet|hands|toes|fingers|left leg|right leg|lower half|body)\b|\b(?:no|lost (?:all )?|losing) (?:feeling|sensation|movement) (?:in|below|from) (?:my|his|her|their|the) (?:legs|arms|feet|waist|chest|neck|lower half)\b|\b(?:legs|arms) (?:have |has )?(?:gone |went )?(?:completely )?(?:numb|dead|tingly|useless)\b/,
    ],
    requires: [
      /\b(?:fell|fallen|fall|came off|thrown|crash\w*|dived|diving|dove|tackle\w*|landed on|off (?:the|a) (?:roof|ladder|scaffold\w*|balcony|horse|bike|trampoline|wall|cliff|tree)|car accident|rtc|rta|hit by)\b/,
    ],
    unlessInMessage: [
      /\b(?:fell asleep|fall asleep|falling asleep|slept|sat on|sitting|leg day|gym|workout|pins and needles|anxiety|panic)\b/,
    ],
    sources: [SOURCES.nhs999],
  },
  // NHS 'Detached retina': new floaters, flashes of light, a shadow or curtain over the vision: get
  // seen the same day. NHS 'Glaucoma': a red painful eye with blurred vision, halos and vomiting is an
  // emergency (acute angle closure).
  {
    id: 'retina_or_glaucoma',
    category: 'sudden_vision_loss',
    triage: 'emergency',
    patterns: [
      /\b(?:new|shower of|loads of|lots of|burst of|sudden\w*|a lot of|many|hundreds of)\b.{0,15}\bfloaters\b/,
      /\b(?:shadow|curtain|veil|dark (?:patch|area|shadow|cloud))\b.{0,40}\b(?:vision|eye|sight)\b|\b(?:vision|eye|sight)\b.{0,30}\b(?:shadow|curtain|veil)\b/,
      /\bsudden(?:ly)? (?:blurry|blurred|misty|lost|loss of|dim|dark|black|no) (?:vision|sight)\b|\b(?:vision|sight) (?:suddenly )?(?:went|gone|has gone|is|goes) (?:all )?(?:blurry|black|dark|dim|misty)\b.{0,25}\b(?:one eye|right eye|left eye|suddenly|an hour ago)\b|\b(?:lost|cannot see (?:out of|from|with)) (?:the )?(?:vision|sight)? ?(?:in|of|out of)? ?(?:my|one) (?:left |right )?eye\b/,
      /\bhalos?\b.{0,30}\blights?\b/,
    ],
    requires: [
      /\b(?:floaters|flash\w*|shadow|curtain|veil|sudden\w*|one eye|right eye|left eye|red|painful|vomit\w*|sick|hour|halos?)\b/,
    ],
    unless: [/\b(?:migraine aura|aura|always had|for years|same as always)\b/],
    sources: [SOURCES.nhsDetachedRetina, SOURCES.nhsGlaucoma],
  },
  // --- Head injury. NHS 'Head injury and concussion': go to A&E after a head injury if on blood
  // thinners, with clear fluid from the nose or ears, vomiting, a seizure, or a very young child.
  {
    id: 'head_injury_thinners_or_fluid',
    category: 'head_injury',
    triage: 'emergency',
    patterns: [
      HEAD_INJURY,
      /\b(?:fell|fallen|rolled|tumbled|dropped)\b.{0,40}\b(?:on|onto) (?:his|her|my|their|the back of (?:his|her|my)) head\b|\bhit (?:on|in) the head\b|\btook a (?:bad |big |hard )?(?:hit|knock|blow|bang)\b|\bhit the back of (?:my|his|her) head\b/,
    ],
    requires: [
      /\b(?:blood thinners?|anticoagulants?|warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|dabigatran|pradaxa|clopidogrel|heparin|clear fluid|fluid (?:from|out of|dripping)|blood (?:from|out of|coming out of) (?:his|her|my|their) (?:ear|ears|nose)|vomit\w*|threw up|thrown up|throwing up|been sick|being sick|was sick|confus\w*|drows\w*|sleepy|very quiet|not (?:himself|herself|themselves)|seizure|fitting|fit\b|blurr\w*|double vision|getting worse|does not know|unconscious|squishy|changing table|(?:was|got|been|is) knocked out|knocked (?:him|her|me|them) out|(?:asking|asks|asked) the same (?:questions?|thing)|repeating (?:himself|herself|themselves)|fell from|dropped (?:him|her|the baby)|fell (?:off|down)|swelling|swollen)\b/,
    ],
    unless: [/\b(?:no mark|otherwise fine|fine all day|did not even cry|small|tiny|little)\b/],
    sources: [SOURCES.nhsHeadInjury],
  },
  // NHS 'Poisoning': a child who has swallowed medicine, chemicals, berries or mushrooms, a button
  // battery or magnets needs urgent help (A&E for batteries and magnets).
  {
    id: 'child_swallowed',
    category: 'poisoning',
    triage: 'emergency',
    patterns: [
      /\b(?:swallowed|swalowed|swallow|ate|eaten|eating|got into|got hold of|drank|drunk|chewed|bit into|licked|sucked on|put)\b.{0,40}\b(?:button batter\w*|btuton batter\w*|batter(?:y|ies)|magnets?|berries|mushrooms?|toadstools?|(?:\w+ )?(?:tablets|pills|meds|medicine|capsules|gummies|vitamins|iron)|(?:pill|tablet|medicine|meds) (?:organi[sz]er|box|bottle|pot|case|packet|cabinet|cupboard|bag)s?|blister packs?|bleach|detergent|pods?|e-?liquid|vape (?:liquid|juice)|nicotine|antifreeze|weed ?killer|slug pellets|rat poison|essential oil|lamp oil|white spirit|cleaning \w+|dishwasher \w+|mouthwash|half (?:the|a) bottle|nail polish remover|hand (?:gel|sanitiser|sanitizer)|cigarettes?)\b/,
      /\b(?:found|there is|there was) (?:an |the )?(?:empty|open|opened) (?:pill |medicine |tablet )?(?:bottle|packet|pack|box|blister)\b/,
      /\b(?:some|a few|pills|tablets) (?:are|is) missing\b/,
    ],
    requires: [CHILD],
    unless: [/\b(?:dog|cat|puppy|kitten|pet)\b/],
    sources: [SOURCES.nhsPoisoning],
  },
  // --- Pregnancy warning signs. NHS 'Your baby's movements': call your maternity unit straight away if
  // the baby is moving less or the pattern changes. NHS 'Pre-eclampsia' and ACOG: a severe headache,
  // vision problems, pain below the ribs, blood pressure of 160/110 or more. After the birth, heavy
  // bleeding (a pad soaked within an hour) or a fever needs 999 or urgent care.
  {
    id: 'pregnancy_movements',
    category: 'pregnancy_warning_signs',
    triage: 'emergency',
    patterns: [
      /\bbaby (?:has not|is not|not|has stopped|stopped) (?:been )?(?:moved|moving|kicked|kicking)\b|\b(?:have not|not|has not|did not|cannot|could not) (?:felt|feel) (?:him|her|the baby|baby|my baby|any|them) (?:move|moving|kick\w*|movements?)\b|\b(?:movements?|kicks?) (?:are |have been |has been |is |seem )?(?:way |much |a lot |really )?(?:less|fewer|reduced|slower|stopped|different|weaker)\b|\breduced (?:fetal |foetal )?movements?\b|\b(?:baby|bump|(?:he|she|it|its|it is|it has)(?: has)? been) (?:is |has been |seems |been )?(?:really |very |so |unusually |super |strangely |weirdly |way )?quiet(?:er)?\b|\b(?:not|no|has not|have not) (?:felt (?:a |any )?)?(?:kicks?|movements?) (?:since|all day|today|for)\b/,
    ],
    requires: [PREGNANCY],
    unless: [
      /\b(?:work|office|shop|house|home|street|ward|clinic|day|week|night|phone|inbox|quiet (?:day|week|night|time))\b.{0,20}\bquiet\b/,
    ],
    sources: [SOURCES.nhsBabyMovements],
  },
  {
    id: 'pregnancy_signs',
    category: 'pregnancy_warning_signs',
    triage: 'emergency',
    patterns: [
      /\b(?:pain|ache|hurts?)\b.{0,20}\bunder (?:my|her|the) (?:right )?ribs\b/,
      /\b(?:fell|fallen|had a fall|fall|car (?:crash|accident)|crash|hit in the (?:stomach|tummy|belly|bump)|punched|kicked)\b/,
      /\bwaters (?:have |has |just )?(?:broken|broke|gone|went)\b|\b(?:leaking|green|brown) (?:waters|fluid)\b|\b(?:waters|fluid) (?:is |are )?(?:leaking|green|brown)\b/,
      /\b(?:fever|temp\w*|shiver\w*|shaking)\b.{0,30}\b(?:3[89]|10[0-4])\b|\bhigh (?:fever|temperature)\b/,
    ],
    requires: [PREGNANCY],
    unless: [
      /\b(?:asleep|fell pregnant|fall pregnant|falling pregnant|in love|behind|out with|apart|dream\w*|(?:she|he|they) (?:is|are) here|born)\b/,
    ],
    sources: [SOURCES.nhsPreEclampsia, SOURCES.nhs999],
  },
  {
    id: 'postpartum_bleeding_or_fever',
    category: 'pregnancy_warning_signs',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:soak\w*|soaked|soaking|filled|filling|through) (?:through )?(?:a |one |my |the |two |2 )?(?:pads?|maternity pads?)\b|\bbleeding (?:loads|heavily|a lot|really heavily|so much|more and more)\b|\bclots? (?:the size of|bigger than|as big as|like)\b|\bheavy bleeding\b/,
      /\b(?:fever|fevr|high temp\w*|temperature of|shivering|shaking chills|rigors)\b/,
      /\b(?:smelly|foul|bad smelling|offensive) (?:discharge|bleeding|blood)\b/,
    ],
    requires: [POSTPARTUM],
    sources: [SOURCES.nhsPostpartumBleeding, SOURCES.nhsSepsis],
  },
  {
    id: 'pregnancy_blood_pressure',
    category: 'pregnancy_warning_signs',
    triage: 'emergency',
    patterns: [BLOOD_PRESSURE_READING],
    check: severePregnancyBloodPressure,
    requires: [PREGNANCY],
    sources: [SOURCES.acogHypertension, SOURCES.nhsPreEclampsia],
  },
  // American Heart Association 'Hypertensive crisis': 180/120 or higher with chest pain, shortness of
  // breath, back pain, numbness, weakness, a change in vision or difficulty speaking: call 911.
  {
    id: 'blood_pressure_crisis',
    category: 'other_emergency',
    triage: 'emergency_ambulance',
    patterns: [BLOOD_PRESSURE_READING],
    check: crisisBloodPressure,
    requires: [
      /\b(?:headache|head is pounding|pounding head|vision|blurr\w*|seeing|chest|short of breath|breathless|numb\w*|weak\w*|confus\w*|nosebleed|slurr\w*|cannot speak|back pain|sick|vomit\w*|dizzy)\b/,
    ],
    sources: [SOURCES.ahaCrisis],
  },
  // MedlinePlus 'Arrhythmias': a very slow or very fast heartbeat with fainting, dizziness, chest pain
  // or breathlessness needs emergency care. Below 40 or above 150 at rest.
  {
    id: 'heart_rate_extreme',
    category: 'other_emergency',
    triage: 'emergency',
    patterns: [HEART_RATE_READING],
    check: urgentHeartRate,
    requires: [
      /\b(?:dizz\w*|faint\w*|light ?headed|chest|breathless|short of breath|out of breath|confus\w*|passed out|passing out|blacked out|sweat\w*|pale|grey|gray|weak)\b/,
    ],
    unless: [
      /\b(?:running|run|workout|working out|gym|exercis\w*|cycling|sprint\w*|hiit|spin class|training|athlete|marathon|watch says (?:my )?(?:resting|sleeping))\b/,
    ],
    sources: [SOURCES.mlArrhythmia],
  },
  // NHS 'Shortness of breath' and pulse oximeter guidance: oxygen of 92 % or less needs urgent help.
  {
    id: 'oxygen_low',
    category: 'severe_breathing',
    triage: 'emergency',
    patterns: [OXYGEN_READING],
    check: lowOxygen,
    sources: [SOURCES.nhsOximetry, SOURCES.nhsBreath],
  },
  // --- Choking. NHS 'When to call 999': choking. Something stuck in the throat with trouble breathing,
  // coughing that will not clear it, or a child who cannot cry, cough or breathe.
  {
    id: 'choking',
    category: 'choking',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:stuck|lodged) in (?:my|his|her|their|the) (?:throat|throut|windpipe|airway)\b/,
      /\b(?:is |are |was |started |keeps |he is |she is )?chok(?:ing|ed|es) on (?:a |an |the |some |his |her |my |their )?(?:food|grape|grapes|sweet|sweets|candy|coin|toy|bone|chicken|meat|steak|tablet|pill|apple|popcorn|nut|nuts|peanut|marble|lego|sausage|hot dog|piece|bit|button|battery|crisp|carrot|bread|cake|fish)\b/,
      /\bclutching (?:at )?(?:his|her|their|my) throat\b|\b(?:cannot|could not|can not) (?:make a sound|cry or breathe|cough or breathe|breathe or cough|speak or breathe)\b/,
      /\b(?:swallowed|inhaled|breathed in)\b.{0,20}\b(?:marble|coin|bead|lego|peanut|nut|popcorn|button|toy|grape)\b.{0,40}\b(?:cough\w*|wheez\w*|breath\w*|choking|gagging)\b/,
    ],
    requires: [
      /\b(?:blocking|blocked)\b|\b(?:cannot|could not|can barely|not) (?:breathe|breath|breth|cry|speak|talk|cough|swallow|make a sound|get (?:his|her|my|their) breath)\b|\b(?:turning|going|gone|lips) (?:blue|purple|grey|gray)\b|\bblue\b|\b(?:wheez\w*|gagging|drooling|coughing|noisy|stuck|hurts to breathe|clutching|back blows|heimlich|silent)\b/,
    ],
    unless: [
      /\b(?:choking (?:up|back)|on (?:all )?(?:this|the|my) (?:work|paperwork|emails|laughter|words|tears|pride))\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'choking_word',
    bare: true,
    category: 'choking',
    triage: 'emergency_ambulance',
    patterns: [/\b(?:choking|choked)\b/],
    requires: [
      /\b(?:blocking|blocked)\b|\b(?:cannot|could not|can barely|not) (?:breathe|breath|breth|cry|speak|talk|cough|swallow|make a sound|get (?:his|her|my|their) breath)\b|\b(?:turning|going|gone|lips) (?:blue|purple|grey|gray)\b|\bblue\b|\b(?:wheez\w*|gagging|drooling|coughing|noisy|stuck|hurts to breathe|clutching|back blows|heimlich|silent)\b/,
    ],
    unless: [
      /\b(?:choking (?:up|back)|on (?:all )?(?:this|the|my) (?:work|paperwork|emails|laughter|words|tears|pride))\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  {
    id: 'choking_now',
    category: 'choking',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:is|are|am|was|keeps?|started|he is|she is|they are|baby is|it is) (?:really |badly )?choking\b|\bchoking (?:bad|badly|rn|right now|now)\b|\bchoking (?:on (?:something|food|a \w+|his|her)|and (?:cannot|can not|turning|going))\b/,
    ],
    unless: [
      /\b(?:choking (?:up|back)|on (?:all )?(?:this|the|my) (?:work|paperwork|emails|laughter|words|tears|pride|coffee|tea|drink|wine)|snor\w*|sounds? like)\b/,
    ],
    sources: [SOURCES.nhs999, SOURCES.mlEmergencies],
  },
  // --- Intentional overdose (a crisis: 988 and 911). 988lifeline.org; NHS 'Poisoning': call 999 for
  // anyone who has taken an overdose, whatever they meant.
  {
    id: 'intentional_overdose',
    category: 'intentional_overdose',
    triage: 'emergency_ambulance',
    patterns: [
      new RegExp(
        `\\b(?:took|taken|take|swallowed|downed|ate|had|necked|overdosed|od)\\b.{0,40}\\b(?:${MEDS}|bottle|packet|pack|box|strip|whole lot|everything|all of them|the rest)\\b`,
      ),
      /\boverdosed\b|\b(?:took|taken|take|taking|did) an? (?:od|overdose)\b/,
    ],
    requires: [
      /\b(?:(?<!(?:scared|afraid|worried|worry|fear|nervous|terrified|panicking|hope|hoping) (?:that )?)(?:so (?:that )?)?i (?:will not|would not|do not|never) wake (?:up|again)(?! (?:for|in time|on time|early|when|if|till|until|before))|on purpose|purposely|deliberately|meant to|intentional\w*|wanted to (?:die|stop|sleep|not wake|end|disappear)|(?:did not|do not) want to (?:wake up|be here|live|be alive)|to (?:end it|die|not wake up|stop (?:thinking|feeling|the pain))|not joking|suicid\w*|kill (?:myself|herself|himself)|end (?:it|my life)|goodbye|sorry for everything|so i (?:do not|will not) wake up|all at once|at once|the whole (?:week|lot|bottle|packet|pack|box)|whole (?:bottle|packet|pack|box|lot)|lives alone)\b/,
    ],
    unless: [
      /\b(?:by (?:mistake|accident)|accidentally|forgot|forgetting|double dosed|weekly organiser|pill organiser to fill|blister packs to fill)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.nhsPoisoning],
  },
  // --- Harm to others (a crisis: 988, and 911 if someone is in danger now). A threat counts with intent
  // or means: a weapon, a time, a place, a plan, not being able to hold back.
  {
    id: 'harm_to_others',
    category: 'harm_to_others',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:going to|gonna|want to|wanna|will|could|urges? to|urge to|thinking (?:about|of)|think about|thoughts? (?:of|about)|plan(?:ning)? to|about to|i swear i will)\b.{0,15}\b(?:kill\w*|hurt\w*|stab\w*|shoot\w*|strangl\w*|beat\w* (?:up|to death)|attack\w*|run\w* (?:over|my car into|into)|murder\w*|harm\w*|poison\w*)\b (?:him|her|them|my \w+|someone|somebody|people|everyone|the \w+|his \w+|her \w+|that \w+)\b/,
      /\bshoot up (?:the |his |her |my |a )?(?:school|office|work|workplace|place|church|mall|party)\b/,
      /\bthreaten\w* to (?:burn|kill|hurt|stab|shoot|attack|poison)\b/,
      // Someone armed and out of control now (911 for the danger, 988 for the person in distress).
      /\b(?:waving|pointing|brandishing|swinging|aiming|loading)\b.{0,30}\b(?:gun|shotgun|rifle|pistol|firearm|knife|machete|axe)\b|\b(?:gun|shotgun|rifle|pistol|firearm|knife|machete|axe)\b.{0,30}\b(?:waving (?:it|him|her)|pointing (?:it|at)|aiming (?:it|at))\b/,
    ],
    requires: [
      /\b(?:knife|gun|shotgun|rifle|pistol|firearm|weapon|bat|machete|axe|tonight|today|right now|now|not joking|not kidding|i mean it|serious|seriously|know where (?:he|she|they) (?:lives?|parks?|works?)|address|how i would do it|how to do it|plan\w*|cannot control|can not control|losing control|urges?|scared (?:i|one day i) will|showed me|going to do it|will do it)\b/,
    ],
    unless: [
      /\b(?:lol|lmao|haha\w*|game|fortnite|minecraft|call of duty|cod|zombies?|boss fight|level|character|joke|joking|kidding|kill (?:it|time|the (?:lights|music|engine|vibe))|killing it)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.nhs999],
  },
  // --- Domestic violence (a crisis: the National Domestic Violence Hotline, 911 in danger now). NHS
  // 'Getting help for domestic violence and abuse': being hit, strangled, threatened, controlled.
  {
    id: 'domestic_violence',
    category: 'domestic_violence',
    triage: 'emergency',
    patterns: [
      /\b(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|son|daughter|dad|father|mum|mom|mother|stepdad|stepmum|stepmom|carer|fiance|fiancee|spouse|brother|sister))(?: \w+){0,2} (?:hits?|hitting|punche[sd]|punch(?:es|ing)?|kicks?|kicked|kicking|strangl\w*|chok(?:ed|es|ing) me|slap\w*|beats?|beating|beat me|push\w*|pusehd|shov\w*|threw|throws?|throwing|hurts?|hurting|attack\w*|grabbed|dragged|bit|burned|burnt|raped|assaulted)\b(?: me| me (?:into|against|down|over|up)| my)\b/,
      /\b(?:scared|afraid|terrified|frightened) (?:to go home|of (?:my )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|him|her) (?:coming|finding|getting)|of what (?:he|she) will do|of (?:my )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|him|her)\b)/,
      /\b(?:he|she|my \w+) (?:said|says|threatened|has threatened|keeps saying)(?: that)? (?:he|she|they)?(?: will| would| is going to| to)? (?:kill|hurt|stab|shoot|take the kids|burn)\b/,
      /\brestraining order\b|\bprotective order\b|\bnon[- ]molestation\b/,
      /\b(?:him|her|he|she|they|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex)\b.{0,30}\b(?:choking|strangling|hitting|beating|punching|kicking|smothering) me\b/,
      /\b(?:will not|does not|do not|would not) let me (?:leave|go out|see (?:my )?(?:friends|family)|have (?:my )?(?:phone|money))\b|\b(?:takes?|took|checks|controls) (?:my )?(?:phone|money|bank card|car keys)\b.{0,30}\b(?:will not|scared|afraid|let me)\b/,
      // Injuries hidden on purpose.
      /\b(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|fiance|fiancee|spouse))\b.{0,40}\bbruises?\b.{0,30}\bwhere (?:nobody|no one|people|anyone|others) (?:can|could|will|would)(?: not)? see\b|\b(?:hide|hiding|cover|covering|covered|hid) (?:up )?(?:the|my|her|his) bruises\b.{0,40}\b(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex)\b/,
      /\b(?:banging|kicking|pounding) (?:on )?the door\b.{0,40}\b(?:break|kill|hurt|scared|let (?:him|her) in)\b|\b(?:outside|at the door)\b.{0,30}\b(?:break (?:it|the door) down|kill me)\b/,
    ],
    unless: [
      /\b(?:lol|haha\w*|game|play fight\w*|tickl\w*|joking|kidding|dog|cat|puppy|baby|toddler|newborn|sleep|in (?:his|her) sleep|accident\w*)\b/,
      /\b(?:never|has not|did not|does not|would not|would never) (?:\w+ )?(?:hit|hurt|hits|hurts|punch\w*|kick\w*|push\w*|touch\w*|laid a finger)\b/,
      /\bkill me if i (?:wear|am late|forget|eat|sing|dance|post|show|embarrass|tell (?:her|him|them) about)\b/,
    ],
    sources: [SOURCES.ndvh, SOURCES.nhsDomesticAbuse],
  },
  // A fight heard through the wall that turns physical or ends in silence (someone may be hurt now).
  {
    id: 'domestic_violence_heard',
    category: 'domestic_violence',
    triage: 'emergency',
    patterns: [/\b(?:screaming|shouting|yelling|raging|roaring) at (?:her|him|them|his \w+|her \w+)\b/],
    requires: [
      /\b(?:thud|bang|crash|smash|smack|slap|thump|scream\w*|something (?:hit|break|broke|smash\w*))\b.{0,40}\b(?:gone|went|is|now|then) (?:quiet|silent)\b|\b(?:heard|hear) (?:a |her |him |them )?(?:thud|bang|crash|smash|smack|slap|thump|hit|hitting|punch\w*|cry out|scream\w*)\b/,
    ],
    unless: [
      /\b(?:tv|film|movie|show|game|telly|neighbours? (?:dog|cat)|football|match|sport|referee|ref|kids? (?:playing|game))\b/,
    ],
    sources: [SOURCES.ndvh, SOURCES.nhsDomesticAbuse],
  },
  // --- Intrusive thoughts about harming a baby (a crisis; NHS 'Postnatal depression': frightening
  // thoughts about hurting the baby are common and treatable; tell someone and get help today).
  {
    id: 'intrusive_thoughts_baby',
    category: 'intrusive_thoughts_baby',
    triage: 'emergency',
    patterns: [
      /\b(?:thoughts?|thinking|think|pictures?|images?|flash\w*|imagin\w*|urges?|visions?|keep seeing|what if i|scared i (?:will|might)|afraid i (?:will|might)|worried i (?:will|might))\b.{0,60}\b(?:hurt\w*|harm\w*|drop\w*|shak\w*|smother\w*|suffocat\w*|drown\w*|throw\w*|stab\w*|holding (?:him|her|them) under|push\w*|squeez\w*|kill\w*)\b/,
      /\b(?:afraid|scared|frightened|terrified) (?:to be|of being) (?:alone|left alone) with (?:my|the|our) (?:baby|newborn|son|daughter|little one)\b/,
    ],
    requires: [
      /\b(?:baby|babies|newborn|postpartum|post ?natal|since the birth|new mum|new mom|\d+ (?:weeks?|days?|months?) old|my (?:son|daughter) is \d+ (?:weeks?|days?|months?))\b/,
    ],
    unless: [/\b(?:dog|cat|puppy|kitten|partner|husband|wife|boss|myself)\b/],
    sources: [SOURCES.nhsPostnatalDepression, SOURCES.lifeline988],
  },
  // --- Suicide in slang and in indirect signs (988lifeline.org: warning signs include giving away
  // possessions, saying goodbye, talking about not being around, getting the means).
  {
    id: 'suicide_slang',
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [
      /\b(?:kms|unalive (?:myself|me|himself|herself)|unaliving (?:myself|me)?|(?:want|wanna|going|gonna|thinking about|thought about|might|will|to|of) (?:kms|unalive\w*)|be unalived|sewerslide|su1c1de|su1cide)\b/,
    ],
    unless: [
      /\b(?:lol|lmao|haha\w*|jk|just kidding|(?:the )?word|means?)\b|\b(?:says?|said|saying) kms\b|\bkms (?:i|she|he) (?:said|says)\b|\b(?:use|uses|using) (?:it|unalive|kms)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.nhsSuicidal],
  },
  {
    id: 'suicide_warning_signs',
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [
      /\b(?:do not|dont) plan on (?:being|staying) (?:here|around|alive)\b|\b(?:will not|am not going to) be (?:around|here) to (?:use|see|need)\b|\b(?:will not|wont) (?:be )?need(?:ing)? (?:this|the) app\b|\bthis is (?:my )?(?:last|final) message\b|\b(?:there will not|there is not going to) be a future\b|\bnothing (?:keeping|left keeping|holding) me here\b/,
      /\b(?:affairs|everything|things) (?:in order|sorted)\b|\bsorted out (?:all )?my affairs\b|\bmade (?:a|my) will\b.{0,40}\b(?:letters?|notes?|goodbye)\b|\bif anything happens to me\b|\bmake sure (?:my \w+|everyone|they) knows? i loved\b/,
      /\b(?:now that i(?: have)?|i have|i am|finally) decided\b(?! (?:to (?:go|start|try|quit|stop|leave|move|change|book|get|see|join|take|buy|do|make|have|cut|eat|switch)|on|what|which|that i))|\bi (?:have )?picked (?:a|the) date\b|\bworked out (?:exactly )?how and when\b/,
      /\bctb (?:soon|tonight|today|now|sorry)\b|\b(?:going to|gonna|planning to|ready to|want to|wanna) ctb\b|\blog off (?:life|from life)\b|\bleave this world\b|\bbecome a ghost\b|\bbe with (?:my \w+|him|her|them) in heaven\b|\brather be dead\b|\btired of (?:living|being alive|life)\b|\bstop (?:existing|eisting|being alive)\b|\bplan (?:not to|to not) wake up\b/,
      /\b(?:stood|standing|sat|sitting|been) (?:at|on|near) the edge\b|\btop floor of the car park\b|\b(?:keep|kept) (?:driving|going|walking) to the (?:bridge|cliffs?|edge|tracks|railway)\b|\bone way ticket\b.{0,30}\bcliffs?\b/,
      /\b(?:gave|given|giving|took) (?:away )?(?:my|the) (?:cat|dog|pets?|rabbit|birds?)\b.{0,40}\b(?:keep|look after|better than me|for good|new home)\b|\b(?:gave|given) (?:away )?my (?:cat|dog|pets?|rabbit) to (?:my |a )?\w+(?! for| while| until)\b|\btold (?:her|him|them) to keep (?:him|her|it|them)\b/,
      /\bthank(?:s| you) for (?:everything|listening)\b.{0,40}\b(?:last|goodbye|bye)\b|\bgoodbye\b.{0,20}\bthank(?:s| you) for (?:everything|listening)\b/,
      /\b(?:so|where) (?:nobody|no one) (?:finds|will find|can find) me\b/,
      // A last diary entry or check-in with no hope left ("final entry i guess. hope 0").
      /\b(?:final|last) (?:entry|log|check-?in|diary entry|journal entry|post|update)\b.{0,60}\b(?:hope (?:is |at |level )?(?:0|zero|none|gone)|i guess|goodbye|bye|won't need|no more|can't go on|cannot go on)\b|\bhope (?:is |at |level )?(?:0|zero|none|gone)\b.{0,60}\b(?:final|last) (?:entry|log|check-?in|post|update)\b/,
    ],
    unless: [
      /\b(?:holiday|trip|vacation|moving|move|new job|retir\w*|leaving do|farewell party|graduat\w*|rehome\w* (?:because|as)|allerg\w*|landlord|for the (?:weekend|week|night)|while i|vet|groomer|dog ?sitter|kennels)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.mlSuicide],
  },
  // Settling affairs (988lifeline.org: putting affairs in order, giving things away): final acts
  // together with a calm that does not fit them.
  {
    id: 'settling_affairs',
    category: 'suicidal_thoughts',
    triage: 'emergency',
    patterns: [new RegExp(`${FINAL_ACT}.{0,80}${FINAL_ACT}`)],
    requires: [new RegExp(UNEXPECTED_CALM)],
    unless: [
      /\b(?:holiday|trip|vacation|moving|move|new job|retir\w*|productive|life admin|to-?do list|errands|spring clean\w*|declutter\w*|surgery|operation|new baby)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.mlSuicide],
  },
  {
    id: 'suicide_means_access',
    category: 'suicidal_thoughts',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:gun|rifle|pistol|firearm|shotgun)\b.{0,40}\b(?:keep thinking|in my room|know the code|know where|in my hand|loaded)\b|\b(?:know where|knows where) (?:my|his|her) \w+ keeps (?:his|her|their) gun\b/,
      /\b(?:pills|tablets|meds) (?:are )?(?:lined up|in my hand|counted out|all out)\b|\bcounting (?:out )?(?:the |my )?(?:pills|tablets|meds)\b|\bhave enough (?:now|saved|pills|tablets)\b|\benough saved\b|\b(?:saving up|been saving|hoarding|hiding|stockpil\w*) (?:my |all my |the )?(?:\w+ )?(?:pills|tablets|meds|insulin|tramadol|paracetamol|painkillers|pens)\b/,
      /\b(?:bought|got|have) (?:a |some |the )?rope\b|\ba bottle of pills and a bottle of\b/,
    ],
    unless: [
      /\b(?:climbing|boat|sailing|camping|washing line|tug of war|skipping|swing|dog lead|for the (?:garden|allotment)|pharmacy|prescription runs? out|shortage|holiday|travel\w*)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.mlSuicide],
  },
  {
    id: 'self_harm_slang',
    category: 'self_harm',
    triage: 'emergency',
    patterns: [
      /\b(?:urges? to|relapsed|relapse|want to|wanna|started|doing|did|do) sh\b|\bsh (?:again|urges?|relapse|last night|tonight|scars are fresh)\b/,
    ],
    sources: [SOURCES.nhsSelfHarm, SOURCES.lifeline988],
  },
  {
    id: 'suicide_means_ready',
    category: 'suicidal_thoughts',
    triage: 'emergency_ambulance',
    patterns: [
      /\b(?:bought|got|have|saved|stockpil\w*|collect\w*|hoard\w*|been saving|saving up|tied|hid|hidden)\b.{0,25}\b(?:rope|noose|gun|pills|tablets|meds|blades?|razors?)\b.{0,40}\b(?:for when|for (?:later|tonight|the end)|just in case|when i am ready|when the time comes|enough to|to do it|to end|so i can)\b/,
      /\b(?:stockpil\w*|hoard\w*|saving up|been saving|collecting)\b.{0,20}\b(?:pills|tablets|meds|medication|painkillers|insulin)\b/,
      /\b(?:tied|tying|made|bought) a noose\b|\bnoose\b/,
    ],
    unless: [
      /\b(?:stockpiling for (?:brexit|winter|the holidays|travel|a trip)|pharmacy|shortage|boat|climbing|camping|halloween|prop)\b/,
    ],
    sources: [SOURCES.lifeline988, SOURCES.mlSuicide],
  },
];
