import type { TExtractedData } from '../../../../contract/assistant';
import type { TAnalysisResult } from '../analysis';
import { CONDITIONS, CONDITIONS_BY_ID, type TCondition } from '../knowledge';
import { FINDINGS } from '../knowledge/findings';
import { readFindings } from '../knowledge/findings/read';
import { WARNING_SIGNS, wellnessFactFor } from '../knowledge/wellness-facts';
import { cap, extract } from '../understanding/extract';
import { readable, readIntent, type TIntent, type TIntentReading } from '../understanding/intent';
import {
  readBareSeverity,
  readBodyLocation,
  readComplaints,
  readSeverityAnswer,
  readSeverityPhrase,
  type TSlotName,
} from '../understanding/slots';
import type { TExtracted } from '../understanding/types';
import { pickDirectorySpecialty } from './follow-ups';

/**
 * The dialogue (docs/assistant-knowledge.md#7-the-dialogue): what has been asked, what is pending,
 * what the person asked, and the reply that answers it. The state is derived from the stored
 * history on every message (no separate store): the assistant's earlier replies say which questions
 * were asked, the person's turns say what was answered. Pure and deterministic.
 */

/** One stored turn (the providers' TAssistantTurn, restated here so the two modules do not import each other). */
type TAssistantTurn = { role: 'user' | 'assistant'; content: string };

/** The questions the assistant asks, one per slot, in the order it asks them. */
export const QUESTIONS: Readonly<Record<Exclude<TSlotName, 'bodyLocation'>, string>> = {
  symptoms: 'What symptoms are bothering you most right now?',
  durationDays: 'How long have you had this?',
  severity: 'On a scale of 0 to 10, how strong is it right now?',
  factors: 'Does anything make it better or worse?',
};
const ASK_ORDER = ['symptoms', 'durationDays', 'severity', 'factors'] as const;
type TAskable = (typeof ASK_ORDER)[number];

/** Which of the questions a reply asked (older wordings of the same questions included). */
export function askedIn(reply: string): TAskable | null {
  const text = reply.toLowerCase();
  if (text.includes(QUESTIONS.severity.toLowerCase()) || /\b0 to 10\b/.test(text)) return 'severity';
  if (/how long have you had/.test(text)) return 'durationDays';
  if (/what symptoms? (?:is|are) bothering you/.test(text)) return 'symptoms';
  if (/make it better or worse|anything that makes it better/.test(text)) return 'factors';
  return null;
}

/** The person's context from their records (the chat and assistant services look it up). */
export type TAssistantContext = {
  /** Symptoms logged in the last 14 days, any order. */
  symptomLogs: readonly { name: string; severity: number; loggedAt: Date }[];
  /** Daily check-ins of the last 14 days, any order. */
  checkIns: readonly {
    date: Date;
    sleepHours?: number | null;
    sleepQuality?: number | null;
    mood?: number | null;
    energy?: number | null;
    stress?: number | null;
  }[];
  /** Chronic conditions from the profile. */
  chronicConditions: readonly string[];
};

/** The dialogue's slots after this message (cumulative). */
export type TDialogueSlots = {
  /** The symptom choices understood, then other complaints ('Fever', 'Cough'…). */
  symptoms: string[];
  severity?: number;
  durationDays?: number;
  bodyLocation?: string;
  denies: string[];
};

export type TDialoguePlan = {
  /** What the reply answered, or null for a report or an answer to a question. */
  intent: TIntent | null;
  /** The slot the reply asks about, or null. */
  asked: TAskable | null;
  slots: TDialogueSlots;
  text: string;
};

/** Per user turn (oldest first): the question the assistant had asked just before it. */
export function pendingBeforeEachUserTurn(history: readonly TAssistantTurn[]): (TAskable | null)[] {
  const out: (TAskable | null)[] = [];
  let pending: TAskable | null = null;
  for (const turn of history) {
    if (turn.role === 'assistant') pending = askedIn(turn.content);
    else {
      out.push(pending);
      pending = null;
    }
  }
  return out;
}

/**
 * A bare answer's severity ("7", "like a 6", "pretty bad") for one user turn: read when the
 * assistant had just asked for it, or when the turn is nothing but a number and a symptom is known.
 */
