/**
 * Numbers people type from a meter or a thermometer, read for the safety rules
 * (docs/assistant-safety.md#numbers). Each reader takes a match of its pattern (run over normalised
 * text: lower case, '%' and '°' dropped) and says whether the value crosses the urgent threshold.
 * A pattern finds a candidate; the reader decides from the number and its unit.
 */

const num = (s: string | undefined): number => (s === undefined ? Number.NaN : Number.parseFloat(s));

/**
 * Blood glucose: groups 1 = value, 2 = unit (mmol, mg/dl) when written. Urgent below 3.0 mmol/L or
 * 54 mg/dL (ADA level 2 hypoglycaemia; NHS: treat below 4 and get help if it does not come up) or
 * above 20 mmol/L or 360 mg/dL (NHS 'Diabetic ketoacidosis' and ADA: check ketones, get help).
 * Without a unit both scales are read: a value between 20 and 54 is urgent either way.
 */
export const GLUCOSE_READING =
  /\b(?:(?:blood )?sugars?|glucose|bgs?|bgl|bms?|cgm|libre|dexcom|glucometer|(?:my|his|her|their|the) meter|readings?)\b(?: (?:levels?|readings?|is|was|are|were|at|of|says|said|showing|shows|reads|read|now|just|only|dropped|dropping|crashed|down|up|to|been|went|gone|has|have|had|keeps?|saying|on|like|around|about|under|below|over|above|still|then|again|reading|checked|came|back|in|the|high|low|tonight|this|morning))*\s?(\d{1,3}(?:\.\d+)?) ?(mmol(?! ?\/ ?mol)(?: ?\/ ?l)?|mg ?\/? ?dl|mgs?)?(?![\d.])(?! ?(?:g\b|grams?|percent|tsp|teaspoons?|cal|kcal|units?|u\b|carbs?|mins?|minutes?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|times|x\b|am\b|pm\b|kg|lbs?|pounds|ml))/;
export const GLUCOSE_WITH_UNIT = /\b(\d{1,3}(?:\.\d+)?) ?(mmol(?! ?\/ ?mol)(?: ?\/ ?l)?|mg ?\/ ?dl|mgdl)\b/;

export function urgentGlucose(m: RegExpMatchArray): boolean {
  const value = num(m[1]);
  if (!Number.isFinite(value) || value <= 0.5) return false;
  const unit = m[2] ?? '';
  if (unit.startsWith('mmol')) return value < 3 || (value > 20 && value <= 60);
  if (unit.startsWith('mg')) return value < 54 || (value > 360 && value <= 1500);
  return value < 3 || (value > 20 && value < 54) || (value > 360 && value <= 1500);
}

/** Blood ketones (group 1, mmol/L): 3.0 or more is high risk of DKA (NHS 'Diabetic ketoacidosis'). */
export const KETONE_READING =
  /\bketones?\b(?: (?:are|is|at|of|were|was|reading|level|levels|now|on the meter|showing))*\s?(\d(?:\.\d+)?)\b/;
export function urgentKetones(m: RegExpMatchArray): boolean {
  const value = num(m[1]);
  return value >= 3 && value < 10;
}

/**
 * A temperature: group 1 = value, group 2 = unit. Read as °C from 30 to 45 and as °F from 86 to 113.
 * A bare whole number counts only after a word that names a temperature (group 3 before it, or
 * group 4 after it): "temp 101", "101 rectal", "38.4".
 */
export const TEMPERATURE_READING =
  /\b(?:(temp\w*|fever|thermometer|reading|rectal|forehead|armpit|ear thermometer|burning up|running)\b[^\d.]{0,20}?)?(\d{2,3}(?:\.\d)?) ?(degrees? ?(?:c|f|celsius|fahrenheit)?|deg ?[cf]?|celsius|fahrenheit|c\b|f\b)?(?![\d.])(?! ?(?:weeks?|wks?|days?|months?|mths?|years?|yrs?|yo\b|mins?|minutes?|hours?|hrs?|kg|lbs?|g\b|grams|ml|oz|cm|mm|am\b|pm\b|bpm|percent|mg|mmol|over|\/))(?: ?(rectal\w*|orally|under (?:the|her|his|my) arm|in (?:the|her|his|my) (?:ear|armpit)|temp\w*|fever))?/;

