import { moreUrgentTriage } from '../../../common/assistant';
import {
  ASSISTANT_DISCLAIMER,
  SAFETY_REPLIES,
  type TExtractedData,
  TRIAGE_LEVELS,
  type TSafetyReplyKind,
  type TSafetyResult,
  URGENT_ADVICE_NOTE,
  URGENT_CARE_NOTE,
} from '../../../contract/assistant';
import { analyze, type TAnalysisResult } from './analysis';
import {
  answeredScore,
  askedIn,
  dialogueSlots,
  mentionsSymptom,
  pendingBeforeEachUserTurn,
  planReply,
  previousReading,
  resolvedSymptoms,
  type TAssistantContext,
  type TDialogueSlots,
} from './conversation/dialogue';
import {
  NEXT_QUESTION,
  nextMissing,
  suggestActions,
  suggestFollowUps,
  type TAssistantAction,
} from './conversation/follow-ups';
import { CONDITIONS_BY_ID } from './knowledge';
import { readFindings } from './knowledge/findings/read';
import { scrubIdentifiers, type TIdentifiers } from './privacy/scrub';
import { createLocalProvider } from './providers/local';
import {
  type AssistantProvider,
  ProviderError,
  type TAssistantTurn,
  type TConditionHint,
} from './providers/types';
import {
  assessRules,
  assessSafety,
  type TRuleFindings,
  wantsSecondOpinion,
  withSecondOpinion,
} from './safety';
import { overallUrgency } from './triage';
import { compactExtracted, MERGE_TURNS_MAX, mergeExtractions, readUserTurns } from './understanding';
import { numericSeverity } from './understanding/extract';
import { readable, readIntent, type TIntent } from './understanding/intent';
import { readSeverityPhrase } from './understanding/slots';

/**
 * The assistant engine (docs/assistant-providers.md): the one entry point for conversational replies.
 *
 *   message ─► safety layer (always, first, local) ─► emergency? fixed text, provider never called
 *                                                  └► provider reply (local, or openai with fallback)
 *
 * Callers (the /api/ai/health-chat, /api/chat and /api/chat/message handlers) get the safety result
 * and what was understood before any reply text, so they can store, audit and show the emergency
 * banner first, then stream `chunks`.
 */

export type TAssistantRequest = {
  message: string;
  /** Earlier turns, oldest first (already capped by the caller). */
  history: readonly TAssistantTurn[];
  /**
   * The user's consent to send health data to a remote AI provider. False → the local engine only,
   * whatever is configured. Identifiers (name, email, ZIP, phone) are never sent either way.
   */
  allowRemote: boolean;
  /**
   * The user's own identifiers, so they can be scrubbed from the text before a remote call
   * (privacy/scrub.ts). Never sent anywhere.
   */
  identifiers?: TIdentifiers;
  /**
   * The person's records for trend questions: symptoms and check-ins of the last 14 days and the
   * profile's chronic conditions (the chat and assistant services look them up).
   */
  context?: TAssistantContext;
  now?: Date;
  signal?: AbortSignal;
};

export type TAssistantReply = {
  safety: TSafetyResult;
  /** What was understood from the whole conversation (history + message), guided-form keys. */
  extractedData: TExtractedData;
  /** Short follow-up replies the user can tap (suggested chips). */
  suggestions: string[];
  actions: TAssistantAction[];
  /** Who wrote the text: 'fixed' for safety replies, else the provider that answered. */
  provider: 'fixed' | 'local' | 'openai';
  disclaimer: string;
  /** The question the reply answered ('what_to_do', 'wellness_fact', …), or null (docs/assistant-knowledge.md#7-the-dialogue). */
  intent: TIntent | null;
  /** The slot the reply asks about ('severity', …), or null. */
  asked: string | null;
  /** What the dialogue has established: symptoms and other complaints, severity, duration, place, denials. */
  slots: TDialogueSlots;
  /** The reply text in pieces; their concatenation is the full reply. Consume once. */
  chunks: AsyncIterable<string>;
};

