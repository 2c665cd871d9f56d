import { assignVariant, sampleRatioMismatch, twoProportionZTest } from '../../../common/ab-testing';
import {
  AB_LIMITS,
  AB_MESSAGES,
  type TActiveAssignment,
  type TConvertRequest,
  type TCreateExperimentRequest,
  type TExperiment,
  type TExperimentResults,
  type TVariantResult,
  ZCreateExperimentRequest,
} from '../../../contract/ab-testing';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { type ExperimentRow, abTestingRepository as repo } from './repository';

/**
 * Who is asking: a signed-in person (`u:<userId>`) and/or a visitor's first-party id (`a:<visitorId>`).
 * A signed-in request with a visitor id carries the visitor's assignments over to the account.
 */
export type Caller = { userId: string | null; visitorId: string | null };

const userSubject = (userId: string) => `u:${userId}`;
const visitorSubject = (visitorId: string) => `a:${visitorId}`;

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (e) => typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505',
  );
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentExperiment(row: ExperimentRow, participants: number): TExperiment {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    isActive: row.status === 'active',
    status: row.status,
    variants: row.variants,
    metrics: { primary: row.primaryMetric, kind: row.metricKind },
    minSamplePerVariant: row.minSamplePerVariant,
    participants,
    createdAt: row.createdAt.toISOString(),
    pausedAt: iso(row.pausedAt),
    endedAt: iso(row.endedAt),
  };
}

