import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Chips } from '@client/ui/chips';
import { cn } from '@client/ui/cn';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { StatTile } from '@client/ui/stat-tile';
import {
  ACHIEVEMENT_PAGE_CATEGORIES,
  ACHIEVEMENT_TABS,
  type TAchievementPageCategory,
  type TAchievementsPage,
  ZAchievementsPage,
} from '@contract/gamification';
import * as Tabs from '@radix-ui/react-tabs';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { AchievementCard } from '../components/achievement-card';
import { ShareCard } from '../components/share-card';
import { useAchievementsPage } from '../hooks';
import { type AchievementTab, groupByTab } from '../status';

const TAB_CLASSES = cn(
  'inline-flex min-h-12 flex-1 items-center justify-center gap-1 rounded-lg px-1 text-sm font-semibold whitespace-nowrap text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

const EMPTY_TAB: Record<AchievementTab, string> = {
  Earned: 'Nothing earned here yet. Your first achievement comes with your first check-in or symptom log.',
  'In Progress': 'Nothing under way here yet. Achievements show their progress here once you start them.',
  Locked: 'Nothing locked here: every achievement in this view is earned or under way.',
};

/** The achievements page (docs/product/achievements.md#screens). */
export default function AchievementsPage() {
  useDocumentTitle('Achievements');
  const page = useAchievementsPage();
  return (
    <div className="pb-8">
      <PageHeader title="Achievements" subtitle="Milestones from your own tracking, one step at a time." />
      <div className="px-4">
        <QueryCard
          query={page}
          loadingLabel="Loading your achievements..."
          skeleton={
            <div className="space-y-4">
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
              </div>
              <Skeleton className="h-36" />
              <Skeleton className="h-12" />
              <Skeleton className="h-40" />
            </div>
          }
          error="We couldn't load your achievements."
          isBroken={(data) => !ZAchievementsPage.safeParse(data).success}
        >
          {(data) => <AchievementsContent data={data} />}
        </QueryCard>
      </div>
    </div>
  );
}

function AchievementsContent({ data }: { data: TAchievementsPage }) {
  const [category, setCategory] = useState<TAchievementPageCategory | null>(null);
  const [tab, setTab] = useState<AchievementTab>('Earned');
  const groups = groupByTab(data.achievements, category);
  const { stats } = data;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3">
        <StatTile
          label="Earned"
          value={String(stats.earnedAchievements)}
          unit={`of ${stats.totalAchievements}`}
          variant="feature"
        />
        <StatTile label="Total XP" value={stats.totalPoints.toLocaleString('en-US')} variant="feature" />
      </dl>

      <ShareCard stats={stats} />

      <Chips
        label="Category"
        allLabel="All"
        options={ACHIEVEMENT_PAGE_CATEGORIES}
        value={category}
        onChange={setCategory}
      />

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AchievementTab)}>
        <Tabs.List aria-label="Achievements by status" className="flex gap-1 rounded-xl bg-surface-muted p-1">
          {ACHIEVEMENT_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={TAB_CLASSES}>
              {name}{' '}
              <span
                className="rounded-pill bg-surface px-1.5 text-caption text-ink"
                data-testid={`count-${name}`}
              >
                {groups[name].length}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ACHIEVEMENT_TABS.map((name) => (
          <Tabs.Content
            key={name}
            value={name}
            className="mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {groups[name].length === 0 ? (
              <EmptyState icon={Award}>{EMPTY_TAB[name]}</EmptyState>
            ) : (
              <ul className="space-y-3">
                {groups[name].map((achievement) => (
                  <li key={achievement.id}>
                    <AchievementCard achievement={achievement} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