export interface AssistantEngine {
  respond(request: TAssistantRequest): Promise<TAssistantReply>;
  /**
   * True when a remote provider is configured: callers then look up the user's consent (and names
   * for scrubbing) before calling `respond`; with the local provider they need not.
   */
  readonly usesRemote?: boolean;
}

/** Appended when a remote stream breaks after text was already sent (docs/assistant-providers.md). */
export const STREAM_INTERRUPTED_NOTE = ' … Sorry, my answer was cut off. Please ask again if you need more.';

/** How many of the knowledge base's best matches a remote model sees as context. */
const CONTEXT_CONDITIONS = 3;

export type TEngineWarning = { provider: string; kind: string; status?: number; stage: string };

export type TAssistantEngineOptions = {
  provider: AssistantProvider;
  /** Used when the provider fails or may not be used; the local knowledge engine by default. */
  fallback?: AssistantProvider;
  /** Told about every fallback (kind of failure only: never the user's text or the error body). */
  onWarn?: (message: string, details: TEngineWarning) => void;
};

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

/** Location fields identify a person (HIPAA Safe Harbor): a remote model never sees them. */
function withoutLocation(data: TExtractedData): TExtractedData {
  const { zipCode: _zip, city: _city, state: _state, ...rest } = data;
  return rest;
}

/**
 * The analysis of what the conversation told: the understood symptoms and, as the guided form's
 * description, the person's own words, so the chat and the guided analysis rank and triage the same
 * facts alike (docs/assistant-knowledge.md#triage).
 */
function analysisOf(
  data: TExtractedData,
  now: Date,
  context?: TAssistantContext,
  description?: string,
): TAnalysisResult | null {
  if (!data.primarySymptoms?.length && readFindings(description ?? '').present.size === 0) return null;
  return analyze(
    {
      personalInfo: { age: data.age ?? null, gender: data.gender ?? null },
      healthHistory: {
        chronicConditions: [
          ...new Set([...(data.chronicConditions ?? []), ...(context?.chronicConditions ?? [])]),
        ],
        currentMedications: data.currentMedications ?? [],
        allergies: data.allergies ?? [],
      },
      currentSymptoms: { ...data, symptomDescription: description ?? null },
    },
    { now },
  );
}

/** The fixed safety replies, to tell from the stored history that the last reply was an emergency. */
const EMERGENCY_KIND_OF_TEXT: ReadonlyMap<string, TSafetyReplyKind> = new Map(
  (Object.entries(SAFETY_REPLIES) as [TSafetyReplyKind, { text: string }][])
    .filter(([kind]) => kind !== 'uncertain')
    .map(([kind, reply]) => [reply.text, kind]),
);

/**
 * Follow-ups while an emergency is in view: the help stays on screen and the reply presses the same
 * point in other words (docs/assistant-knowledge.md#7-the-dialogue).
 */
export const EMERGENCY_FOLLOW_UPS: Readonly<Record<'physical' | 'crisis', readonly string[]>> = {
  physical: [
    'Please call 911 now rather than waiting to see if it passes: with what you described, minutes matter. Do not drive yourself, and do not give food, drink or medicines unless the dispatcher tells you to. Stay with the person and follow the dispatcher.',
    'This still needs emergency help: call 911 now, even if the person says they feel fine or does not want an ambulance. The dispatcher will tell you what to do until help arrives.',
  ],
  crisis: [
    "I'm still here with you. Please call or text 988 now to talk with someone who can help tonight, and call 911 if you might act on these thoughts or have taken anything. You don't have to figure this out alone.",
    "It's okay not to know what to say. You can call or text 988 any time, day or night, and someone will listen; if you are in danger right now, call 911. Would you tell me if you are safe at the moment?",
  ],
};
const FOLLOW_UP_KIND: ReadonlyMap<string, TSafetyReplyKind> = new Map([
  ...EMERGENCY_FOLLOW_UPS.physical.map((t) => [t, 'emergency'] as const),
  ...EMERGENCY_FOLLOW_UPS.crisis.map((t) => [t, 'crisis'] as const),
]);

