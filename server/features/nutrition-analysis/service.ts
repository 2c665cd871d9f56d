import { randomUUID } from 'node:crypto';
import {
  NUTRITION_LIMITS,
  NUTRITION_MESSAGES,
  type TAnalysedFood,
  type TNutritionAnalysisResult,
  type TNutritionCapabilities,
  type TNutritionHistoryEntry,
  type TNutritionInputType,
  type TNutritionTotals,
  ZNutritionAnalysisResult,
} from '../../../contract/nutrition-analysis';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { localDate } from '../../lib/calendar';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/paging';
import { createRowCache } from '../../lib/row-cache';
import type { Actor } from '../../plugins/auth';
import { mealSuggestions, proteinGoal, sumTotals } from './recommend';
import { nutritionAnalysisRepository as repo } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A history cursor: the last entry's time (microseconds) and id (docs/product/journey.md#paging). */
function entryCursor(text: string): { atUs: bigint; id: string } {
  const cursor = decodeCursor(text, 1);
  const id = cursor.keys[0] ?? '';
  if (!UUID.test(id)) throw invalidCursor();
  return { atUs: cursor.atUs, id };
}

/**
 * POST /api/nutrition/analyze-premium, GET /api/nutrition/history, POST /api/nutrition/transcribe
 * and GET /api/nutrition/capabilities (docs/product/nutrition.md#api).
 *
 * The expensive work (food lookup, OCR, a remote model) runs first, outside any transaction, after
 * a cheap access check; then one transaction counts the trial use (atomically, refused past the
 * limit), stores the encrypted result and writes the audit row — so a refusal or a failure stores
 * nothing and a stored analysis is always counted.
 */

export type TTextAnalysis = {
  items: TAnalysedFood[];
  unknown: { text: string; didYouMean: string[] }[];
};

export type TLabelReading = {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  servingSize: string | null;
  /** Fields that could not be read. */
  missing: string[];
  /** When some but not all of calories, protein, carbs and fat were read: what to tell the person. */
  partial: string | null;
  /** Values read with low confidence, to be checked against the label ('protein'). */
  uncertain: string[];
};

export type NutritionPorts = {
  /** USDA lookup of a meal description (server/features/nutrition). */
  analyseText: (text: string) => Promise<TTextAnalysis>;
  /** Offline OCR of a nutrition-facts label; null when the bytes are not a usable image. */
  readLabel: (bytes: Buffer) => Promise<TLabelReading | null>;
  /**
   * A remote vision/speech model is configured (AI_PROVIDER=openai). Whether a given person's
   * photo or voice may go to it is `allowRemote` (their `aiRemoteConsent`).
   */
  remoteConfigured: boolean;
  allowRemote: (userId: string) => Promise<boolean>;
  /**
   * A vision model's plain description of a meal photo ('2 eggs, 1 slice toast'), or null. Only a
   * re-encoded copy without metadata is sent (docs/data-protection.md#photos-and-recordings-sent-to-an-ai-service).
   */
  describeMealPhoto: (bytes: Buffer, mime: string) => Promise<string | null>;
  /**
   * Speech to text by the configured endpoint, or null. Only a copy cleaned of its container's
   * metadata is sent; a format that cannot be cleaned is refused (400).
   */
  transcribe: (bytes: Buffer, mime: string) => Promise<string | null>;
  /** The person's weight for the protein goal, if they told us (simple onboarding). */
  weightKg: (actor: Actor) => Promise<number | null>;
  /** Trial and premium gating (server/features/subscription). */
  subscription: {
    assertAccess: (tx: DbOrTx, userId: string, feature: 'nutritionAnalysis') => Promise<unknown>;
    consume: (tx: DbOrTx, userId: string, feature: 'nutritionAnalysis') => Promise<unknown>;
  };
};

export type TAnalyseRequest =
  | { type: 'text' | 'voice'; input: string; timeZone: string }
  | { type: 'image'; bytes: Buffer; mime: string; timeZone: string };

type StoredResult = Omit<TNutritionAnalysisResult, 'id' | 'timestamp'>;
/** What the insights read of a meal (mealsBetween). */
type MealFacts = { calories: number; protein: number; foods: string[] };

const SUMMARY_MAX = 120;
const summaryOf = (text: string) =>
  text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : text;

const r1 = (n: number) => Math.round(n * 10) / 10;

function totalsOf(
  items: readonly TAnalysedFood[],
  extra: { fiber: number | null; sugar: number | null; sodium: number | null },
): TNutritionTotals {
  return {
    totalCalories: Math.round(items.reduce((s, i) => s + i.calories, 0)),
    totalProtein: r1(items.reduce((s, i) => s + i.protein, 0)),
    totalCarbs: r1(items.reduce((s, i) => s + i.carbs, 0)),
    totalFat: r1(items.reduce((s, i) => s + i.fat, 0)),
    totalFiber: extra.fiber === null ? null : r1(extra.fiber),
    totalSugar: extra.sugar === null ? null : r1(extra.sugar),
    totalSodium: extra.sodium === null ? null : Math.round(extra.sodium),
  };
}

