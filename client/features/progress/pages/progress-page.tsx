import { useCurrentUser } from '@client/features/auth';
import { ShareInsightsDialog } from '@client/features/sharing';
import { readCompletedSteps, readFlag, STORAGE_KEYS } from '@client/lib/storage';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Card, CardContent, CardTitle } from '@client/ui/card';
import { checklistItems, type TChecklistFlags, type TChecklistItem } from '@common/checklist';
import { CHECKLIST_CATEGORIES, CHECKLIST_CATEGORY_TITLES } from '@contract/checklist';
import { ArrowLeft, CheckCircle2, ChevronRight, Circle, PartyPopper } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { GamificationPanel } from '../components/gamification-panel';
import { useChecklistFacts } from '../hooks';

const isTrue = (value: string | null) => value === 'true';

/**
 * The checklist's browser flags (docs/product/home.md#progress-checklist), read once per render of the page.
 */
function readChecklistFlags(): TChecklistFlags {
  return {
    hasSeenOnboarding: isTrue(readFlag(STORAGE_KEYS.hasSeenOnboarding)),
    profileCompleted: isTrue(readFlag(STORAGE_KEYS.profileCompleted)),
    symptomsLogged: isTrue(readFlag(STORAGE_KEYS.symptomsLogged)),
    premiumActive: isTrue(readFlag(STORAGE_KEYS.premiumActive)),
    completedSteps: readCompletedSteps(),
  };
}

/** The progress checklist: browser flags merged with the server's facts. */
export default function ProgressPage() {
  useDocumentTitle('Your Progress');
  const user = useCurrentUser();
  const facts = useChecklistFacts(Boolean(user));
  const flags = useMemo(readChecklistFlags, []);
  const summary = checklistItems(flags, facts.data ?? null);
  const loading = facts.isPending && Boolean(user);

  return (
    <div className="pb-8">
      <div className="px-4 pt-4">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Link>
      </div>
      <div className="px-4 pt-2 pb-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Your Progress</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Finish the essentials and explore what Infinite Wellness offers.
        </p>
      </div>

      <div className="space-y-4 px-4">
        <Card>
          <CardContent aria-busy={loading}>
            <div className="flex items-baseline justify-between">
              <CardTitle>Overall progress</CardTitle>
              <span className="text-2xl font-bold text-brand-ink">{summary.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Overall progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={summary.percent}
              className="mt-3 h-2 w-full overflow-hidden rounded-full bg-line"
            >
              <div className="h-full rounded-full bg-brand" style={{ width: `${summary.percent}%` }} />
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-xl bg-surface p-3">
                <dt className="text-ink-muted">Required steps</dt>
                <dd className="mt-1 font-semibold text-ink" data-testid="required-done">
                  {summary.requiredDone} of {summary.requiredTotal}
                </dd>
              </div>
              <div className="rounded-xl bg-surface p-3">
                <dt className="text-ink-muted">Optional features</dt>
                <dd className="mt-1 font-semibold text-ink" data-testid="optional-done">
                  {summary.optionalDone} of {summary.optionalTotal}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        {summary.allRequiredDone ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-good/40 bg-good-soft p-4"
          >
            <PartyPopper className="h-6 w-6 shrink-0 text-good" aria-hidden="true" />
            <div>
              <p className="font-semibold text-good">You're all set!</p>
              <p className="text-sm text-good">
                You've completed every required step. Explore the optional features whenever you like.
              </p>
            </div>
          </div>
        ) : (
          <Card>
            <CardContent>
              <CardTitle>Next Steps</CardTitle>
              <ul className="mt-3 space-y-2">
                {summary.nextSteps.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={item.route}
                      className="flex min-h-12 items-center justify-between gap-3 rounded-xl bg-brand-soft px-4 py-3 font-medium text-brand-ink hover:bg-brand-tint focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {item.title}
                      <ChevronRight className="h-5 w-5 shrink-0" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}

        {CHECKLIST_CATEGORIES.map((category) => {
          const items = summary.items.filter((item) => item.category === category);
          return (
            <section key={category} aria-labelledby={`checklist-${category}`}>
              <h2 id={`checklist-${category}`} className="mb-2 text-lg font-semibold text-ink">
                {CHECKLIST_CATEGORY_TITLES[category]}
              </h2>
              <ul className="space-y-2">
                {items.map((item) => (
                  <li key={item.id} data-item={item.id}>
                    <ChecklistRow item={item} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}

        <GamificationPanel />

        <ShareInsightsDialog />
      </div>
    </div>
  );
}

function ChecklistRow({ item }: { item: TChecklistItem }) {
  const body = (
    <>
      {item.completed ? (
        <CheckCircle2 className="h-6 w-6 shrink-0 text-good" aria-hidden="true" />
      ) : (
        <Circle className="h-6 w-6 shrink-0 text-ink-muted" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-ink">
          {item.title}
          {item.required ? <span className="ml-2 text-xs font-semibold text-watch">Required</span> : null}
        </span>
        <span className="block text-sm text-ink-muted">{item.description}</span>
      </span>
    </>
  );
  if (item.completed) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-good/40 bg-good-soft/50 p-3">
        {body}
        <span className="sr-only">Completed</span>
      </div>
    );
  }
  return (
    <Link
      href={item.route}
      className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus"
    >
      {body}
      <ChevronRight className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
    </Link>
  );
}