/** A/B experiments, assignment and conversions (docs/product/ab-testing.md). */
export function createAbTestingService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The caller's subject, after moving a visitor's assignments to the signed-in account. */
  async function subjectOf(tx: DbOrTx, caller: Caller): Promise<string | null> {
    if (caller.userId) {
      const subject = userSubject(caller.userId);
      const { visitorId, userId } = caller;
      if (visitorId) {
        // In a savepoint: if a parallel request just assigned the account, its row wins.
        await tx
          .transaction((sp) =>
            repo.moveVisitorAssignments(sp, visitorSubject(visitorId), { subject, userId }),
          )
          .catch((error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
      }
      return subject;
    }
    return caller.visitorId ? visitorSubject(caller.visitorId) : null;
  }

  async function changeStatus(id: string, action: 'pause' | 'resume' | 'end') {
    await db.transaction(async (tx) => {
      const row = await repo.findForUpdate(tx, id);
      if (!row) throw notFound(AB_MESSAGES.notFound);
      if (row.status === 'ended') {
        if (action === 'end') return;
        throw new AppError('CONFLICT', AB_MESSAGES.ended);
      }
      if (action === 'pause' && row.status === 'active') {
        await repo.setStatus(tx, id, 'paused', { pausedAt: now() });
      } else if (action === 'resume' && row.status === 'paused') {
        await repo.setStatus(tx, id, 'active', { pausedAt: null });
      } else if (action === 'end') {
        await repo.setStatus(tx, id, 'ended', { endedAt: now() });
      }
    });
    const updated = await repo.findWithParticipants(db, id);
    if (!updated) throw notFound(AB_MESSAGES.notFound);
    return presentExperiment(updated, updated.participants);
  }

  return {
    async list(): Promise<TExperiment[]> {
      const rows = await repo.listWithParticipants(db);
      return rows.map((r) => presentExperiment(r, r.participants));
    },

    async create(actor: Actor, request: TCreateExperimentRequest): Promise<TExperiment> {
      const body = ZCreateExperimentRequest.parse(request);
      const row = await repo.insert(db, {
        key: body.key,
        name: body.name,
        description: body.description,
        variants: body.variants,
        primaryMetric: body.primaryMetric,
        metricKind: body.metricKind,
        minSamplePerVariant: body.minSamplePerVariant,
        createdBy: actor.userId,
        createdAt: now(),
      });
      if (!row)
        throw new AppError('CONFLICT', AB_MESSAGES.keyTaken, { fields: { key: AB_MESSAGES.keyTaken } });
      return presentExperiment(row, 0);
    },

    /** active → paused (paused again: no change). */
    pause: (id: string) => changeStatus(id, 'pause'),
    /** paused → active (active again: no change). */
    resume: (id: string) => changeStatus(id, 'resume'),
    /** → ended, for good: an ended experiment cannot be paused or resumed (409). */
    end: (id: string) => changeStatus(id, 'end'),

    /**
     * Per variant, in the experiment's order: participants, conversions, the rate and the mean value;
     * against the control, the z-test once every variant has its minimum sample; the split's check.
     */
    async results(id: string): Promise<TExperimentResults> {
      const experiment = await repo.findWithParticipants(db, id);
      if (!experiment) throw notFound(AB_MESSAGES.notFound);
      const counts = new Map((await repo.countsByVariant(db, id)).map((c) => [c.variantId, c]));
      const rows = experiment.variants.map((variant) => {
        const c = counts.get(variant.id);
        return {
          variant,
          participants: c?.participants ?? 0,
          conversions: c?.conversions ?? 0,
          converters: c?.converters ?? 0,
          averageValue: c?.averageValue ?? null,
        };
      });
      const control = rows.find((r) => r.variant.isControl);
      const enough = rows.every((r) => r.participants >= experiment.minSamplePerVariant);
      const results: TVariantResult[] = rows.map((r) => {
        const rate = r.participants > 0 ? Math.min(r.converters, r.participants) / r.participants : 0;
        const result: TVariantResult = {
          variantId: r.variant.id,
          variant: { name: r.variant.name, isControl: r.variant.isControl },
          participants: r.participants,
          conversions: r.conversions,
          conversionRate: rate * 100,
          averageValue: r.averageValue,
        };
        if (enough && control && !r.variant.isControl && control.participants > 0 && r.participants > 0) {
          const test = twoProportionZTest(
            {
              participants: control.participants,
              conversions: Math.min(control.converters, control.participants),
            },
            { participants: r.participants, conversions: Math.min(r.converters, r.participants) },
            AB_LIMITS.alpha,
          );
          result.statisticalSignificance = test.significant;
          result.pValue = test.pValue;
          result.zScore = test.zScore;
          result.differenceCi = { low: test.ci.low * 100, high: test.ci.high * 100 };
        }
        return result;
      });
      return {
        experiment: presentExperiment(experiment, experiment.participants),
        results,
        sampleRatio: sampleRatioMismatch(
          rows.map((r) => ({ participants: r.participants, weight: r.variant.weight })),
          AB_LIMITS.srmAlpha,
        ),
      };
    },

    /**
     * The caller's variant in every experiment that shows one. Active: an assignment is made (and
     * recorded) on first exposure. Paused: only subjects assigned before the pause keep seeing
     * theirs. Ended: nobody.
     */
    async activeAssignments(caller: Caller): Promise<TActiveAssignment[]> {
      return db.transaction(async (tx) => {
        const subject = await subjectOf(tx, caller);
        if (!subject) return [];
        const running = await repo.listRunning(tx);
        const ids = running.map((e) => e.id);
        const existing = await repo.assignmentsOf(tx, subject, ids);
        const fresh = running
          .filter((e) => e.status === 'active' && !existing.has(e.id))
          .map((e) => ({
            experimentId: e.id,
            subject,
            userId: caller.userId,
            variantId: assignVariant(e.id, subject, e.variants).id,
          }));
        if (fresh.length > 0) await repo.insertAssignments(tx, fresh);
        const assigned = fresh.length > 0 ? await repo.assignmentsOf(tx, subject, ids) : existing;
        return running.flatMap((e) => {
          const variantId = assigned.get(e.id);
          const variant = e.variants.find((v) => v.id === variantId);
          if (!variant) return [];
          return [{ id: e.id, key: e.key, assignedVariant: { id: variant.id, config: variant.config } }];
        });
      });
    },

    /**
     * Counts a conversion for the caller's variant: only while the experiment is active and the caller
     * was assigned; a `conversion` experiment counts each subject once, a `value` one every time.
     */
    async convert(
      caller: Caller,
      experimentId: string,
      body: TConvertRequest,
    ): Promise<{ recorded: boolean }> {
      return db.transaction(async (tx) => {
        const subject = await subjectOf(tx, caller);
        if (!subject) return { recorded: false };
        const experiment = await repo.findById(tx, experimentId);
        if (experiment?.status !== 'active') return { recorded: false };
        const variantId = (await repo.assignmentsOf(tx, subject, [experimentId])).get(experimentId);
        if (!variantId) return { recorded: false };
        const single = experiment.metricKind === 'conversion';
        const recorded = await repo.insertConversion(tx, {
          experimentId,
          subject,
          userId: caller.userId,
          variantId,
          value: body.value ?? null,
          metadata: body.metadata ?? {},
          single,
          createdAt: now(),
        });
        return { recorded };
      });
    },

    /** The data export's part (docs/product/data-rights.md). */
    async exportForUser(userId: string) {
      const [assignments, conversions, created] = await Promise.all([
        repo.assignmentsOfUser(db, userId),
        repo.conversionsOfUser(db, userId),
        repo.experimentsCreatedBy(db, userId),
      ]);
      return {
        experiments: {
          assignments: assignments.map((a) => ({ ...a, assignedAt: a.assignedAt.toISOString() })),
          conversions: conversions.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
          created: created.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        },
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.eraseUser(tx, userId);
    },
  };
}

export type AbTestingService = ReturnType<typeof createAbTestingService>;