export function answeredSeverity(
  message: string,
  pending: TAskable | null,
  hasSymptom: boolean,
): number | undefined {
  return answeredScore(message, pending, hasSymptom) ?? readSeverityPhrase(message);
}

/**
 * The number part of a severity answer: "7", "8 when i bend over", "itchy hives, 4", "its mild, 2",
 * "was an 8 now a 4". A number said is more exact than a word beside it ("mild").
 */
export function answeredScore(
  message: string,
  pending: TAskable | null,
  hasSymptom: boolean,
): number | undefined {
  const bare = readBareSeverity(message);
  if (bare !== undefined && (pending !== null || hasSymptom)) return bare;
  const text = readable(message);
  const sayingHowStrong =
    hasSymptom &&
    message.split(/\s+/).length <= 16 &&
    (/\b(?:now|been|was|from)\b|\blike (?:a |an )?(?:10|[0-9])\b/.test(text) ||
      // A score first ("8 when i bend over") or last after a comma ("itchy hives, 4").
      /^(?:10|[0-9])\s+(?:when|if|but|and|at|on|most|during|after|before|while)\b/.test(text) ||
      /[,;:-]\s*(?:a |an |like |about )?(?:10|[0-9])(?:\s*\/\s*10)?$/.test(text.replace(/[.!]+$/, '')));
  if (pending === 'severity' || sayingHowStrong) return readSeverityAnswer(message);
  return undefined;
}

/** Whether a user turn speaks of a symptom or a pain at all ("my neck hurts", "it was bad, it's gone now"). */
export function mentionsSymptom(
  text: string,
  extracted: Pick<TExtracted, 'primarySymptoms' | 'negatedSymptoms'>,
): boolean {
  return (
    extracted.primarySymptoms.length > 0 ||
    resolvedSymptoms(text, extracted).length > 0 ||
    readComplaints(text).present.length > 0 ||
    readBodyLocation(text) !== undefined
  );
}

const joinWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const cite = (title: string, url: string) => `(Source: ${title}, ${url})`;

/** Names a condition goes by in a question ("ibs", "migraines", "hashimotos", "fibro"). */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  fibromyalgia: ['fibro'],
  'me-cfs': ['me/cfs', 'chronic fatigue', 'i have me', 'my me'],
  hypothyroidism: ['underactive thyroid', 'thyroid'],
  gerd: ['reflux', 'acid reflux', 'heartburn'],
  'rheumatoid-arthritis': ['rheumatoid', 'ra'],
  'type-2-diabetes': ['diabetes', 'diabetic'],
  'obstructive-sleep-apnoea': ['sleep apnea', 'sleep apnoea', 'apnea'],
  'generalised-anxiety-disorder': ['anxiety disorder', 'gad'],
  'iron-deficiency-anaemia': ['anemia', 'anaemia', 'low iron'],
  'coeliac-disease': ['celiac', 'coeliac'],
  'atopic-dermatitis': ['eczema'],
  'high-cholesterol': ['cholesterol'],
  hypertension: ['high blood pressure', 'blood pressure'],
  'chronic-low-back-pain': ['back pain'],
};
const NOT_A_NAME: ReadonlySet<string> = new Set(['fever', 'heel pain', 'chest wall pain', 'and hyperemesis']);
const CONDITION_RES: ReadonlyArray<readonly [TCondition, RegExp]> = CONDITIONS.map((c) => {
  const names = [
    c.id.replace(/-/g, ' '),
    c.name
      .toLowerCase()
      .replace(/\s*\(.*\)\s*/, '')
      .trim(),
    // A bracketed short name names the condition ("ibs", "dvt"), unless it is a common word or a
    // symptom of its own ("me" in "ME/CFS", "fever").
    ...(/\(([^)]+)\)/.exec(c.name)?.[1]?.toLowerCase().split('/') ?? []).filter(
      (n) => n.length >= 3 && !NOT_A_NAME.has(n),
    ),
    ...(ALIASES[c.id] ?? []),
  ].filter((n) => n.length >= 2);
  const source = [...new Set(names)].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "'?"));
  return [c, new RegExp(`\\b(?:${source.join('|')})(?:s|'s)?\\b`)] as const;
});

/** The knowledge base's condition a message names, if any. */
export function conditionNamedIn(text: string): TCondition | undefined {
  return CONDITION_RES.find(([, re]) => re.test(text))?.[0];
}

