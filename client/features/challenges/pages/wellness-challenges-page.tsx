import { errorMessage } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { track } from '@client/lib/analytics';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { Chips } from '@client/ui/chips';
import { EmptyState, QueryCard, SectionCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { withReturnPath } from '@common/return-path';
import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_CATEGORY_LABELS,
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  type TChallengeCategory,
  type TChallengeSummary,
} from '@contract/challenges';
import * as Dialog from '@radix-ui/react-dialog';
import { SearchX, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ActiveChallengeCard } from '../components/active-challenge-card';
import { ChallengeDetailDialog } from '../components/challenge-detail-dialog';
import { CHALLENGES_PATH, ChallengeRow, joinClickProperties } from '../components/challenge-row';
import { RequestChallengeDialog } from '../components/request-challenge-dialog';
import { useChallenges, useJoinChallenge } from '../hooks';

const CATEGORY_OPTIONS = CHALLENGE_CATEGORIES.map((value) => ({
  value,
  label: CHALLENGE_CATEGORY_LABELS[value],
}));

/** Wellness Challenges (docs/product/challenges.md#the-screen): public, with the person's own runs when signed in. */
export default function WellnessChallengesPage() {
  useDocumentTitle('Wellness Challenges');
  const user = useCurrentUser();
  const viewer = user?.id ?? null;
  const [category, setCategory] = useState<TChallengeCategory | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const challenges = useChallenges(category, viewer);
  const join = useJoinChallenge();
  // The opened challenge, kept while its dialog is open even if a filter hides it from the list.
  const [opened, setOpened] = useState<TChallengeSummary | null>(null);

  const open = (id: string) => {
    const data = challenges.data;
    const found = data?.challenges.find((c) => c.id === id) ?? data?.active.find((c) => c.id === id) ?? null;
    setOpened(found);
    setOpenId(found ? id : null);
  };

  const onJoin = async (challenge: TChallengeSummary) => {
    track('challenge_join_clicked', joinClickProperties(challenge, true));
    try {
      await join.mutateAsync(challenge.id);
    } catch (error) {
      toast({
        title: CHALLENGE_MESSAGES.joinFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: CHALLENGE_MESSAGES.joined, description: CHALLENGE_MESSAGES.joinedDescription });
  };

  const active = challenges.data?.active ?? [];

  return (
    <div className="space-y-6 pb-8">
      <PageHeader
        title="Wellness Challenges"
        subtitle="30 days, one small task a day. Rest days are part of every challenge."
      />

      {user && active.length > 0 ? (
        <section aria-labelledby="active-challenges-title" className="space-y-3 px-4">
          <h2 id="active-challenges-title" className="text-lg font-semibold text-ink">
            {active.length === 1 ? 'Your challenge' : 'Your challenges'}
          </h2>
          {active.map((challenge) => (
            <ActiveChallengeCard key={challenge.id} challenge={challenge} onOpen={open} />
          ))}
          {active.length >= CHALLENGE_LIMITS.maxActive ? (
            <p className="text-xs text-ink-muted">
              You are running {CHALLENGE_LIMITS.maxActive} challenges, the most at once. Finish or leave one
              to join another.
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="all-challenges-title" className="space-y-3 px-4">
        <h2 id="all-challenges-title" className="text-lg font-semibold text-ink">
          Challenges
        </h2>
        <Chips
          label="Filter by category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={setCategory}
          allLabel="All"
        />
      </section>

      <QueryCard
        query={challenges}
        section={{
          id: 'challenge-list',
          title: category ? CHALLENGE_CATEGORY_LABELS[category] : 'All challenges',
        }}
        loadingLabel="Loading the challenges..."
        error="The challenges could not be loaded."
        isEmpty={(data) => data.challenges.length === 0}
        empty={
          <EmptyState icon={SearchX} title="No challenges here yet">
            Try another category, or ask us for one below.
          </EmptyState>
        }
      >
        {(data) => (
          <div className="divide-y divide-line">
            {data.challenges.map((challenge) => (
              <ChallengeRow
                key={challenge.id}
                challenge={challenge}
                premiumAccess={data.premiumAccess}
                isJoining={join.isPending && join.variables === challenge.id}
                onJoin={(c) => void onJoin(c)}
                onOpen={open}
              />
            ))}
          </div>
        )}
      </QueryCard>

      <SectionCard id="custom-challenge" title="Something else in mind?">
        <p className="text-sm text-ink-muted">
          Tell us what you would like a challenge to help with, and we may write it next.
        </p>
        {user ? (
          <RequestChallengeDialog />
        ) : (
          <Link
            href={withReturnPath('/signup', CHALLENGES_PATH)}
            className={buttonClasses({ variant: 'outline', block: true })}
          >
            <Send className="h-5 w-5" aria-hidden="true" />
            Sign up to request a challenge
          </Link>
        )}
      </SectionCard>

      <Dialog.Root
        open={openId !== null && opened !== null}
        onOpenChange={(next) => {
          if (!next) setOpenId(null);
        }}
      >
        {opened ? (
          <ChallengeDetailDialog summary={opened} viewer={viewer} onLeft={() => setOpenId(null)} />
        ) : null}
      </Dialog.Root>
    </div>
  );
}