/** A stored result (built once: zod compiles a schema's parser on its first use). */
const ZStoredResult = ZNutritionAnalysisResult.omit({ id: true, timestamp: true });

/** The analysis's text and result, bound to its row (docs/data-protection.md#health-data-at-rest). */
const SUMMARY = fieldColumn('nutrition_analyses', 'summary_enc');
const RESULT = fieldColumn('nutrition_analyses', 'result_enc');

export function createNutritionAnalysisService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  ports: NutritionPorts;
  now?: () => Date;
}) {
  const { db, cipher, audit, ports } = deps;
  const now = deps.now ?? (() => new Date());

  const decryptResult = (row: { id: string; resultEnc: string }): StoredResult =>
    ZStoredResult.parse(JSON.parse(cipher.decrypt(row.resultEnc, RESULT.at(row.id))));

  /**
   * A meal's calories, protein and foods for the insights, kept per row while its stored result is
   * unchanged: a year holds about a thousand meals, read again on every visit of the insights. Only
   * these fields are read from the result (written by this service, authenticated by its decryption),
   * without a full schema parse.
   */
  const mealFacts = createRowCache<{ id: string; resultEnc: string }, string, MealFacts>({
    present: (row) => {
      const texts = (list: unknown, fields: readonly string[]): string[] =>
        Array.isArray(list)
          ? list.flatMap((item) =>
              fields
                .map((f) => (item as Record<string, unknown> | null)?.[f])
                .filter((v): v is string => typeof v === 'string'),
            )
          : [];
      const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
      const result = JSON.parse(cipher.decrypt(row.resultEnc, RESULT.at(row.id))) as Record<string, unknown>;
      const totals = (result.analysis ?? {}) as Record<string, unknown>;
      return Object.freeze({
        calories: number(totals.totalCalories),
        protein: number(totals.totalProtein),
        foods: Object.freeze([
          ...texts(result.items, ['text', 'description']),
          ...texts(result.unknown, ['text']),
        ]) as string[],
      });
    },
    isSame: (cached, row) => cached.resultEnc === row.resultEnc,
  });

  /** Totals of the person's analyses earlier on their local day (for the suggestions). */
  async function daySoFar(userId: string, timeZone: string, at: Date): Promise<TNutritionTotals> {
    const since = new Date(at.getTime() - 36 * 3600_000);
    const rows = await repo.resultsSince(db, userId, since);
    const today = localDate(at, timeZone);
    return sumTotals(
      presentReadable(
        rows.filter((row) => localDate(row.createdAt, timeZone) === today),
        (row) => decryptResult(row).analysis,
      ),
    );
  }

  /** Text (typed, transcribed or described by a vision model) through the USDA tables. */
  async function fromText(
    text: string,
  ): Promise<Pick<StoredResult, 'analysis' | 'items' | 'unknown' | 'notes'>> {
    const { items, unknown } = await ports.analyseText(text);
    const notes = unknown.map((u) =>
      u.didYouMean.length > 0
        ? `I couldn't find "${u.text}" — did you mean ${u.didYouMean.map((d) => `"${d}"`).join(' or ')}?`
        : `I couldn't find "${u.text}" in the USDA food tables, so it is not counted.`,
    );
    if (items.length === 0) {
      throw new AppError('VALIDATION_FAILED', notes[0] ?? NUTRITION_MESSAGES.nothingRecognised, {
        fields: { input: notes[0] ?? NUTRITION_MESSAGES.nothingRecognised },
      });
    }
    const extras = items as (TAnalysedFood & {
      fiber?: number | null;
      sugar?: number | null;
      sodium?: number | null;
    })[];
    const sumOf = (key: 'fiber' | 'sugar' | 'sodium') =>
      extras.every((i) => typeof i[key] === 'number')
        ? extras.reduce((s, i) => s + (i[key] as number), 0)
        : null;
    return {
      analysis: totalsOf(items, { fiber: sumOf('fiber'), sugar: sumOf('sugar'), sodium: sumOf('sodium') }),
      items: items.map(({ text, usdaId, description, grams, calories, protein, carbs, fat }) => ({
        text,
        usdaId,
        description,
        grams: grams === null ? null : Math.round(grams),
        calories: Math.round(calories),
        protein: r1(protein),
        carbs: r1(carbs),
        fat: r1(fat),
      })),
      unknown,
      notes,
    };
  }

  async function fromImage(
    userId: string,
    bytes: Buffer,
    mime: string,
  ): Promise<
    Pick<StoredResult, 'analysis' | 'items' | 'unknown' | 'notes' | 'source' | 'servingSize'> & {
      summary: string;
    }
  > {
    const label = await ports.readLabel(bytes);
    if (
      label &&
      label.calories !== null &&
      label.protein !== null &&
      label.carbs !== null &&
      label.fat !== null
    ) {
      const item: TAnalysedFood = {
        text: 'Nutrition label',
        usdaId: null,
        description: label.servingSize ? `One serving (${label.servingSize})` : 'One serving',
        grams: null,
        calories: label.calories,
        protein: label.protein,
        carbs: label.carbs,
        fat: label.fat,
      };
      const notes: string[] = [];
      if (label.uncertain.length > 0) {
        notes.push(
          `Please check ${label.uncertain.join(' and ')} against the label: hard to read in this photo.`,
        );
      }
      if (label.missing.length > 0) notes.push(`Not read from the label: ${label.missing.join(', ')}.`);
      return {
        analysis: totalsOf([item], { fiber: label.fiber, sugar: label.sugar, sodium: label.sodium }),
        items: [item],
        unknown: [],
        notes,
        source: 'label',
        servingSize: label.servingSize,
        summary: 'Nutrition label',
      };
    }
    const remote = ports.remoteConfigured && (await ports.allowRemote(userId));
    if (remote) {
      const described = (await ports.describeMealPhoto(bytes, mime))?.trim();
      if (described) {
        const result = await fromText(described);
        return {
          ...result,
          notes: [
            `From the photo we saw: ${described}. Amounts are estimates; correct them on the Text tab if needed.`,
            ...result.notes,
          ],
          source: 'usda',
          servingSize: null,
          summary: `Photo: ${described}`,
        };
      }
    }
    throw new AppError(
      'VALIDATION_FAILED',
      label?.partial ??
        (remote ? NUTRITION_MESSAGES.photoUnreadable : NUTRITION_MESSAGES.mealPhotoUnavailable),
      { fields: { file: NUTRITION_MESSAGES.photoUnreadable } },
    );
  }

  return {
    /** What this person can use: remote vision and speech need the configuration and their consent. */
    async capabilities(actor: Actor): Promise<TNutritionCapabilities> {
      const remote = ports.remoteConfigured && (await ports.allowRemote(actor.userId));
      return { transcription: remote, mealPhotos: remote };
    },

    async analyse(actor: Actor, request: TAnalyseRequest): Promise<TNutritionAnalysisResult> {
      // Cheap refusal first (402 for free users), before any OCR or lookup work.
      await ports.subscription.assertAccess(db, actor.userId, 'nutritionAnalysis');
      const at = now();
      let stored: StoredResult;
      let summary: string;
      if (request.type === 'image') {
        const { summary: photoSummary, ...result } = await fromImage(
          actor.userId,
          request.bytes,
          request.mime,
        );
        summary = photoSummary;
        stored = { ...result, inputType: 'image', recommendations: { proteinGoal: 0, suggestions: [] } };
      } else {
        const result = await fromText(request.input);
        summary = summaryOf(request.input);
        stored = {
          ...result,
          inputType: request.type,
          source: 'usda',
          servingSize: null,
          recommendations: { proteinGoal: 0, suggestions: [] },
        };
      }
      const goal = proteinGoal(await ports.weightKg(actor));
      const before = await daySoFar(actor.userId, request.timeZone, at);
      stored.recommendations = {
        proteinGoal: goal,
        suggestions: mealSuggestions(stored.analysis, sumTotals([before, stored.analysis]), goal),
      };

      const row = await db.transaction(async (tx) => {
        await ports.subscription.consume(tx, actor.userId, 'nutritionAnalysis');
        const id = randomUUID();
        const inserted = await repo.insert(tx, {
          id,
          userId: actor.userId,
          inputType: stored.inputType,
          summaryEnc: cipher.encrypt(summary, SUMMARY.at(id)),
          resultEnc: cipher.encrypt(JSON.stringify(stored), RESULT.at(id)),
          createdAt: at,
        });
        await audit.write(tx, {
          actorUserId: actor.userId,
          subjectUserId: actor.userId,
          action: 'create',
          resource: 'nutrition_analysis',
          resourceId: inserted.id,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        });
        return inserted;
      });
      return { id: row.id, timestamp: row.createdAt.toISOString(), ...stored };
    },

    /**
     * GET /api/nutrition/history: premium or trial only; newest first, one page of at most `limit`
     * (default 50, most 200); `before` continues after a previous page's cursor
     * (docs/product/journey.md#paging).
     */
    async history(
      actor: Actor,
      page: { before?: string; limit?: number } = {},
    ): Promise<{ items: TNutritionHistoryEntry[]; nextCursor: string | null }> {
      const limit = page.limit ?? NUTRITION_LIMITS.historyMax;
      const before = page.before ? entryCursor(page.before) : null;
      await ports.subscription.assertAccess(db, actor.userId, 'nutritionAnalysis');
      const rows = await repo.history(db, actor.userId, limit + 1, before);
      await audit.read({
        actorUserId: actor.userId,
        subjectUserId: actor.userId,
        action: 'read',
        resource: 'nutrition_analysis',
        resourceId: null,
        requestId: actor.requestId,
        ipAddress: actor.ip,
      });
      const shown = rows.slice(0, limit);
      const last = shown[shown.length - 1];
      return {
        items: presentReadable(shown, (row) => ({
          id: row.id,
          inputType: row.inputType as TNutritionInputType,
          analysis: decryptResult(row).analysis,
          summary: cipher.decrypt(row.summaryEnc, SUMMARY.at(row.id)),
          timestamp: row.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > limit && last ? encodeCursor({ atUs: BigInt(last.atUs), keys: [last.id] }) : null,
      };
    },

    /**
     * For the journey (server/features/journey), which checks access and audits its own read: the
     * meals analysed before `before` (microseconds, id; null: the newest), newest first, with their
     * totals and input type; the text typed (the summary) is not read.
     */
    async timelineBefore(
      userId: string,
      before: { atUs: bigint; id: string } | null,
      limit: number,
    ): Promise<{ id: string; inputType: TNutritionInputType; calories: number; atUs: bigint }[]> {
      const rows = await repo.history(db, userId, limit, before);
      return presentReadable(rows, (row) => ({
        id: row.id,
        inputType: row.inputType as TNutritionInputType,
        calories: decryptResult(row).analysis.totalCalories,
        atUs: BigInt(row.atUs),
      }));
    },

    /** For levels and achievements (which check access and audit their own read): meals analysed per day in `timeZone`. */
    countsPerDay: (userId: string, timeZone: string): Promise<{ day: string; count: number }[]> =>
      repo.countsPerDay(db, userId, timeZone),

    /** For the journey's milestones: when the first meal was analysed (microseconds), or null. */
    async firstAnalysedAt(userId: string): Promise<bigint | null> {
      const at = await repo.firstAt(db, userId);
      return at === null ? null : BigInt(at);
    },

    /** For the journey's opened entry (which audits it): the text typed for the caller's own meal, or null. */
    async summaryOf(userId: string, id: string): Promise<string | null> {
      if (!UUID.test(id)) return null;
      const row = await repo.findForUser(db, userId, id);
      return row ? cipher.decrypt(row.summaryEnc, SUMMARY.at(row.id)) : null;
    },

    /**
     * For the insights (docs/product/insights.md), which check access and audit their own read: each
     * meal analysed from `from` to `to` (YYYY-MM-DD, inclusive) with its local day in `timeZone`, its
     * calories and protein, and the foods as written and as matched (for the food flags).
     */
    async mealsBetween(
      userId: string,
      from: string,
      to: string,
      timeZone: string,
    ): Promise<{ date: string; calories: number; protein: number; foods: string[] }[]> {
      const rows = await repo.resultsBetween(db, userId, from, to, timeZone);
      return presentReadable(rows, (row) => ({ date: row.date, ...mealFacts.get(row.id, row, userId) }));
    },

    /** For the data export: every analysis of the user, oldest first, decrypted (no actor: the export is audited). */
    async exportForUser(userId: string) {
      const rows = await repo.listAllForUser(db, userId);
      return {
        premium: {
          nutritionAnalyses: presentReadable(rows, (row) => ({
            id: row.id,
            timestamp: row.createdAt.toISOString(),
            summary: cipher.decrypt(row.summaryEnc, SUMMARY.at(row.id)),
            ...decryptResult(row),
          })),
        },
      };
    },

    /** The account erasure (inside its transaction): every analysis. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },

    /** POST /api/nutrition/transcribe: premium or trial; not counted (the analysis is). */
    async transcribe(actor: Actor, bytes: Buffer, mime: string): Promise<string> {
      await ports.subscription.assertAccess(db, actor.userId, 'nutritionAnalysis');
      if (!ports.remoteConfigured || !(await ports.allowRemote(actor.userId))) {
        throw new AppError('NOT_CONFIGURED', NUTRITION_MESSAGES.transcriptionUnavailable);
      }
      const text = await ports.transcribe(bytes, mime);
      if (text === null) throw new AppError('NOT_CONFIGURED', NUTRITION_MESSAGES.transcriptionUnavailable);
      return text.trim();
    },
  };
}

export type NutritionAnalysisService = ReturnType<typeof createNutritionAnalysisService>;