export type TDialogueInput = {
  message: string;
  history: readonly TAssistantTurn[];
  understood: TExtractedData;
  analysis: TAnalysisResult | null;
  context?: TAssistantContext;
  /** The user's turns read by the form's extraction (the last ones, this message last), if known. */
  extractedTurns?: readonly Pick<TExtracted, 'primarySymptoms' | 'negatedSymptoms'>[];
  /** True when the safety layer listed a concern: no self-care tip, a doctor's look instead. */
  withholdSelfCare?: boolean;
  now: Date;
};

/** The reading of the person's previous question, so a follow-up keeps its kind and topic. */
export function previousReading(userTurns: readonly string[], window = 6): TIntentReading | null {
  let previous: TIntentReading | null = null;
  for (const turn of userTurns.slice(-window)) {
    const reading = readIntent(turn, previous);
    if (reading.intent) previous = reading;
  }
  return previous;
}

/** "it's gone now", "went away", "not dizzy anymore": a symptom that was there and has passed. */
const RESOLVED_RE =
  /\b(?:gone|went away|goes away|has passed|passed now|better now|cleared(?: up)?|resolved|stopped|no longer|anymore|any more)\b/;

/**
 * The symptom choices a turn names as no longer there ("my headache from yesterday is gone"): still
 * what the conversation is about, unlike a denial ("no nausea").
 */
export function resolvedSymptoms(
  text: string,
  extracted: Pick<TExtracted, 'negatedSymptoms'>,
): TExtracted['negatedSymptoms'] {
  return RESOLVED_RE.test(readable(text)) ? [...extracted.negatedSymptoms] : [];
}

/** One user turn: its text and, when the engine has it, what the form's extraction read in it. */
export type TUserTurn = { text: string; extracted?: Pick<TExtracted, 'primarySymptoms' | 'negatedSymptoms'> };

/**
 * The slots of the whole conversation: the understood form fields plus location, denials ("no
 * fever", "no nausea"), complaints outside the symptom choices, and symptoms that have passed.
 */
export function dialogueSlots(
  understood: TExtractedData,
  userTurns: readonly (string | TUserTurn)[],
): TDialogueSlots {
  const symptoms = [...(understood.primarySymptoms ?? [])];
  const denies: string[] = [];
  let bodyLocation: string | undefined;
  const present = (c: string) => {
    if (!symptoms.includes(c)) symptoms.push(c);
    const at = denies.indexOf(c);
    if (at >= 0) denies.splice(at, 1);
  };
  for (const item of userTurns) {
    const turn = typeof item === 'string' ? { text: item } : item;
    const complaints = readComplaints(turn.text);
    for (const c of complaints.present) present(c);
    for (const c of complaints.denied) if (!denies.includes(c)) denies.push(c);
    if (turn.extracted) {
      for (const c of turn.extracted.primarySymptoms) {
        const at = denies.indexOf(c);
        if (at >= 0) denies.splice(at, 1);
      }
      const resolved = resolvedSymptoms(turn.text, turn.extracted);
      for (const c of resolved) present(c);
      for (const c of turn.extracted.negatedSymptoms)
        if (!resolved.includes(c) && !symptoms.includes(c) && !denies.includes(c)) denies.push(c);
    }
    bodyLocation = readBodyLocation(turn.text, symptoms) ?? bodyLocation;
  }
  // Nothing from the symptom choices or the usual complaints: the knowledge base's own findings
  // ("my throat is sore", "burning when I pee") name what the conversation is about.
  if (symptoms.length === 0) {
    const texts = userTurns.map((item) => (typeof item === 'string' ? item : item.text));
    const found = [...readFindings(texts.join('. ')).present];
    // A broader finding implied by a narrower one ("belly pain" by "pain low on the right") is not named.
    const implied = new Set(found.flatMap((o) => FINDINGS[o].implies ?? []));
    for (const id of found) {
      const def = FINDINGS[id];
      if (def.kind === 'context' || def.aboutOthers || implied.has(id)) continue;
      if (symptoms.length >= 3) break;
      present(cap(def.label.replace(/^(?:an?|the|some) /, '')));
    }
  }
  const slots: TDialogueSlots = { symptoms, denies };
  if (understood.severity !== undefined) slots.severity = understood.severity;
  if (understood.durationDays !== undefined) slots.durationDays = understood.durationDays;
  if (bodyLocation) slots.bodyLocation = bodyLocation;
  return slots;
}

