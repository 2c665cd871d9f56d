import { SYMPTOM_CHOICES } from '../../contract/symptoms';
import type { TDialogue, TDialogueRange, TDialogueSlotsExpect } from './dialogues';

/**
 * The dialogue eval's scoring (docs/assistant-knowledge.md#6-the-dialogue-eval), pure: the engine is
 * passed in, so the scoring is unit-tested with a fake one and the runner scores the real one.
 *
 * Two families of expectations, reported apart because they depend on different parts:
 * - conversation: slots filled, the intent the reply answered, and no reply repeating the one before
 *   (the dialogue state, the intents and the reply composition);
 * - emergency: help lines offered where an emergency is written, none where the turn is marked
 *   harmless (the safety layer, plus the dialogue keeping an emergency in view on a follow-up).
 */

/** What the eval reads of one reply. */
export type TDialogueTurnResult = {
  text: string;
  /** What the conversation has established after this turn (cumulative). */
  slots: {
    symptoms: readonly string[];
    severity?: number;
    durationDays?: number;
    bodyLocation?: string;
    denies: readonly string[];
  };
  /** The question the reply answered ('what_to_do', …), or null. */
  intent: string | null;
  /** The slot the reply asked about, or null. */
  asked: string | null;
  isEmergency: boolean;
  help: readonly string[];
};

export type TDialogueEngine = (
  message: string,
  history: readonly { role: 'user' | 'assistant'; content: string }[],
) => Promise<TDialogueTurnResult>;

export type TDialogueFailure = {
  id: string;
  turn: number;
  family: 'conversation' | 'emergency';
  what: string;
  expected: string;
  got: string;
  user: string;
};

type TTally = { total: number; met: number };
export type TDialogueReport = {
  dialogues: number;
  turns: number;
  conversation: TTally & { byKind: Record<string, TTally> };
  emergency: TTally & { byKind: Record<string, TTally> };
  /** Conversations whose every expectation (both families) was met. */
  perfectDialogues: number;
  failures: TDialogueFailure[];
};

const inRange = (value: number, expected: TDialogueRange) =>
  typeof expected === 'number' ? value === expected : value >= expected[0] && value <= expected[1];
const showRange = (r: TDialogueRange) => (typeof r === 'number' ? String(r) : `${r[0]}–${r[1]}`);

const CHOICES: ReadonlySet<string> = new Set(SYMPTOM_CHOICES.map((s) => s.toLowerCase()));

/** 'Other' stands for any complaint outside the 16 symptom choices (shakiness, fever, a cough…). */
export function hasSymptom(symptoms: readonly string[], expected: string): boolean {
  const want = expected.toLowerCase();
  const have = symptoms.map((s) => s.toLowerCase());
  if (have.includes(want)) return true;
  return want === 'other' && have.some((s) => !CHOICES.has(s));
}

const STOP = new Set(['of', 'the', 'my', 'a', 'an', 'and', 'in', 'on', 'at', 'both', 'to', 'with']);
/** Words that name one place (a location's wording varies, the place does not). */
const SAME_PLACE: Readonly<Record<string, string>> = {
  belly: 'abdomen',
  tummy: 'abdomen',
  stomach: 'abdomen',
  abdominal: 'abdomen',
  gut: 'abdomen',
  eye: 'eye',
  headache: 'head',
  forehead: 'forehead',
  temple: 'temple',
};
const placeWords = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^a-z\s]/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
      .map((w) => SAME_PLACE[w] ?? w),
  );

/** Every place word of the expected location appears in the understood one ('lower back' ⊆ 'the lower back'). */
export function sameLocation(got: string | undefined, expected: string): boolean {
  if (!got) return false;
  const have = placeWords(got);
  return [...placeWords(expected)].every((w) => have.has(w));
}

function checkSlots(
  expected: TDialogueSlotsExpect,
  got: TDialogueTurnResult['slots'],
): { key: string; ok: boolean; expected: string; got: string }[] {
  const out: { key: string; ok: boolean; expected: string; got: string }[] = [];
  const list = (items: readonly string[]) => `[${items.join(', ')}]`;
  if (expected.symptom !== undefined) {
    out.push({
      key: 'symptom',
      ok: hasSymptom(got.symptoms, expected.symptom),
      expected: expected.symptom,
      got: list(got.symptoms),
    });
  }
  if (expected.severity !== undefined) {
    out.push({
      key: 'severity',
      ok: got.severity !== undefined && inRange(got.severity, expected.severity),
      expected: showRange(expected.severity),
      got: String(got.severity ?? 'none'),
    });
  }
  if (expected.durationDays !== undefined) {
    out.push({
      key: 'durationDays',
      ok: got.durationDays !== undefined && inRange(got.durationDays, expected.durationDays),
      expected: showRange(expected.durationDays),
      got: String(got.durationDays ?? 'none'),
    });
  }
  if (expected.bodyLocation !== undefined) {
    out.push({
      key: 'bodyLocation',
      ok: sameLocation(got.bodyLocation, expected.bodyLocation),
      expected: expected.bodyLocation,
      got: got.bodyLocation ?? 'none',
    });
  }
  if (expected.denies !== undefined) {
    for (const denied of typeof expected.denies === 'string' ? [expected.denies] : expected.denies) {
      out.push({
        key: 'denies',
        ok: hasSymptom(got.denies, denied),
        expected: denied,
        got: list(got.denies),
      });
    }
  }
  return out;
}

