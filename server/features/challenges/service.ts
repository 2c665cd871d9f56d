import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  challengeRunFigures,
  challengeTaskId,
  dayOfChallengeTask,
  isChallengeDayReached,
} from '../../../common/challenges';
import {
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  type TChallengeCategory,
  type TChallengeContent,
  type TChallengeDetail,
  type TChallengeList,
  type TChallengeProgress,
  type TChallengeRequestAdmin,
  type TChallengeRequestCreated,
  type TChallengeSummary,
  type ZChallengeRequest,
} from '../../../contract/challenges';
import { UPGRADE_URL } from '../../../contract/subscription';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { localDate } from '../../lib/calendar';
import { type FieldCipher, fieldColumn, presentReadable } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import type { SubscriptionService } from '../subscription/service';
import { loadChallenges } from './catalogue';
import { assertCanReadChallengeRequests } from './policy';
import {
  type ChallengeRequestRow,
  type ParticipationRow,
  challengeRepository as repo,
  type TaskCompletionRow,
} from './repository';

type RequestInput = z.output<typeof ZChallengeRequest>;

/** The request's free text, each bound to its row (docs/data-protection.md#health-data-at-rest). */
const FOCUS = fieldColumn('challenge_requests', 'focus_enc');
const GOAL = fieldColumn('challenge_requests', 'goal_enc');
const NOTE = fieldColumn('challenge_requests', 'note_enc');

/** A run with its ticks and where it stands now. */
type Run = {
  row: ParticipationRow;
  ticks: TaskCompletionRow[];
  today: string;
  progress: TChallengeProgress;
};

/**
 * Wellness challenges (docs/product/challenges.md): the catalogue from content/challenges, joining,
 * ticking each day's task, leaving, and the custom challenge requests admins read. Whether a run is
 * active, completed or ended is worked out on every read from its start date, its ticks and today's
 * date in the run's time zone. Levels and achievements read the ticks and runs through
 * `ticksPerDay` and `achievementFacts`.
 */