/** The condition a reply is about: the one the conversation names last, else the analysis's best match. */
function subjectOf(userTurns: readonly string[], analysis: TAnalysisResult | null): TCondition | undefined {
  for (let i = userTurns.length - 1; i >= 0 && i >= userTurns.length - 4; i--) {
    const named = conditionNamedIn(readable(userTurns[i] ?? ''));
    if (named) return named;
  }
  const top = analysis?.potentialConditions[0];
  return top ? CONDITIONS_BY_ID.get(top.conditionId) : undefined;
}

const sourceOf = (c: TCondition) => (c.sources[0] ? cite(c.sources[0].title, c.sources[0].url) : '');

const NOT_SURE =
  "I don't know enough about what's going on to answer that well yet. Tell me the main symptom, how long you've had it and how strong it is, and I can say more.";

const POINTER =
  'For that, a practitioner who can examine you is the right person (Find a practitioner), and the community is a good place to hear from people who have been there.';

/** Instead of self-care when something in the conversation could be serious. */
const CHECK_FIRST =
  'Some of what you describe could need a doctor to look at it, so I would rather not suggest home remedies: please get it checked today (urgent care if your doctor is closed), and call 911 if it suddenly gets worse.';

function answerIntent(
  intent: TIntent,
  reading: TIntentReading,
  input: TDialogueInput,
  userTurns: readonly string[],
  slots: TDialogueSlots,
  given: readonly string[],
): string {
  const text = readable(input.message);
  // A follow-up ("how much should i take") is matched to facts with the questions before it.
  const asked = reading.followUp ? [text, ...userTurns.slice(-3, -1).map(readable)].join(' ') : text;
  const condition = subjectOf(userTurns, input.analysis);
  const symptom = slots.symptoms[0]?.toLowerCase();
  const about = symptom ?? condition?.name.toLowerCase() ?? 'this';
  switch (intent) {
    case 'wellness_fact': {
      if (!reading.topic) return `I don't have a reliable figure for that. ${POINTER}`;
      const fact = wellnessFactFor(reading.topic, asked, given);
      return `${fact.text} ${cite(fact.source.name, fact.source.url)}`;
    }
    case 'unknown':
      return "I don't know that: I can only help with health and wellness questions, such as symptoms, sleep, food, exercise or stress. For questions about your health, you can also find a practitioner or ask the community.";
    case 'trend':
      return trendAnswer(input, slots);
    case 'when_to_worry': {
      const named = WARNING_SIGNS.find((w) => w.when.test(text));
      if (named && (named.when.source !== '.' || !condition))
        return `${named.text} ${cite(named.source.name, named.source.url)}`;
      if (!condition) return NOT_SURE;
      return `Get medical help urgently if you notice any of these with ${about}: ${condition.redFlags.map(lowerFirst).join(' ')} Call 911 if it is sudden and severe. Otherwise, see a doctor if it keeps coming back, changes pattern, or is not better after a week or two. ${sourceOf(condition)}`;
    }
    case 'what_tests': {
      const tests = condition?.tests ?? [];
      if (tests.length === 0)
        return `A doctor usually starts by asking about your symptoms and examining you, then chooses tests from that. ${NOT_SURE}`;
      const listed = tests.slice(0, 3).map((t) => `${t.name}: ${lowerFirst(t.description)}`);
      return `For ${condition?.name.toLowerCase()}, a doctor may suggest: ${listed.join(' ')} Which tests you need depends on your examination, so ask your doctor which of these fit you. ${condition ? sourceOf(condition) : ''}`.trim();
    }
    case 'see_doctor': {
      const specialties = input.analysis?.recommendedSpecialties ?? condition?.specialties ?? [];
      const directory = pickDirectorySpecialty(specialties);
      const specialist = specialties.find((s) => s !== 'Primary Care Physician');
      const urgent =
        (slots.severity ?? 0) >= 7 || (slots.durationDays ?? 0) >= 14 || input.analysis?.riskLevel === 'high';
      const when = urgent
        ? `Yes, it is worth booking an appointment with your primary care doctor soon, given ${slots.durationDays !== undefined ? `it has lasted ${slots.durationDays} days` : 'how strong it is'}.`
        : 'It is reasonable to see your primary care doctor if it is not getting better within a week or two, keeps coming back, or worries you.';
      const refer = specialist ? ` They can refer you to a ${specialist.toLowerCase()} if needed.` : '';
      const find = directory
        ? ` You can also find a ${directory.toLowerCase()} in the practitioner directory.`
        : '';
      const red = condition?.redFlags[0]
        ? ` Go sooner, or to urgent care, if: ${lowerFirst(condition.redFlags[0])}`
        : '';
      return `${when}${refer}${find}${red}`;
    }
    case 'is_serious': {
      if (!condition) return NOT_SURE;
      const risk = input.analysis?.riskLevel ?? 'low';
      const head =
        risk === 'high'
          ? `What you describe should be checked by a doctor soon.`
          : `From what you have told me, ${about} like this is most often not dangerous; the most common match is ${condition.name.toLowerCase()}, which is usually managed well.`;
      return `${head} It would be more serious if: ${condition.redFlags.map(lowerFirst).join(' ')} If any of these happen, get medical help the same day. ${sourceOf(condition)}`;
    }
    case 'what_could_it_be': {
      const matches = (input.analysis?.potentialConditions ?? []).slice(0, 3);
      if (matches.length === 0 && !condition) return NOT_SURE;
      const names = matches.length > 0 ? matches.map((m) => m.name) : [condition!.name];
      const first = condition ?? CONDITIONS_BY_ID.get(matches[0]!.conditionId);
      return `This is not a diagnosis, but the most common explanations for what you describe are ${joinWords(names)}. ${first ? `${first.name}: ${first.summary} ${sourceOf(first)}` : ''} A doctor can tell them apart.`.trim();
    }
    case 'what_causes': {
      if (reading.topic === 'stress' || reading.topic === 'caffeine' || reading.topic === 'alcohol') {
        const fact = wellnessFactFor(reading.topic, `${asked} cause worse`, given);
        return `${fact.text} ${cite(fact.source.name, fact.source.url)}`;
      }
      if (!condition) return NOT_SURE;
      const features = condition.features
        .filter((f) => f.weight > 0)
        .slice(0, 4)
        .map((f) => f.label.toLowerCase());
      return `${condition.summary} Things that often bring it on or go with it: ${joinWords(features)}. Keeping a short diary of when it happens helps you spot your own pattern. ${sourceOf(condition)}`;
    }
    case 'what_helps':
    case 'what_to_do': {
      if (
        reading.topic &&
        (!condition || reading.followUp || reading.topic === 'stress' || reading.topic === 'sleep')
      ) {
        const fact = wellnessFactFor(reading.topic, `${asked} tips routine`, given);
        return `${fact.text} ${cite(fact.source.name, fact.source.url)}`;
      }
      if (!condition) return NOT_SURE;
      if (input.withholdSelfCare) return CHECK_FIRST;
      const fresh = condition.selfCare.filter((s) => !given.some((g) => g.includes(s)));
      const tips = (fresh.length > 0 ? fresh : condition.selfCare).slice(0, 3);
      const lead =
        intent === 'what_to_do'
          ? `Here is what usually helps with ${about} (${condition.name.toLowerCase()} fits best so far):`
          : `What helps with ${condition.name.toLowerCase()}:`;
      const check = condition.redFlags[0]
        ? ` See a doctor promptly if: ${lowerFirst(condition.redFlags[0])}`
        : '';
      return `${lead} ${tips.join(' ')}${check} ${sourceOf(condition)}`;
    }
  }
}