/** Plays every conversation turn by turn (the engine sees the replies it gave) and scores it. */
export async function scoreDialogues(
  dialogues: readonly TDialogue[],
  engine: TDialogueEngine,
): Promise<TDialogueReport> {
  const tally = () => ({ total: 0, met: 0 });
  const conversation = { ...tally(), byKind: {} as Record<string, TTally> };
  const emergency = { ...tally(), byKind: {} as Record<string, TTally> };
  const failures: TDialogueFailure[] = [];
  let turns = 0;
  let perfectDialogues = 0;

  for (const dialogue of dialogues) {
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    let perfect = true;
    let previous: string | null = null;
    for (const [index, turn] of dialogue.turns.entries()) {
      turns++;
      const got = await engine(turn.user, history);
      const record = (
        family: 'conversation' | 'emergency',
        kind: string,
        ok: boolean,
        expected: string,
        gotText: string,
      ) => {
        const bucket = family === 'conversation' ? conversation : emergency;
        bucket.total++;
        bucket.byKind[kind] ??= tally();
        bucket.byKind[kind].total++;
        if (ok) {
          bucket.met++;
          bucket.byKind[kind].met++;
          return;
        }
        perfect = false;
        failures.push({
          id: dialogue.id,
          turn: index + 1,
          family,
          what: kind,
          expected,
          got: gotText,
          user: turn.user,
        });
      };

      const { expect } = turn;
      for (const slot of checkSlots(expect.slots ?? {}, got.slots)) {
        record('conversation', `slot ${slot.key}`, slot.ok, slot.expected, slot.got);
      }
      if (expect.intent !== undefined) {
        record(
          'conversation',
          'intent',
          got.intent === expect.intent,
          expect.intent,
          got.intent ?? (got.isEmergency ? 'an emergency reply' : `none (asked ${got.asked ?? 'nothing'})`),
        );
      }
      if (previous !== null) {
        record(
          'conversation',
          'no repeat',
          got.text.trim() !== previous.trim(),
          'a reply unlike the one before',
          `the same reply again: "${got.text.slice(0, 80)}…"`,
        );
      }
      if (expect.emergency !== undefined) {
        const missing = expect.emergency.filter((line) => !got.help.includes(line));
        record(
          'emergency',
          'emergency',
          got.isEmergency && missing.length === 0,
          `emergency with ${expect.emergency.join(', ')}`,
          got.isEmergency ? `help [${got.help.join(', ')}]` : 'no emergency',
        );
      }
      if (expect.no_emergency) {
        record(
          'emergency',
          'no emergency',
          !got.isEmergency,
          'no emergency',
          `emergency [${got.help.join(', ')}]`,
        );
      }
      history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: got.text });
      previous = got.text;
    }
    if (perfect) perfectDialogues++;
  }
  return { dialogues: dialogues.length, turns, conversation, emergency, perfectDialogues, failures };
}

const pct = (t: TTally) =>
  t.total === 0 ? '  n/a' : `${((100 * t.met) / t.total).toFixed(1).padStart(5)} %`;

/** The report as plain text (one set). */
export function formatDialogueReport(name: string, report: TDialogueReport): string {
  const lines = [
    `Dialogues '${name}': ${report.dialogues} conversations, ${report.turns} turns, ${report.perfectDialogues} with every expectation met`,
    `  conversation expectations ${pct(report.conversation)} (${report.conversation.met}/${report.conversation.total})`,
    ...Object.entries(report.conversation.byKind).map(
      ([kind, t]) => `    ${kind.padEnd(20)} ${pct(t)} (${t.met}/${t.total})`,
    ),
    `  emergency expectations    ${pct(report.emergency)} (${report.emergency.met}/${report.emergency.total})`,
    ...Object.entries(report.emergency.byKind).map(
      ([kind, t]) => `    ${kind.padEnd(20)} ${pct(t)} (${t.met}/${t.total})`,
    ),
  ];
  if (report.failures.length > 0) {
    lines.push(`  failures (${report.failures.length}):`);
    for (const f of report.failures) {
      lines.push(
        `    ${`${f.id}#${f.turn}`.padEnd(10)} ${f.family === 'emergency' ? '[emergency] ' : ''}${f.what}: expected ${f.expected}; got ${f.got}  — "${f.user}"`,
      );
    }
  }
  return lines.join('\n');
}