/** The temperature in °C, or null when the match is not clearly a temperature. */
export function readCelsius(m: RegExpMatchArray): number | null {
  const value = num(m[2]);
  if (!Number.isFinite(value)) return null;
  const unit = (m[3] ?? '').replace(/degrees?|deg/, '').trim();
  const named = m[1] !== undefined || m[4] !== undefined || m[3] !== undefined;
  const decimal = /\./.test(m[2] ?? '');
  if (!named && !decimal) return null;
  if (unit.startsWith('f') || (unit === '' && value >= 86 && value <= 113)) {
    return value >= 86 && value <= 113 ? ((value - 32) * 5) / 9 : null;
  }
  return value >= 30 && value <= 45 ? value : null;
}

/** Fever in a baby under 3 months: 38 °C / 100.4 °F or more (NHS 'High temperature in children'; AAP). */
export const feverInfant = (m: RegExpMatchArray): boolean => (readCelsius(m) ?? 0) >= 38;
/** Very high: 40 °C / 104 °F or more (NHS 'Sepsis' and 'Heatstroke'; MedlinePlus 'Fever'). */
export const veryHighTemperature = (m: RegExpMatchArray): boolean => (readCelsius(m) ?? 0) >= 40;
/** Hypothermia: body temperature below 35 °C / 95 °F (NHS 'Hypothermia'; MedlinePlus 'Hypothermia'). */
export const lowBodyTemperature = (m: RegExpMatchArray): boolean => {
  const c = readCelsius(m);
  return c !== null && c < 35;
};

/** Oxygen saturation (group 1, %): 92 % or less needs urgent help (NHS 'Pulse oximetry' guidance). */
export const OXYGEN_READING =
  /\b(?:o2|oxygen|sats?|saturations?|spo2|sp02|pulse ?ox\w*|oximeter)\b(?: (?:levels?|sats?|saturation|is|was|are|were|at|of|says|said|shows|showing|reads|reading|now|just|only|dropped|dropping|down|to|been|went|keeps?|on|around|about|under|below|still|the))*\s?(\d{2,3})(?![\d.])/;
export const lowOxygen = (m: RegExpMatchArray): boolean => {
  const value = num(m[1]);
  return value >= 50 && value <= 92;
};

/** Heart rate (group 1 or 2, beats per minute). */
export const HEART_RATE_READING =
  /\b(?:heart ?rate|hr|pulse|heart|heartbeat)\b(?: (?:is|was|at|of|says|said|shows|showing|reads|reading|now|just|only|dropped|down|up|to|been|went|keeps?|on|around|about|under|below|over|above|still|racing|going|the|rate|resting))*\s?(\d{2,3})(?![\d.])(?! ?(?:percent|years?|mins?|minutes?|hours?|days?|weeks?))|\b(\d{2,3}) ?bpm\b/;
/** Below 40 or above 150 beats a minute at rest (MedlinePlus 'Arrhythmias'; NHS 'Heart palpitations'). */
export const urgentHeartRate = (m: RegExpMatchArray): boolean => {
  const value = num(m[1] ?? m[2]);
  return (value >= 15 && value < 40) || (value > 150 && value <= 300);
};

/** Blood pressure "180/120", "180 over 120": group 1 systolic, group 2 diastolic. */
export const BLOOD_PRESSURE_READING = /\b(\d{2,3}) ?(?:\/|over) ?(\d{2,3})\b/;
const bp = (m: RegExpMatchArray) => ({ sys: num(m[1]), dia: num(m[2]) });
const plausible = ({ sys, dia }: { sys: number; dia: number }) =>
  sys >= 70 && sys <= 300 && dia >= 30 && dia < sys;
/** 180/120 or more: a hypertensive crisis when it comes with symptoms (American Heart Association; MedlinePlus). */
export const crisisBloodPressure = (m: RegExpMatchArray): boolean => {
  const v = bp(m);
  return plausible(v) && (v.sys >= 180 || v.dia >= 120);
};
/** 160/110 or more in pregnancy: severe hypertension (ACOG; NHS 'Pre-eclampsia'). */
export const severePregnancyBloodPressure = (m: RegExpMatchArray): boolean => {
  const v = bp(m);
  return plausible(v) && (v.sys >= 160 || v.dia >= 110);
};