/** A logged name and a symptom from the conversation name the same thing ("Migraine", "Headache"). */
function sameSymptom(logged: string, wanted: string): boolean {
  const plain = (s: string) => s.toLowerCase().replace(/s$/, '');
  if (plain(logged) === plain(wanted)) return true;
  return extract(logged).primarySymptoms.some((s) => plain(s) === plain(wanted));
}

const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const DAY_MS = 86_400_000;

/** A trend question answered from the last 14 days of logs and check-ins. */
function trendAnswer(input: TDialogueInput, slots: TDialogueSlots): string {
  const context = input.context;
  const since = input.now.getTime() - 14 * DAY_MS;
  const middle = input.now.getTime() - 7 * DAY_MS;
  const text = readable(input.message);
  const parts: string[] = [];
  if (context && /\bsleep/.test(text)) {
    const nights = context.checkIns.filter(
      (c) => c.date.getTime() >= since && typeof c.sleepHours === 'number',
    );
    if (nights.length === 0)
      parts.push(
        'I cannot see sleep in your check-ins of the last 2 weeks. If you do the daily check-in, I can tell you how your sleep changes.',
      );
    if (nights.length > 0) {
      const early = nights.filter((c) => c.date.getTime() < middle).map((c) => c.sleepHours as number);
      const late = nights.filter((c) => c.date.getTime() >= middle).map((c) => c.sleepHours as number);
      const all = average(nights.map((c) => c.sleepHours as number));
      let change = '';
      if (early.length > 0 && late.length > 0) {
        const diff = average(late) - average(early);
        change =
          Math.abs(diff) < 0.3
            ? ' About the same this week as the week before.'
            : ` ${diff > 0 ? 'More' : 'Less'} this week than the week before (${average(late).toFixed(1)} vs ${average(early).toFixed(1)} hours).`;
      }
      parts.push(
        nights.length === 1
          ? `Your one check-in of the last 2 weeks shows ${all.toFixed(1)} hours of sleep a night; with a few more I can tell you whether it is changing.`
          : `Your check-ins of the last 2 weeks show ${all.toFixed(1)} hours of sleep a night on average.${change}`,
      );
    }
  }
  const wanted = slots.symptoms[0] ?? context?.symptomLogs[0]?.name;
  if (context && wanted && !/\bsleep/.test(text)) {
    const logs = context.symptomLogs.filter(
      (l) => l.loggedAt.getTime() >= since && sameSymptom(l.name, wanted),
    );
    if (logs.length > 0) {
      const early = logs.filter((l) => l.loggedAt.getTime() < middle);
      const late = logs.filter((l) => l.loggedAt.getTime() >= middle);
      let change = '';
      if (early.length > 0 && late.length > 0) {
        const diff = average(late.map((l) => l.severity)) - average(early.map((l) => l.severity));
        change =
          late.length > early.length || diff >= 1
            ? ' They have come more often or been stronger this week than the week before, so it is worth booking a doctor visit.'
            : late.length < early.length || diff <= -1
              ? ' They look a little better this week than the week before.'
              : ' They look about the same both weeks.';
      }
      parts.push(
        `You logged ${wanted.toLowerCase()} ${logs.length} time${logs.length === 1 ? '' : 's'} in the last 2 weeks (average ${average(logs.map((l) => l.severity)).toFixed(1)} out of 10; ${early.length} the week before, ${late.length} this week).${change}`,
      );
    }
  }
  if (context && context.chronicConditions.length > 0)
    parts.push(
      `With ${joinWords(context.chronicConditions.map((c) => c.toLowerCase()))} in your profile, tell your doctor about any change that lasts more than a week or two.`,
    );
  if (parts.length === 0)
    return 'I cannot see logs or check-ins from the last 2 weeks to compare. If you log your symptoms and do the daily check-in, I can tell you how they change over time. Getting worse over days or weeks is a good reason to see your doctor.';
  return parts.join(' ');
}

