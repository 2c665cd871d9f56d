import { ApiError, errorMessage } from '@client/api/http';
import { RarityBadge, readableDate } from '@client/features/achievements';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { Meter } from '@client/ui/meter';
import { CardBoundary, EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import {
  GAMIFICATION_MESSAGES,
  type TGamificationAchievement,
  type TLevel,
  type TStreak,
  type TWeeklyChallenge,
  ZGamificationAchievement,
  ZLevel,
  ZStreak,
  ZWeeklyChallenge,
} from '@contract/gamification';
import * as Tabs from '@radix-ui/react-tabs';
import { Award, CheckCircle2, Circle, Flame, ShieldCheck, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { z } from 'zod';
import { endsInWords } from '../ends-in-words';
import {
  useGamificationAchievements,
  useLevel,
  useStreakFreeze,
  useStreaks,
  useWeeklyChallenge,
} from '../gamification-hooks';

const TABS = ['Overview', 'Achievements', 'Streaks', 'Challenges'] as const;

const TAB_CLASSES = cn(
  'min-h-12 flex-1 rounded-lg px-1 text-sm font-semibold text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

const PANEL_CLASSES =
  'mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

// An answer the panel cannot read (an older server, a proxy's page) shows the error state, not a crash.
const isLevelBroken = (data: unknown) => !ZLevel.safeParse(data).success;
const isAchievementsBroken = (data: unknown) => !z.array(ZGamificationAchievement).safeParse(data).success;
const isStreaksBroken = (data: unknown) => !z.array(ZStreak).safeParse(data).success;
const isChallengeBroken = (data: unknown) => !ZWeeklyChallenge.safeParse(data).success;

const lines = (count: number) => (
  <div className="space-y-3">
    {Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows.
      <Skeleton key={index} className="h-16 w-full" />
    ))}
  </div>
);

/**
 * Levels, achievements, streaks and the weekly challenge on /progress
 * (docs/product/achievements.md#gamification-panel-on-progress). Each tab reads its own call when opened.
 */
export function GamificationPanel() {
  return (
    <section aria-labelledby="gamification-title">
      <Card className="p-4">
        <CardBoundary>
          <h2 id="gamification-title" className="text-lg font-semibold text-ink">
            Levels and streaks
          </h2>
          <Tabs.Root defaultValue="Overview" className="mt-3">
            <Tabs.List
              aria-label="Levels and streaks"
              className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
            >
              {TABS.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className={TAB_CLASSES}>
                  {tab}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="Overview" className={PANEL_CLASSES}>
              <LevelTab />
            </Tabs.Content>
            <Tabs.Content value="Achievements" className={PANEL_CLASSES}>
              <AchievementsTab />
            </Tabs.Content>
            <Tabs.Content value="Streaks" className={PANEL_CLASSES}>
              <StreaksTab />
            </Tabs.Content>
            <Tabs.Content value="Challenges" className={PANEL_CLASSES}>
              <ChallengeTab />
            </Tabs.Content>
          </Tabs.Root>
        </CardBoundary>
      </Card>
    </section>
  );
}

function LevelTab() {
  const level = useLevel();
  return (
    <QueryCard
      query={level}
      loadingLabel="Loading your level..."
      skeleton={lines(2)}
      error="We couldn't load your level."
      isBroken={isLevelBroken}
    >
      {(data) => <LevelOverview level={data} />}
    </QueryCard>
  );
}

function LevelOverview({ level }: { level: TLevel }) {
  const next = level.currentLevel + 1;
  const span = level.currentXP + level.xpToNext;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
          <Trophy className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-title font-bold text-ink">Level {level.currentLevel}</p>
          <p className="text-sm text-ink-muted">{level.title}</p>
        </div>
      </div>
      <div className="space-y-1">
        <div className="flex justify-between gap-2 text-caption">
          <span className="font-semibold text-ink">
            {level.currentXP} of {span} XP
          </span>
          <span className="text-ink-muted">
            {level.xpToNext} XP to level {next}
          </span>
        </div>
        <Meter
          label={`XP toward level ${next}`}
          value={level.currentXP}
          max={span}
          valueText={`${level.currentXP} of ${span} XP`}
        />
        <p className="text-caption text-ink-muted">
          {level.totalXP === 0
            ? 'You earn XP each time you check in, log a symptom or a meal. Your first one starts the bar.'
            : `${level.totalXP.toLocaleString('en-US')} XP earned in total.`}
        </p>
      </div>
      {level.perks.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">Perks at this level</h3>
          <ul className="mt-2 space-y-1.5">
            {level.perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2 text-sm text-ink">
                <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function AchievementsTab() {
  const achievements = useGamificationAchievements();
  return (
    <QueryCard
      query={achievements}
      loadingLabel="Loading your achievements..."
      skeleton={lines(3)}
      error="We couldn't load your achievements."
      isBroken={isAchievementsBroken}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState icon={Award}>
          Achievements appear here as you track. Your first one comes with your first check-in.
        </EmptyState>
      }
    >
      {(data) => (
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            {data.filter((a) => a.isUnlocked).length} of {data.length} unlocked
          </p>
          <ul className="divide-y divide-line">
            {[...data]
              .sort((a, b) => Number(b.isUnlocked) - Number(a.isUnlocked))
              .map((achievement) => (
                <li key={achievement.id} className="py-3">
                  <PanelAchievement achievement={achievement} />
                </li>
              ))}
          </ul>
          <Link
            href="/achievements"
            className="inline-flex min-h-12 items-center font-medium text-brand-ink underline underline-offset-4"
          >
            See all achievements
          </Link>
        </div>
      )}
    </QueryCard>
  );
}

function PanelAchievement({ achievement }: { achievement: TGamificationAchievement }) {
  const date = achievement.unlockedAt ? readableDate(achievement.unlockedAt) : null;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold text-ink">{achievement.title}</h3>
        <RarityBadge rarity={achievement.rarity} />
      </div>
      <p className="text-sm text-ink-muted">{achievement.description}</p>
      {achievement.isUnlocked ? (
        <p className="flex items-center gap-1.5 text-caption text-ink">
          <CheckCircle2 className="h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
          {date ? `Unlocked ${date}` : 'Unlocked'} · {achievement.points} XP
        </p>
      ) : (
        <>
          <p className="text-caption text-ink-muted">
            {achievement.progress} of {achievement.maxProgress} · {achievement.points} XP
          </p>
          <Meter
            label={`${achievement.title} progress`}
            value={achievement.progress}
            max={achievement.maxProgress}
            valueText={`${achievement.progress} of ${achievement.maxProgress}`}
          />
        </>
      )}
    </div>
  );
}

function StreaksTab() {
  const streaks = useStreaks();
  return (
    <QueryCard
      query={streaks}
      loadingLabel="Loading your streaks..."
      skeleton={lines(3)}
      error="We couldn't load your streaks."
      isBroken={isStreaksBroken}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState icon={Flame}>
          Streaks count the days you track in a row. Your first check-in starts one.
        </EmptyState>
      }
    >
      {(data) => (
        <ul className="divide-y divide-line">
          {data.map((streak) => (
            <li key={streak.type} className="py-3">
              <StreakRow streak={streak} />
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function StreakRow({ streak }: { streak: TStreak }) {
  const freeze = useStreakFreeze();
  const applyFreeze = async () => {
    try {
      await freeze.mutateAsync(streak.type);
    } catch (error) {
      toast({
        title: GAMIFICATION_MESSAGES.freezeUnavailable,
        description:
          error instanceof ApiError && error.status >= 500
            ? 'Please check your connection and try again.'
            : errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: GAMIFICATION_MESSAGES.freezeUsed,
      description: GAMIFICATION_MESSAGES.freezeUsedDescription,
    });
  };
  const lastFreeze = streak.freeze.usedOn[0] ? readableDate(streak.freeze.usedOn[0]) : null;
  return (
    <div className="space-y-2" data-streak={streak.type}>
      <div className="flex items-start gap-3">
        <Flame
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0',
            streak.currentStreak > 0 ? 'text-accent' : 'text-ink-muted',
          )}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink">{streak.title}</h3>
          <p className="text-sm text-ink-muted">{streak.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-surface p-2">
          <dt className="text-caption text-ink-muted">Current</dt>
          <dd className="font-semibold text-ink">
            {streak.currentStreak > 0 ? days(streak.currentStreak) : 'Not running'}
          </dd>
        </div>
        <div className="rounded-xl bg-surface p-2">
          <dt className="text-caption text-ink-muted">Longest</dt>
          <dd className="font-semibold text-ink">
            {streak.longestStreak > 0 ? days(streak.longestStreak) : 'Not yet'}
          </dd>
        </div>
      </dl>
      {streak.currentStreak === 0 && !streak.freeze.available ? (
        <p className="text-caption text-ink-muted">
          {streak.lastActivity === null
            ? 'Any day is a good day to start.'
            : 'Rest days happen. Pick up again whenever you are ready.'}
        </p>
      ) : null}
      {lastFreeze ? (
        <p className="flex items-center gap-1.5 text-caption text-ink-muted">
          <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
          Kept by a streak freeze on {lastFreeze}
        </p>
      ) : null}
      {streak.freeze.available ? (
        <div className="rounded-xl bg-brand-soft p-3">
          <p className="text-sm text-ink">
            You missed yesterday. A streak freeze keeps this streak going; you have one each week.
          </p>
          <Button
            className="mt-2"
            disabled={freeze.isPending}
            aria-busy={freeze.isPending}
            onClick={() => void applyFreeze()}
          >
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
            Use a streak freeze
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ChallengeTab() {
  const challenge = useWeeklyChallenge();
  return (
    <QueryCard
      query={challenge}
      loadingLabel="Loading this week's challenge..."
      skeleton={lines(3)}
      error="We couldn't load this week's challenge."
      isBroken={isChallengeBroken}
      isEmptyError={(error) => error instanceof ApiError && error.status === 404}
      empty={
        <EmptyState icon={Trophy}>A new weekly challenge starts each Monday. Check back then.</EmptyState>
      }
    >
      {(data) => <WeeklyChallenge challenge={data} />}
    </QueryCard>
  );
}

function WeeklyChallenge({ challenge }: { challenge: TWeeklyChallenge }) {
  const ends = endsInWords(challenge.endsAt);
  return (
    <div className="space-y-3">
      <div>
        <p className="text-caption font-semibold text-brand-ink">This week's challenge</p>
        <h3 className="text-title font-bold text-ink">{challenge.title}</h3>
        <p className="mt-1 text-sm text-ink-muted">{challenge.description}</p>
      </div>
      <div className="space-y-1">
        <div className="flex justify-between gap-2 text-caption">
          <span className="font-semibold text-ink">
            {challenge.progress} of {challenge.maxProgress} done
          </span>
          <span className="text-ink-muted">Reward: {challenge.reward}</span>
        </div>
        <Meter
          label={`${challenge.title} progress`}
          value={challenge.progress}
          max={challenge.maxProgress}
          valueText={`${challenge.progress} of ${challenge.maxProgress} done`}
        />
        {ends ? <p className="text-caption text-ink-muted">{ends}</p> : null}
      </div>
      {challenge.activities.length > 0 ? (
        <ul className="space-y-2">
          {challenge.activities.map((activity) => (
            <li key={activity.id} className="flex items-center gap-2 text-sm text-ink">
              {activity.completed ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
              ) : (
                <Circle className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
              )}
              {activity.name}
              <span className="sr-only">{activity.completed ? ', done' : ', not done yet'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
