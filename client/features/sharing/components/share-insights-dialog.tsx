import { useCurrentUser } from '@client/features/auth';
import { trackFeature } from '@client/lib/analytics';
import { Button } from '@client/ui/button';
import { ModalContent } from '@client/ui/modal';
import { EmptyState, ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { formatMetric, shareImageFileName, shareText, shareUrl } from '@common/sharing';
import { SHARING_LIMITS, SHARING_MESSAGES, type TInsight, type TSharePlatform } from '@contract/sharing';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, Copy, Download, ImageIcon, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useInsights } from '../hooks';
import { drawInsightImage } from '../share-image';

const PLATFORMS: { id: TSharePlatform; label: string }[] = [
  { id: 'twitter', label: 'Twitter' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'linkedin', label: 'LinkedIn' },
];

const changeText = (change: number | null) =>
  change === null ? null : change > 0 ? `+${change}` : `${change}`;

/**
 * The share-insights dialog (docs/product/home.md#share-insights): list mode, then detail mode for the picked
 * insight.
 */
export function ShareInsightsDialog({ triggerLabel = 'Share your progress' }: { triggerLabel?: string }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<TInsight | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [isDrawing, setIsDrawing] = useState(false);
  const insights = useInsights(user?.id, open);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSelected(null);
      setImageUrl(null);
    }
  };

  const pick = (insight: TInsight | null) => {
    setSelected(insight);
    setImageUrl(null);
  };

  const createImage = async (insight: TInsight) => {
    setIsDrawing(true);
    try {
      setImageUrl(await drawInsightImage(insight));
      trackFeature('share_insights', { action: 'image_created', type: insight.type });
    } catch {
      toast({
        title: SHARING_MESSAGES.imageFailed,
        description: SHARING_MESSAGES.imageFailedDescription,
        variant: 'destructive',
      });
    } finally {
      setIsDrawing(false);
    }
  };

  const copyText = async (insight: TInsight) => {
    try {
      await navigator.clipboard.writeText(shareText(insight));
      toast({ title: SHARING_MESSAGES.copied, description: SHARING_MESSAGES.copiedDescription });
      trackFeature('share_insights', { action: 'text_copied', type: insight.type });
    } catch {
      toast({
        title: SHARING_MESSAGES.copyFailed,
        description: SHARING_MESSAGES.copyFailedDescription,
        variant: 'destructive',
      });
    }
  };

  const openShare = (platform: TSharePlatform, insight: TInsight) => {
    const url = shareUrl(platform, insight, window.location.origin);
    window.open(
      url,
      '_blank',
      `width=${SHARING_LIMITS.popupWidth},height=${SHARING_LIMITS.popupHeight},noopener`,
    );
    trackFeature('share_insights', { action: 'social', platform });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" block>
          <Share2 className="h-5 w-5" aria-hidden="true" />
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={selected ? selected.title : 'Share Your Insights'}
        description={
          selected
            ? 'Create an image, copy the text or share it on social media.'
            : 'Pick an insight from your own data to share.'
        }
      >
        {selected ? (
          <div className="mt-4 space-y-4">
            <button
              type="button"
              onClick={() => pick(null)}
              className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-brand-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              Back
            </button>
            <InsightCard insight={selected} />
            {imageUrl ? (
              <img
                src={imageUrl}
                alt={`Shareable image: ${selected.title}`}
                className="w-full rounded-xl border border-line"
              />
            ) : null}
            <div className="grid grid-cols-2 gap-3">
              <Button onClick={() => void createImage(selected)} disabled={isDrawing} aria-busy={isDrawing}>
                <ImageIcon className="h-5 w-5" aria-hidden="true" />
                {isDrawing ? 'Creating...' : 'Create Image'}
              </Button>
              <Button variant="outline" onClick={() => void copyText(selected)}>
                <Copy className="h-5 w-5" aria-hidden="true" />
                Copy Text
              </Button>
            </div>
            {imageUrl ? (
              <a
                href={imageUrl}
                download={shareImageFileName(selected)}
                className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <Download className="h-5 w-5" aria-hidden="true" />
                Download Image
              </a>
            ) : (
              <Button variant="secondary" block disabled>
                <Download className="h-5 w-5" aria-hidden="true" />
                Download Image
              </Button>
            )}
            <div className="grid grid-cols-3 gap-2">
              {PLATFORMS.map((platform) => (
                <Button key={platform.id} variant="outline" onClick={() => openShare(platform.id, selected)}>
                  {platform.label}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <QueryCard
            query={insights}
            loadingLabel="Loading insights"
            skeleton={
              <div className="mt-4 space-y-3">
                <Skeleton className="h-20 w-full" />
                <Skeleton className="h-20 w-full" />
              </div>
            }
            error={(_, retry) => (
              <ErrorState
                className="mt-4"
                message="We couldn't load your insights."
                retryLabel="Try again"
                onRetry={retry}
              />
            )}
            isEmpty={(data) => data.insights.length === 0}
            empty={<EmptyState className="mt-4">{insights.data?.message}</EmptyState>}
          >
            {(data) => (
              <ul className="mt-4 space-y-3">
                {data.insights.map((insight) => (
                  <li key={insight.id}>
                    <button
                      type="button"
                      onClick={() => pick(insight)}
                      className="block w-full rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                    >
                      <InsightCard insight={insight} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryCard>
        )}
      </ModalContent>
    </Dialog.Root>
  );
}

function InsightCard({ insight }: { insight: TInsight }) {
  const change = insight.metric ? changeText(insight.metric.change) : null;
  return (
    <span
      className="block rounded-xl border border-line p-4"
      style={{ borderLeft: `6px solid ${insight.color}` }}
    >
      <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {insight.category}
      </span>
      <span className="mt-1 block font-semibold text-ink">{insight.title}</span>
      <span className="mt-1 block text-sm text-ink-muted">{insight.description}</span>
      {insight.metric ? (
        <span className="mt-2 block text-sm font-semibold text-ink">
          {formatMetric(insight.metric)}
          {change ? <span className="ml-2 font-normal text-ink-muted">({change})</span> : null}
        </span>
      ) : null}
    </span>
  );
}
