import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { StatTile } from '@client/ui/stat-tile';
import { TAB_CLASSES } from '@client/ui/tabs';
import { TONE_PANEL } from '@client/ui/tone';
import { seoScoreBand } from '@common/seo';
import { SEO_LIMITS, SEO_MESSAGES, type TSeoHealth, type TSeoHealthPage } from '@contract/seo';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useId, useState } from 'react';
import { SeoMagicTool } from '../components/seo-magic-tool';
import { useSeoHealth } from '../hooks';

type TabValue = 'magic' | 'health' | 'analytics';

/** The pages the SEO Magic tab offers; 'current' is this screen itself. */
const CHOICES = [
  { value: 'current', label: 'Current page', path: null },
  { value: 'landing', label: 'Landing page', path: '/' },
  { value: 'symptoms', label: 'Symptoms', path: '/symptoms' },
  { value: 'practitioners', label: 'Practitioners', path: '/practitioners' },
] as const;

type Target = { type: string; label: string; path: string | null };

/**
 * A page's HTML as a signed-out visitor and a search engine receive it: the prerendered page where
 * there is one, else the app's shell with the page's head.
 */
async function servedHtml(path: string): Promise<string> {
  const res = await fetch(path, { credentials: 'omit', headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.text()).slice(0, SEO_LIMITS.contentMax);
}

/**
 * SEO Magic Studio, /seo-optimizer (docs/product/admin.md#seo-magic), admins only: analyse a chosen
 * page, the health check of every public page (read again every 30 seconds), and its figures.
 */
export default function SeoOptimizerPage() {
  useDocumentTitle(SEO_MESSAGES.studioTitle);
  const [tab, setTab] = useState<TabValue>('magic');
  const [target, setTarget] = useState<Target>({ type: 'current', label: 'Current page', path: null });
  const [runNow, setRunNow] = useState(false);
  const onRunStarted = useCallback(() => setRunNow(false), []);
  const health = useSeoHealth();
  const pickerId = useId();

  const optimize = (page: TSeoHealthPage) => {
    const path = new URL(page.url).pathname;
    setTarget({ type: page.type, label: path, path });
    setTab('magic');
    setRunNow(true);
  };

  const isChoice = CHOICES.some((choice) => choice.value === target.type && choice.path === target.path);

  return (
    <>
      <PageHeader
        title={SEO_MESSAGES.studioTitle}
        subtitle="Check how search engines read our public pages, and what to improve."
      />
      <div className="px-4 pb-8">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <Tabs.List aria-label="SEO tools" className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1">
            <Tabs.Trigger value="magic" className={TAB_CLASSES}>
              SEO Magic
            </Tabs.Trigger>
            <Tabs.Trigger value="health" className={TAB_CLASSES}>
              Health Check
            </Tabs.Trigger>
            <Tabs.Trigger value="analytics" className={TAB_CLASSES}>
              Analytics
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="magic" className="space-y-4 focus-visible:outline-none">
            <fieldset className="rounded-card border border-line bg-surface-raised p-4">
              <legend id={pickerId} className="px-1 text-sm font-semibold text-ink">
                Page to optimize
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {CHOICES.map((choice) => (
                  <label
                    key={choice.value}
                    className={cn(
                      'flex min-h-12 cursor-pointer items-center gap-2 rounded-control border border-line px-3 text-sm text-ink',
                      'has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                    )}
                  >
                    <input
                      type="radio"
                      name="seo-page"
                      value={choice.value}
                      checked={isChoice && target.type === choice.value}
                      onChange={() =>
                        setTarget({ type: choice.value, label: choice.label, path: choice.path })
                      }
                      className="h-4 w-4 accent-brand"
                    />
                    {choice.label}
                  </label>
                ))}
              </div>
              {!isChoice ? (
                <p className="mt-3 text-sm text-ink-muted">
                  From the health check: <span className="font-medium text-ink">{target.label}</span>
                </p>
              ) : null}
            </fieldset>
            <SeoMagicTool
              key={`${target.type}:${target.path ?? ''}`}
              pageType={target.type === 'current' ? 'page' : target.type}
              url={target.path ? new URL(target.path, window.location.origin).href : undefined}
              getContent={target.path ? () => servedHtml(target.path as string) : undefined}
              runNow={runNow}
              onRunStarted={onRunStarted}
            />
          </Tabs.Content>

          <Tabs.Content value="health" className="focus-visible:outline-none">
            <QueryCard
              query={health}
              loadingLabel="Loading the SEO health check..."
              skeleton={<HealthSkeleton />}
              error={SEO_MESSAGES.healthFailed}
              isBroken={(data) => !data || !Array.isArray(data.pages) || data.totalPages === 0}
            >
              {(data) => <HealthCheck health={data} onOptimize={optimize} />}
            </QueryCard>
          </Tabs.Content>

          <Tabs.Content value="analytics" className="focus-visible:outline-none">
            <QueryCard
              query={health}
              loadingLabel="Loading the SEO figures..."
              skeleton={<Skeleton className="h-48" />}
              error={(_error, retry) => <ErrorState message={SEO_MESSAGES.healthFailed} onRetry={retry} />}
              isBroken={(data) => !data || data.totalPages === 0}
            >
              {(data) => <SeoAnalytics health={data} />}
            </QueryCard>
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}

function HealthSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-28" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}

function ScoreBadge({ score }: { score: number }) {
  const band = seoScoreBand(score);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 flex-col items-center rounded-lg px-2 py-1 text-center ring-1',
        TONE_PANEL[band.tone],
      )}
    >
      <span className="text-lg leading-tight font-bold">{score}</span>
      <span className="text-caption leading-tight font-semibold">{band.label}</span>
    </span>
  );
}

function HealthCheck({
  health,
  onOptimize,
}: {
  health: TSeoHealth;
  onOptimize: (page: TSeoHealthPage) => void;
}) {
  const band = seoScoreBand(health.overallScore);
  const well = health.pages.filter((page) => page.seoScore >= SEO_LIMITS.wellOptimizedFrom).length;
  const attention = health.pages.filter((page) => page.seoScore < SEO_LIMITS.goodFrom).length;
  return (
    <div className="space-y-4">
      <section aria-labelledby="seo-overall" className={cn('rounded-card p-4 ring-1', TONE_PANEL[band.tone])}>
        <h2 id="seo-overall" className="text-sm font-semibold">
          Overall score
        </h2>
        <p className="mt-1">
          <span className="text-4xl font-bold">{health.overallScore}</span>
          <span className="text-sm">/100 · {band.label}</span>
        </p>
        <p className="mt-1 text-sm">
          {health.totalPages} pages checked at{' '}
          {new Date(health.checkedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
        </p>
      </section>
      <dl className="grid grid-cols-2 gap-3">
        <StatTile label={SEO_MESSAGES.wellOptimized} value={String(well)} />
        <StatTile
          label={SEO_MESSAGES.needAttention}
          value={String(attention)}
          tone={attention ? 'bad' : 'neutral'}
        />
      </dl>

      <section aria-labelledby="seo-pages" className="rounded-card border border-line bg-surface-raised p-4">
        <h2 id="seo-pages" className="text-lg font-semibold text-ink">
          Pages
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {health.pages.map((page) => {
            const path = new URL(page.url).pathname;
            return (
              <li key={page.url} className="flex items-center gap-3 py-3">
                <ScoreBadge score={page.seoScore} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{page.title || path}</p>
                  <p className="truncate text-caption text-ink-muted">
                    {page.type} · {path}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="compact"
                  aria-label={`Optimize ${path}`}
                  onClick={() => onOptimize(page)}
                >
                  Optimize
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="seo-recommendations"
        className="rounded-card border border-line bg-surface-raised p-4"
      >
        <h2 id="seo-recommendations" className="text-lg font-semibold text-ink">
          Recommendations
        </h2>
        {health.recommendations.length ? (
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-ink-muted">
            {health.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">Every page passes every check.</p>
        )}
      </section>
    </div>
  );
}

function SeoAnalytics({ health }: { health: TSeoHealth }) {
  const { analytics } = health;
  return (
    <section aria-labelledby="seo-figures" className="rounded-card border border-line bg-surface-raised p-4">
      <h2 id="seo-figures" className="text-lg font-semibold text-ink">
        Measured on {health.totalPages} pages
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <StatTile label="Pages indexable" value={`${analytics.indexablePercent}%`} />
        <StatTile label="Average score" value={String(analytics.averageScore)} unit="/100" />
        <StatTile label="Keywords found" value={String(analytics.distinctKeywords)} />
        <StatTile label="Mobile-ready pages" value={`${analytics.mobileReadyPercent}%`} />
      </dl>
      <p className="mt-3 text-sm text-ink-muted">
        Indexable: no 'noindex'. Mobile-ready: a device-width viewport and nothing fixed wider than a phone.
        Keywords: different keywords across all pages.
      </p>
    </section>
  );
}
