import type { TSafetyConcern } from '../../../../contract/assistant';
import { normalise } from './normalise';

/**
 * What makes a message one the assistant must not guess about (docs/assistant-safety.md#when-it-is-not-sure):
 * signs that something could be serious even though no rule fired and the classifier stayed below
 * its threshold. Each is a reason to say "I'm not sure" and show how to get urgent help rather than
 * give a self-care tip, when the rest of the engine understood nothing it could answer.
 *
 * - `vulnerable_person`: a baby, a young child, a pregnancy, someone very old;
 * - `danger_sign`: words for the body failing (blue, floppy, not breathing, unresponsive, swallowed,
 *   collapsed, bleeding heavily…);
 * - `unplaced_reading`: a number given as a health reading (sugar, temperature, oxygen, pressure,
 *   heart rate, ketones, a meter showing HI or LO) that the rules did not judge;
 * - `severe_body_pain`: a body part together with a severity word (worst, unbearable, 10/10).
 *
 * Pure, deterministic, a handful of regular expressions per message.
 */

type TConcern = TSafetyConcern;

const VULNERABLE: readonly RegExp[] = [
  /\b(?:new ?born|newborn|infant|bab(?:y|ies)|bubba|toddler|little one|lo)\b/,
  /\b\d{1,2} ?(?:days?|d|wks?|weeks?|mo|mos|months?) old\b/,
  /\b(?:my|our|the|her|his) (?:son|daughter|kid|child|boy|girl) (?:is|who is) \d{1,2}\b/,
  /\b(?:pregnant|pregnancy|expecting|weeks? gone|trimester|postpartum|post partum|just gave birth|gave birth)\b/,
  /\b(?:9\d|8\d|7[5-9]) ?(?:years? old|yo|y\/o|yrs?)\b/,
  /\b(?:elderly|frail|grandma|grandad|grandpa|granny|nan|nana|gran)\b/,
];

const DANGER: readonly RegExp[] = [
  /\b(?:turn(?:ed|ing)?|going|gone|went|look(?:s|ing)?|is|are) (?:blue|grey|gray|purple|mottled)\b/,
  /\b(?:blue|grey|gray) (?:lips|face|skin|tinge)\b/,
  /\b(?:floppy|limp|lifeless|unresponsive|unconscious|passed out|collapsed|blacked out|fainted)\b/,
  /\b(?:not|stopped|stops|barely|hardly|cannot|can not|struggling to|fighting for) (?:breathing|breathe|breath)\b/,
  /\b(?:will not|cannot|can not|not|hard to) (?:wake|wake up|rouse)\b/,
  /\b(?:swallowed|ate|drank|chewed|licked|got into|got hold of)\b.*\b(?:pills?|tablets?|meds|medicine|bleach|battery|batteries|magnets?|detergent|pod|chemicals?|cleaner|poison|berries|mushrooms?)\b/,
  /\b(?:bleeding|blood) (?:heavily|everywhere|will not stop|not stopping|a lot|loads|soaking)\b/,
  /\b(?:fitting|convulsing|shaking uncontrollably|having a fit)\b/,
  /\b(?:cannot|can not|will not) (?:stop|stay) (?:vomiting|throwing up|awake)\b/,
  /\b(?:confused|not making sense|slurring|drooping|cannot speak|cannot move)\b/,
  /\b(?:hit|banged|bumped|smacked|fell on) (?:his|her|their|my|the) head\b/,
];

const READING_CONTEXT =
  /\b(?:sugar|sugars|glucose|bg|bs|bgl|cgm|libre|dexcom|meter|reading|ketones?|temp|temperature|fever|thermometer|oxygen|o2|sats|spo2|sat|pulse ox|oximeter|bp|blood pressure|heart rate|hr|pulse|bpm)\b/;
const NUMBER = /\b\d{1,3}(?:[.,]\d)?\b|\b(?:hi|lo|high|low)\b/;
const UNIT = /\b\d{1,3}(?:[.,]\d)? ?(?:mmol|mg ?\/ ?dl|mgdl|degrees|deg|f|c|bpm)\b|\b\d{3} ?\/ ?\d{2,3}\b/;

const BODY_PART =
  /\b(?:head|chest|heart|belly|tummy|stomach|abdomen|gut|side|back|neck|throat|eye|eyes|testicle|testicles|balls|groin|pelvis|leg|calf|arm|jaw)\b/;
const SEVERITY =
  /\b(?:worst|unbearable|excruciating|agony|agonising|agonizing|screaming|severe|crippling|10 ?\/ ?10|ten out of ten|cannot (?:stand|walk|move|stop crying)|doubled over|tearing|ripping|crushing)\b/;

/** The concerns found in a message (normalised inside), in a stable order, without duplicates. */
export function concernsOf(message: string): TConcern[] {
  const text = normalise(message);
  const out: TConcern[] = [];
  if (VULNERABLE.some((re) => re.test(text))) out.push('vulnerable_person');
  if (DANGER.some((re) => re.test(text))) out.push('danger_sign');
  if ((READING_CONTEXT.test(text) && NUMBER.test(text)) || UNIT.test(text)) out.push('unplaced_reading');
  if (BODY_PART.test(text) && SEVERITY.test(text)) out.push('severe_body_pain');
  return out;
}