/** Taking back what was said about a crisis: a known warning sign, not a reason to drop the help. */
const RETRACTS =
  /\b(?:forget (?:i said|what i said|it|about it|that)|never ?mind|nvm|i(?:'ll| will) be (?:ok|okay|fine|alright)|i'm (?:ok|okay|fine) (?:now|really|honestly)|don't worry about (?:it|me)|ignore (?:that|me|what i said)|(?:just|only) kidding|jk|i didn't mean it|pretend i didn't)\b/;

/**
 * The emergency kind the last reply was, if it is still in view: a crisis the person takes back, or
 * an emergency a rule backed in one of the messages since it was raised. A classifier-only alarm is
 * not carried into the next turns, so one false alarm does not hold the conversation. The user turns
 * of the emergency are re-assessed (rare: only right after an emergency reply).
 */
function emergencyInView(history: readonly TAssistantTurn[], message: string): TSafetyReplyKind | null {
  let lastAssistant = -1;
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i]?.role === 'assistant') {
      lastAssistant = i;
      break;
    }
  }
  const last = history[lastAssistant];
  if (!last) return null;
  const kind = EMERGENCY_KIND_OF_TEXT.get(last.content) ?? FOLLOW_UP_KIND.get(last.content) ?? null;
  if (!kind) return null;
  // The user turn that started the emergency: the one before the first emergency reply in this run.
  let start = lastAssistant;
  while (start >= 2) {
    const before = history[start - 2];
    if (
      before?.role !== 'assistant' ||
      !(EMERGENCY_KIND_OF_TEXT.has(before.content) || FOLLOW_UP_KIND.has(before.content))
    )
      break;
    start -= 2;
  }
  const raising = history[start - 1];
  if (raising?.role !== 'user') return kind;
  // Taking back a crisis ("forget i said it", "i'll be fine") keeps 988 in view whatever found it.
  if (SAFETY_REPLIES[kind].help.includes('988') && RETRACTS.test(readable(message))) return kind;
  // A physical emergency stays in view when a rule backed any message of the run, not only the
  // classifier (a hunch that sticks would alarm every later turn).
  const users = history.slice(0, lastAssistant).filter((t) => t.role === 'user');
  const runStart = users.indexOf(raising);
  for (let i = runStart; i < users.length; i++) {
    const earlier = users.slice(0, i).map((t) => t.content);
    const by = assessSafety(users[i]!.content, earlier).detectedBy;
    if (by === 'rules' || by === 'both') return kind;
  }
  return null;
}