export function createChallengeService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditLog;
  subscription: Pick<SubscriptionService, 'hasPremiumAccess'>;
  accounts: Pick<AuthService, 'contactsOf'>;
  /** The catalogue; read from content/challenges when omitted. */
  challenges?: readonly TChallengeContent[];
  now?: () => Date;
}) {
  const { db, cipher, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const catalogue = deps.challenges ?? loadChallenges();
  const byId = new Map(catalogue.map((c) => [c.id, c]));

  const auditEntry = (
    actor: Actor,
    action: 'read' | 'create' | 'update' | 'delete',
    resourceId: string | null,
  ) => ({
    actorUserId: actor.userId,
    subjectUserId: actor.userId,
    action,
    resource: 'challenge_participation',
    resourceId,
    requestId: actor.requestId,
    ipAddress: actor.ip,
  });

  const challengeOf = (id: string) => {
    const challenge = byId.get(id);
    if (!challenge) throw notFound(CHALLENGE_MESSAGES.notFound);
    return challenge;
  };

  const toRun = (row: ParticipationRow, ticks: TaskCompletionRow[], at: Date): Run => {
    const today = localDate(at, row.timeZone);
    const figures = challengeRunFigures(row.startDate, today, ticks.length);
    const lastTick = ticks.reduce<Date | null>(
      (latest, t) => (latest === null || t.completedAt > latest ? t.completedAt : latest),
      null,
    );
    return {
      row,
      ticks,
      today,
      progress: {
        ...figures,
        startDate: row.startDate,
        timeZone: row.timeZone,
        // Completed: when its last task was ticked.
        completedAt: figures.status === 'completed' && lastTick ? lastTick.toISOString() : null,
      },
    };
  };

  /** The person's runs they have not left, newest first, each with its ticks. */
  const runsOf = async (db: DbOrTx, userId: string, at: Date): Promise<Run[]> => {
    const rows = await repo.currentRuns(db, userId);
    const ticks = await repo.ticksOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      toRun(
        row,
        ticks.filter((t) => t.participationId === row.id),
        at,
      ),
    );
  };

  /** The newest run of each challenge (runs come newest first). */
  const latestByChallenge = (runs: readonly Run[]) => {
    const latest = new Map<string, Run>();
    for (const run of runs) if (!latest.has(run.row.challengeId)) latest.set(run.row.challengeId, run);
    return latest;
  };

  const summary = (
    challenge: TChallengeContent,
    participants: number,
    run: Run | undefined,
  ): TChallengeSummary => ({
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    category: challenge.category,
    difficulty: challenge.difficulty,
    durationDays: challenge.durationDays,
    access: challenge.access,
    rewardXp: challenge.rewardXp,
    featured: challenge.featured,
    participants,
    progress: run?.progress ?? null,
  });

  const detail = (
    challenge: TChallengeContent,
    participants: number,
    run: Run | undefined,
  ): TChallengeDetail => {
    const ticked = new Map((run?.ticks ?? []).map((t) => [t.day, t]));
    const active = run?.progress.status === 'active';
    return {
      ...summary(challenge, participants, run),
      tasks: challenge.tasks.map((t) => {
        const tick = ticked.get(t.day);
        return {
          id: challengeTaskId(t.day),
          day: t.day,
          task: t.task,
          rest: t.rest,
          completed: tick !== undefined,
          available: Boolean(run && active && isChallengeDayReached(run.row.startDate, run.today, t.day)),
          undoable: Boolean(run && tick && localDate(tick.completedAt, run.row.timeZone) === run.today),
        };
      }),
    };
  };

  /** The challenge's detail for the caller (their latest run of it), read after a change. */
  const detailFor = async (actor: Actor, challenge: TChallengeContent): Promise<TChallengeDetail> => {
    const [runs, counts] = await Promise.all([runsOf(db, actor.userId, now()), repo.participantCounts(db)]);
    return detail(challenge, counts.get(challenge.id) ?? 0, latestByChallenge(runs).get(challenge.id));
  };

  /** The person's latest run of a challenge they have not left, or a 409 saying why there is none. */
  const latestRun = async (db: DbOrTx, actor: Actor, challengeId: string) => {
    const run = latestByChallenge(await runsOf(db, actor.userId, now())).get(challengeId);
    if (!run) throw new AppError('CONFLICT', CHALLENGE_MESSAGES.notJoined);
    return run;
  };

  const presentRequest = (row: ChallengeRequestRow): TChallengeRequestCreated => ({
    id: row.id,
    focus: cipher.decrypt(row.focusEnc, FOCUS.at(row.id)),
    goal: cipher.decrypt(row.goalEnc, GOAL.at(row.id)),
    days: row.days,
    note: cipher.decryptNullable(row.noteEnc, NOTE.at(row.id)) ?? '',
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /** GET /api/challenges: the catalogue (a category or all), with the caller's runs when signed in. */
    async list(actor: Actor | null, filter: { category?: TChallengeCategory }): Promise<TChallengeList> {
      const at = now();
      const [counts, runs, premiumAccess] = await Promise.all([
        repo.participantCounts(db),
        actor ? runsOf(db, actor.userId, at) : Promise.resolve([]),
        actor ? deps.subscription.hasPremiumAccess(actor.userId) : Promise.resolve(null),
      ]);
      if (actor) await audit.read(auditEntry(actor, 'read', null));
      const latest = latestByChallenge(runs);
      const participants = (id: string) => counts.get(id) ?? 0;
      return {
        challenges: catalogue
          .filter((c) => !filter.category || c.category === filter.category)
          .map((c) => summary(c, participants(c.id), latest.get(c.id))),
        active: [...latest.values()]
          .filter((run) => run.progress.status === 'active')
          .flatMap((run) => {
            const challenge = byId.get(run.row.challengeId);
            return challenge ? [detail(challenge, participants(challenge.id), run)] : [];
          }),
        premiumAccess,
      };
    },

    /** GET /api/challenges/{id}: the 30 tasks, with the caller's run when signed in. */
    async get(actor: Actor | null, challengeId: string): Promise<TChallengeDetail> {
      const challenge = challengeOf(challengeId);
      if (!actor) {
        const counts = await repo.participantCounts(db);
        return detail(challenge, counts.get(challenge.id) ?? 0, undefined);
      }
      const result = await detailFor(actor, challenge);
      await audit.read(auditEntry(actor, 'read', null));
      return result;
    },

    /**
     * POST /api/challenges/{id}/join: starts a 30-day run today in `timeZone`. Joining a challenge
     * already running answers that run; premium ones need Premium or an active trial; at most
     * CHALLENGE_LIMITS.maxActive run at once.
     */
    async join(actor: Actor, challengeId: string, timeZone: string): Promise<TChallengeDetail> {
      const challenge = challengeOf(challengeId);
      const at = now();
      await db.transaction(async (tx) => {
        await repo.lockPerson(tx, actor.userId);
        const running = (await runsOf(tx, actor.userId, at)).filter((r) => r.progress.status === 'active');
        if (running.some((r) => r.row.challengeId === challenge.id)) return;
        // The subscription service decides; a run already started keeps going if Premium lapses.
        if (challenge.access === 'premium' && !(await deps.subscription.hasPremiumAccess(actor.userId))) {
          throw new AppError('PREMIUM_REQUIRED', CHALLENGE_MESSAGES.premiumRequired, {
            upgradeUrl: UPGRADE_URL,
          });
        }
        if (running.length >= CHALLENGE_LIMITS.maxActive) {
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.tooManyActive);
        }
        const id = randomUUID();
        await repo.insertRun(tx, {
          id,
          userId: actor.userId,
          challengeId: challenge.id,
          startDate: localDate(at, timeZone),
          timeZone,
          joinedAt: at,
        });
        await audit.write(tx, auditEntry(actor, 'create', id));
      });
      return detailFor(actor, challenge);
    },

    /** POST /api/challenges/{id}/tasks/{taskId}/complete: ticks a day already reached; idempotent. */
    async completeTask(actor: Actor, challengeId: string, taskId: string): Promise<TChallengeDetail> {
      const challenge = challengeOf(challengeId);
      const day = dayOfChallengeTask(taskId);
      if (day === null) throw notFound(CHALLENGE_MESSAGES.taskNotFound);
      await db.transaction(async (tx) => {
        const run = await latestRun(tx, actor, challenge.id);
        if (run.progress.status !== 'active') throw new AppError('CONFLICT', CHALLENGE_MESSAGES.notRunning);
        if (!isChallengeDayReached(run.row.startDate, run.today, day)) {
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.dayNotReached);
        }
        const ticked = await repo.tick(tx, {
          participationId: run.row.id,
          userId: actor.userId,
          day,
          completedAt: now(),
        });
        if (ticked) await audit.write(tx, auditEntry(actor, 'update', run.row.id));
      });
      return detailFor(actor, challenge);
    },

    /**
     * DELETE /api/challenges/{id}/tasks/{taskId}/complete: unticks a task ticked today (a mis-tap);
     * a task not ticked is left as it is.
     */
    async uncompleteTask(actor: Actor, challengeId: string, taskId: string): Promise<TChallengeDetail> {
      const challenge = challengeOf(challengeId);
      const day = dayOfChallengeTask(taskId);
      if (day === null) throw notFound(CHALLENGE_MESSAGES.taskNotFound);
      await db.transaction(async (tx) => {
        const run = await latestRun(tx, actor, challenge.id);
        const tick = run.ticks.find((t) => t.day === day);
        if (!tick) return;
        if (localDate(tick.completedAt, run.row.timeZone) !== run.today) {
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.undoOnlyToday);
        }
        if (await repo.untick(tx, run.row.id, day))
          await audit.write(tx, auditEntry(actor, 'update', run.row.id));
      });
      return detailFor(actor, challenge);
    },

    /** POST /api/challenges/{id}/leave: ends a running challenge; its ticks stay in the history. */
    async leave(actor: Actor, challengeId: string): Promise<TChallengeDetail> {
      const challenge = challengeOf(challengeId);
      await db.transaction(async (tx) => {
        const run = await latestRun(tx, actor, challenge.id);
        if (run.progress.status !== 'active') throw new AppError('CONFLICT', CHALLENGE_MESSAGES.notRunning);
        await repo.leave(tx, run.row.id, now());
        await audit.write(tx, auditEntry(actor, 'update', run.row.id));
      });
      return detailFor(actor, challenge);
    },

    /** POST /api/challenge-requests: 'Request Custom Challenge'; the free text is encrypted. */
    async request(actor: Actor, input: RequestInput): Promise<TChallengeRequestCreated> {
      const row = await db.transaction(async (tx) => {
        const id = randomUUID();
        const inserted = await repo.insertRequest(tx, {
          id,
          userId: actor.userId,
          focusEnc: cipher.encrypt(input.focus, FOCUS.at(id)),
          goalEnc: cipher.encrypt(input.goal, GOAL.at(id)),
          days: input.days,
          noteEnc: input.note ? cipher.encrypt(input.note, NOTE.at(id)) : null,
          createdAt: now(),
        });
        await audit.write(tx, { ...auditEntry(actor, 'create', id), resource: 'challenge_request' });
        return inserted;
      });
      return {
        id: row.id,
        focus: input.focus,
        goal: input.goal,
        days: row.days,
        note: input.note,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** GET /api/admin/challenge-requests: admins only, open first, newest first; each person's text read is audited. */
    async listRequests(actor: Actor): Promise<TChallengeRequestAdmin[]> {
      assertCanReadChallengeRequests(actor);
      const rows = await repo.listRequests(db, CHALLENGE_LIMITS.requestListMax);
      const contacts = await deps.accounts.contactsOf(rows.map((row) => row.userId));
      await audit.read(
        [...new Set(rows.map((row) => row.userId))].map((subject) => ({
          actorUserId: actor.userId,
          subjectUserId: subject,
          action: 'read' as const,
          resource: 'challenge_request',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        })),
      );
      return presentReadable(rows, (row) => ({
        ...presentRequest(row),
        userId: row.userId,
        userName: contacts.get(row.userId)?.name ?? null,
        userEmail: contacts.get(row.userId)?.email ?? null,
        handledAt: row.handledAt?.toISOString() ?? null,
      }));
    },

    /**
     * Moderation (docs/product/admin.md#moderation), inside the caller's transaction, which audits the
     * decision: marks a request handled or open again; undefined when there is no such request.
     */
    setRequestHandled: (tx: DbOrTx, id: string, handled: boolean) => repo.setRequestHandled(tx, id, handled),

    /** Requests no admin has handled yet (the admin menu's count). */
    countOpenRequests: () => repo.countOpenRequests(db),

    /** For levels and achievements (which audit their own read): challenge tasks ticked per day in `timeZone`. */
    ticksPerDay: (userId: string, timeZone: string) => repo.ticksPerDay(db, userId, timeZone),

    /** For achievements and XP: runs ever started, and the reward XP of each run completed. */
    async achievementFacts(userId: string): Promise<{ joined: number; completedRewards: number[] }> {
      const at = now();
      const rows = await repo.allRuns(db, userId);
      const ticks = await repo.ticksOf(
        db,
        rows.map((r) => r.id),
      );
      const completedRewards = rows
        .filter((row) => row.leftAt === null)
        .map((row) =>
          toRun(
            row,
            ticks.filter((t) => t.participationId === row.id),
            at,
          ),
        )
        .filter((run) => run.progress.status === 'completed')
        .map((run) => byId.get(run.row.challengeId)?.rewardXp ?? 0);
      return { joined: rows.length, completedRewards };
    },

    /** The data export: every run with its ticks, and the person's requests (text decrypted). */
    async exportForUser(userId: string) {
      const at = now();
      const [rows, requests] = await Promise.all([repo.allRuns(db, userId), repo.requestsOf(db, userId)]);
      const ticks = await repo.ticksOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        wellnessChallenges: rows.map((row) => {
          const own = ticks.filter((t) => t.participationId === row.id);
          return {
            challengeId: row.challengeId,
            title: byId.get(row.challengeId)?.title ?? null,
            startDate: row.startDate,
            timeZone: row.timeZone,
            joinedAt: row.joinedAt.toISOString(),
            leftAt: row.leftAt?.toISOString() ?? null,
            status: row.leftAt ? 'left' : toRun(row, own, at).progress.status,
            tasksCompleted: own.map((t) => ({ day: t.day, completedAt: t.completedAt.toISOString() })),
          };
        }),
        challengeRequests: presentReadable(requests, presentRequest),
      };
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