/** The next slot worth asking: missing and not asked before in this conversation. */
function nextQuestion(slots: TDialogueSlots, understood: TExtractedData, askedBefore: ReadonlySet<TAskable>) {
  const missing: Record<TAskable, boolean> = {
    symptoms: slots.symptoms.length === 0,
    durationDays: !understood.duration && slots.durationDays === undefined,
    severity: slots.severity === undefined,
    factors:
      !understood.triggers?.length &&
      !understood.improvingFactors?.length &&
      !understood.worseningFactors?.length,
  };
  return ASK_ORDER.find((slot) => missing[slot] && !askedBefore.has(slot)) ?? null;
}

/**
 * The plan for one reply: the intent answered (with its source), or the acknowledgement of what was
 * understood and the next unasked question, or guidance when nothing is left to ask. Never the same
 * text as the reply before. A self-care tip only ever comes from a symptom found in the conversation.
 */
export function planReply(input: TDialogueInput): TDialoguePlan {
  const userTurns = input.history.filter((t) => t.role === 'user').map((t) => t.content);
  const assistantTurns = input.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const lastReply = assistantTurns[assistantTurns.length - 1] ?? null;
  const allUserTurns = [...userTurns, input.message];
  const extracted = input.extractedTurns ?? [];
  const offset = allUserTurns.length - extracted.length;
  const slots = dialogueSlots(
    input.understood,
    allUserTurns.map((text, i) => ({ text, extracted: i >= offset ? extracted[i - offset] : undefined })),
  );
  const reading = readIntent(input.message, previousReading(userTurns));
  const askedBefore = new Set(assistantTurns.map(askedIn).filter((a): a is TAskable => a !== null));
  const given = assistantTurns.slice(-6);
  const condition = subjectOf(allUserTurns, input.analysis);
  const question = nextQuestion(slots, input.understood, askedBefore);

  const candidates: { intent: TIntent | null; asked: TAskable | null; text: string }[] = [];
  if (reading.intent) {
    const answer = answerIntent(reading.intent, reading, input, allUserTurns, slots, given);
    // After an answer about a symptom, one unasked question that would sharpen it.
    const ask =
      question &&
      question !== 'symptoms' &&
      slots.symptoms.length > 0 &&
      reading.intent !== 'unknown' &&
      reading.intent !== 'trend' &&
      !reading.topic
        ? question
        : null;
    candidates.push({
      intent: reading.intent,
      asked: ask,
      text: ask ? `${answer} ${QUESTIONS[ask]}` : answer,
    });
    candidates.push({ intent: reading.intent, asked: null, text: answer });
  } else {
    const ack = acknowledge(slots, input.understood);
    const tip =
      slots.symptoms.length > 0 && condition?.selfCare[0] && !input.withholdSelfCare
        ? ` One thing that often helps meanwhile: ${condition.selfCare[0]}`
        : '';
    if (question)
      candidates.push({
        intent: null,
        asked: question,
        text: `${ack} ${QUESTIONS[question]}${question === 'symptoms' ? '' : tip}`,
      });
    if (slots.symptoms.length > 0) {
      // Nothing left to ask (or the question was asked already): move on to guidance.
      const guidance = answerIntent('what_to_do', reading, input, allUserTurns, slots, given);
      candidates.push({ intent: null, asked: null, text: `${ack} ${guidance}` });
      candidates.push({
        intent: null,
        asked: null,
        text: `${ack} I can tell you what could cause it, what helps, whether it is serious, or when to see a doctor: just ask.`,
      });
    } else {
      candidates.push({ intent: null, asked: 'symptoms', text: `Thanks. ${QUESTIONS.symptoms}` });
      candidates.push({
        intent: null,
        asked: null,
        text: 'No problem. You can tell me about a symptom in your own words, or ask me about sleep, food, exercise or stress.',
      });
    }
  }
  candidates.push({
    intent: candidates[0]?.intent ?? null,
    asked: null,
    text: `Is there anything else I can help with? ${POINTER}`,
  });
  // The reply went out after any fixed note (see a doctor today, go now): compare what follows it.
  const same = (a: string) => lastReply?.trim().endsWith(a.trim()) === true;
  const chosen = candidates.find((c) => !same(c.text)) ?? candidates[candidates.length - 1]!;
  return { ...chosen, slots };
}

/** "Thank you for telling me. I understand you have headache for 3 days at about 7 out of 10." */
function acknowledge(slots: TDialogueSlots, understood: TExtractedData): string {
  if (slots.symptoms.length === 0) return 'Thank you for sharing that.';
  const parts = [joinWords(slots.symptoms.map((s) => s.toLowerCase()))];
  if (understood.duration)
    parts.push(
      /^(?:since|for)\b/i.test(understood.duration) ? understood.duration : `for ${understood.duration}`,
    );
  if (slots.severity !== undefined) parts.push(`at about ${slots.severity} out of 10`);
  if (slots.bodyLocation) parts.push(`(${slots.bodyLocation})`);
  const denied =
    slots.denies.length > 0 ? `, and no ${joinWords(slots.denies.map((d) => d.toLowerCase()))}` : '';
  return `Thank you for telling me. I understand you have ${parts.join(' ')}${denied}.`;
}
