import { SHARE_HASHTAGS, type TInsight, type TSharePlatform } from '../contract/sharing';

/** What the share-insights dialog shares (docs/product/home.md#share-insights). */

/** A metric as people read it: '+0.8 hours', '3 days'. */
export function formatMetric(metric: NonNullable<TInsight['metric']>): string {
  return `${metric.value} ${metric.unit}`.trim();
}

/** The shared text: title, description, metric and the two hashtags. */
export function shareText(insight: TInsight): string {
  const lines = [insight.title, insight.description];
  if (insight.metric) lines.push(formatMetric(insight.metric));
  lines.push(SHARE_HASHTAGS.join(' '));
  return lines.join('\n');
}

/** The image's download name, e.g. infinite-wellness-streak-2026-11-21.png. */
export function shareImageFileName(insight: TInsight): string {
  return `infinite-wellness-${insight.type.replace(/_/g, '-')}-${insight.date}.png`;
}

/** The social share pages (opened in a 600×400 popup). */
export function shareUrl(platform: TSharePlatform, insight: TInsight, pageUrl: string): string {
  const text = encodeURIComponent(shareText(insight));
  const url = encodeURIComponent(pageUrl);
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}