/** A new, unrelated subject ends the emergency follow-up: a wellness question or an off-topic one. */
const MOVES_ON =
  /\b(?:thanks?,? (?:they|the ambulance|paramedics) (?:are|is) here|(?:they|paramedics|ambulance) (?:are|is) here|at the (?:er|hospital)|we(?:'re| are) at the)\b/;

/** Questions asked to learn, not to act: they end an emergency follow-up. */
const INFORMATIONAL: ReadonlySet<TIntent> = new Set([
  'what_could_it_be',
  'what_causes',
  'what_tests',
  'wellness_fact',
  'when_to_worry',
  'trend',
]);

/**
 * "and a heart attack" after "what are the signs of a stroke": an emergency's name asked about in a
 * follow-up to a question for information, found only by a bare name (docs/assistant-safety.md#no-alarm-from-a-bare-word).
 * Returns the rules' findings when it is one, else null.
 */
function nameAskedAsFollowUp(message: string, earlier: readonly string[]): TRuleFindings | null {
  if (!/^(?:and|or|also|what about|how about)\b/.test(readable(message)) || message.split(/\s+/).length > 6)
    return null;
  const reading = readIntent(message, previousReading(earlier, 3));
  if (!reading.followUp || !INFORMATIONAL.has(reading.intent ?? 'what_to_do')) return null;
  const rules = assessRules(message, earlier);
  return rules.bareOnly ? rules : null;
}

const kindOf = (error: unknown) => (error instanceof ProviderError ? error.kind : 'error');
const statusOf = (error: unknown) => (error instanceof ProviderError ? error.status : undefined);

/**
 * The assistant engine over a provider:
 * 1. the safety layer, locally, on every message: an emergency gets the fixed reply and the
 *    provider is never called;
 * 2. the conversation's understanding, merged locally across the user's turns;
 * 3. the reply from the provider: `local`, or a remote one only when `allowRemote` is true, with
 *    identifiers scrubbed; a remote failure before the first chunk falls back to `fallback`, a
 *    failure midway ends the reply with STREAM_INTERRUPTED_NOTE;
 * 4. suggestions and actions, computed locally whatever the provider.
 */
export function createAssistantEngine(options: TAssistantEngineOptions): AssistantEngine {
  const { provider } = options;
  const fallback = options.fallback ?? (provider.isRemote ? createLocalProvider() : provider);
  const warn = (stage: string, error: unknown) =>
    options.onWarn?.(`AI provider ${provider.name} failed (${stage}); answered with ${fallback.name}`, {
      provider: provider.name,
      kind: kindOf(error),
      status: statusOf(error),
      stage,
    });

  return {
    usesRemote: provider.isRemote,
    async respond(request) {
      const now = request.now ?? new Date();
      const earlier = request.history.filter((t) => t.role === 'user').map((t) => t.content);
      let safety = assessSafety(request.message, earlier);
      const askedAbout =
        safety.isEmergency && safety.detectedBy === 'rules'
          ? nameAskedAsFollowUp(request.message, earlier)
          : null;
      if (askedAbout) {
        safety = {
          ...safety,
          isEmergency: false,
          triage: askedAbout.triageWithoutBare,
          reply: null,
          replyKind: null,
          help: [],
          detectedBy: null,
        };
      }
      // Unsure locally, a remote model with consent may raise it, never lower it.
      if (provider.isRemote && request.allowRemote && provider.assessUrgency && wantsSecondOpinion(safety)) {
        const assess = provider.assessUrgency.bind(provider);
        const scrubbed = (text: string) => scrubIdentifiers(text, request.identifiers);
        safety = await withSecondOpinion(
          safety,
          request.message,
          earlier,
          (message, history) =>
            assess({
              message: scrubbed(message),
              history: history.map((content) => ({ role: 'user' as const, content: scrubbed(content) })),
              now,
              signal: request.signal,
            }),
          (error) => warn('urgency', error),
        );
      }

      // Bare answers ("7", "like a 6") fill the question the assistant had just asked.
      const turns = readUserTurns(request.message, earlier, now);
      const lastTurn = request.history[request.history.length - 1];
      const pending = [
        ...pendingBeforeEachUserTurn(request.history),
        lastTurn?.role === 'assistant' ? askedIn(lastTurn.content) : null,
      ].slice(-turns.length);
      const texts = [...earlier.slice(-MERGE_TURNS_MAX), request.message];
      let symptomSeen = false;
      turns.forEach((turn, i) => {
        if (!symptomSeen && mentionsSymptom(texts[i] ?? '', turn)) symptomSeen = true;
        const text = texts[i] ?? '';
        // A number answered ("its mild, 2") is more exact than the word the extractor scored.
        const score =
          turn.severity === undefined || numericSeverity(text) === undefined
            ? answeredScore(text, pending[i] ?? null, symptomSeen)
            : undefined;
        if (score !== undefined) turn.severity = score;
        else if (turn.severity === undefined) {
          // No number: a word the form's parser leaves out ("pretty bad").
          const severity = readSeverityPhrase(text);
          if (severity !== undefined) turn.severity = severity;
        }
      });
      const understood = compactExtracted(mergeExtractions(turns));
      const fixed = (reply: string, kept: TSafetyResult): TAssistantReply => ({
        safety: kept,
        extractedData: understood,
        suggestions: [],
        actions: [],
        provider: 'fixed',
        disclaimer: ASSISTANT_DISCLAIMER,
        intent: null,
        asked: null,
        slots: dialogueSlots(
          understood,
          texts.map((text, i) => ({ text, extracted: turns[i] })),
        ),
        chunks: once(reply),
      });
      const previousReply = [...request.history].reverse().find((t) => t.role === 'assistant')?.content;
      if (safety.isEmergency && safety.reply) {
        if (safety.reply !== previousReply) return fixed(safety.reply, safety);
        // Said again ("it's been 6 minutes"): the same help, pressed in other words.
        const family = safety.help[0] === '988' ? 'crisis' : 'physical';
        const text = EMERGENCY_FOLLOW_UPS[family][0]!;
        return fixed(text, { ...safety, reply: text });
      }

      // An emergency stays in view on the follow-ups ("should i give her tylenol and wait", "idk").
      const inView = emergencyInView(request.history, request.message);
      const asksToLearn = INFORMATIONAL.has(readIntent(request.message).intent ?? 'what_to_do');
      if (inView && !asksToLearn && !MOVES_ON.test(readable(request.message))) {
        const family = SAFETY_REPLIES[inView].help[0] === '988' ? 'crisis' : 'physical';
        const text =
          EMERGENCY_FOLLOW_UPS[family].find((t) => t !== previousReply) ?? EMERGENCY_FOLLOW_UPS[family][0]!;
        return fixed(text, {
          ...safety,
          isEmergency: true,
          triage: 'emergency',
          reply: text,
          replyKind: inView,
          help: [...SAFETY_REPLIES[inView].help],
        });
      }

      // Something in the message could be serious (a baby, a danger sign, a reading) and nothing in
      // it was understood: say so and show how to get urgent help instead of guessing
      // (docs/assistant-safety.md#when-it-is-not-sure).
      // A symptom that has passed ("my headache is gone now") is still what the questions are about.
      const passed = turns.flatMap((turn, i) => resolvedSymptoms(texts[i] ?? '', turn));
      const discussed = [...new Set([...(understood.primarySymptoms ?? []), ...passed])];
      const analysis = analysisOf(
        { ...understood, primarySymptoms: discussed },
        now,
        request.context,
        texts.join('. '),
      );
      // Urgency from the whole picture, as the guided analysis tells it; an emergency-level picture
      // keeps self-care tips out of the reply.
      const level = overallUrgency(safety.triage, analysis);

      const unsure = safety.concerns.some((c) => c !== 'resembles_emergency');
      if (unsure && (understood.primarySymptoms?.length ?? 0) === 0) {
        return fixed(SAFETY_REPLIES.uncertain.text, {
          ...safety,
          triage: moreUrgentTriage(level, 'consultation_24'),
          reply: SAFETY_REPLIES.uncertain.text,
          replyKind: 'uncertain',
          help: [...SAFETY_REPLIES.uncertain.help],
        });
      }

      // A model's extraction completes the local understanding; it never overrules it.
      const completedBy = (remote: TExtractedData | null) =>
        remote ? compactExtracted(mergeExtractions(turns, remote)) : understood;
      const seriousPicture = TRIAGE_LEVELS.indexOf(level) <= TRIAGE_LEVELS.indexOf('emergency');
      const withholdSelfCare = safety.concerns.length > 0 || seriousPicture;
      const plan = planReply({
        message: request.message,
        history: request.history,
        understood,
        analysis,
        context: request.context,
        extractedTurns: turns,
        // Beside a concern, no self-care tip: the assistant may have understood the wrong problem.
        withholdSelfCare,
        now,
      });
      const conditions: TConditionHint[] = (analysis?.potentialConditions ?? [])
        .slice(0, CONTEXT_CONDITIONS)
        .map((c) => ({
          name: c.name,
          likelihood: c.likelihood,
          // Beside a concern, no self-care tip: the assistant may have understood the wrong problem.
          selfCare: withholdSelfCare ? undefined : CONDITIONS_BY_ID.get(c.conditionId)?.selfCare[0],
        }));
      // A lesser red flag or a plausible condition that needs a doctor today puts the fixed
      // see-a-doctor-today note before the reply; one that needs emergency care, the go-now note.
      const note =
        safety.reply ??
        (seriousPicture ? URGENT_CARE_NOTE : level === 'consultation_24' ? URGENT_ADVICE_NOTE : null);
      const prefix = note ? `${note} ` : '';
      const finish = (
        extractedData: TExtractedData,
        answeredBy: 'local' | 'openai',
        chunks: AsyncIterable<string>,
      ): TAssistantReply => ({
        safety: level === safety.triage ? safety : { ...safety, triage: level },
        extractedData,
        // The chips answer the question the reply asks, which both providers base on the local understanding.
        suggestions: suggestFollowUps(understood),
        actions: suggestActions(extractedData, analysis?.recommendedSpecialties ?? []),
        provider: answeredBy,
        disclaimer: ASSISTANT_DISCLAIMER,
        intent: plan.intent,
        asked: plan.asked,
        slots: plan.slots,
        chunks,
      });
      const localReply = (): AsyncIterable<string> =>
        (async function* () {
          if (prefix) yield prefix;
          yield* fallback.reply({
            message: request.message,
            history: request.history,
            understood,
            conditions,
            plan,
            now,
          });
        })();

      // Consent: without it nothing leaves the process, whatever is configured.
      if (!provider.isRemote || !request.allowRemote) return finish(understood, fallback.name, localReply());

      const scrub = (text: string) => scrubIdentifiers(text, request.identifiers);
      const message = scrub(request.message);
      const history = request.history.map((t) => ({ role: t.role, content: scrub(t.content) }));
      const extraction = provider
        .extract({ message, history, now, signal: request.signal })
        .catch((error: unknown) => {
          warn('extraction', error);
          return null;
        });
      const stream = provider
        .reply({
          message,
          history,
          understood: withoutLocation(understood),
          conditions,
          nextQuestion: plan.asked ? NEXT_QUESTION[nextMissing(understood)] : undefined,
          now,
          signal: request.signal,
        })
        [Symbol.asyncIterator]();

      let first: IteratorResult<string>;
      try {
        first = await stream.next();
        if (first.done) throw new ProviderError('empty', 'the stream ended without text');
      } catch (error) {
        warn('reply', error);
        const remote = await extraction;
        return finish(completedBy(remote), fallback.name, localReply());
      }
      const remote = await extraction;
      const firstText = first.value;
      const chunks = (async function* () {
        if (prefix) yield prefix;
        yield firstText;
        let last = firstText;
        try {
          for (let next = await stream.next(); !next.done; next = await stream.next()) {
            last = next.value;
            yield next.value;
          }
        } catch (error) {
          options.onWarn?.(`AI provider ${provider.name} stream broke midway; reply ended early`, {
            provider: provider.name,
            kind: kindOf(error),
            status: statusOf(error),
            stage: 'stream',
          });
          yield /\s$/.test(last) ? STREAM_INTERRUPTED_NOTE.trimStart() : STREAM_INTERRUPTED_NOTE;
        }
      })();
      return finish(completedBy(remote), 'openai', chunks);
    },
  };
}

/** The user's consent to a remote provider and their identifiers to scrub (the profile service). */
export type TAssistantPrivacyLookup = (
  userId: string,
) => Promise<{ allowRemote: boolean; identifiers: NonNullable<TAssistantRequest['identifiers']> }>;

/**
 * Consent (docs/assistant-providers.md#consent-and-what-is-sent) for one request: looked up only when the
 * engine can call a remote provider; without a lookup, or with the user's switch off, the engine answers
 * locally.
 */
export async function remoteAccessFor(
  engine: AssistantEngine,
  lookup: TAssistantPrivacyLookup | undefined,
  userId: string,
): Promise<Pick<TAssistantRequest, 'allowRemote' | 'identifiers'>> {
  if (!engine.usesRemote || !lookup) return { allowRemote: false, identifiers: undefined };
  const { allowRemote, identifiers } = await lookup(userId);
  return { allowRemote, identifiers };
}

/** The engine on the local knowledge engine only (offline, deterministic). */
export function createLocalAssistantEngine(): AssistantEngine {
  return createAssistantEngine({ provider: createLocalProvider() });
}
