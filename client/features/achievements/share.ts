import { APP_NAME } from '@client/lib/use-document-title';
import {
  ACHIEVEMENT_SHARE,
  SHARE_PLATFORM_LIMITS,
  type TAchievement,
  type TAchievementSharePlatform,
} from '@contract/gamification';

/** What the achievement share dialog posts (docs/product/achievements.md#screens). */

export const SHARE_PLATFORMS: { id: TAchievementSharePlatform; label: string }[] = [
  { id: 'twitter', label: 'Twitter' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'instagram', label: 'Instagram' },
];

export const PLATFORM_LABEL: Record<TAchievementSharePlatform, string> = Object.fromEntries(
  SHARE_PLATFORMS.map((platform) => [platform.id, platform.label]),
) as Record<TAchievementSharePlatform, string>;

type Shareable = Pick<TAchievement, 'title' | 'description'>;

/** The sentence posted when the person writes nothing of their own. */
export function defaultShareMessage(achievement: Shareable): string {
  return `I earned the "${achievement.title}" achievement on ${APP_NAME}! ${achievement.description}`.trim();
}

/** The text of the post: the person's own message when they wrote one, otherwise the default sentence. */
export function shareText(achievement: Shareable, customMessage: string): string {
  const own = customMessage.trim();
  return own || defaultShareMessage(achievement);
}

/** Characters used against the platform's limit, and whether the text fits. */
export function shareLength(platform: TAchievementSharePlatform, text: string) {
  const limit = SHARE_PLATFORM_LIMITS[platform];
  const used = [...text].length;
  return { used, limit, fits: used <= limit };
}

/**
 * The platform's web share page for this text and link, opened in a 600×400 window. Instagram has no
 * web share page: null (the dialog copies the text instead).
 */
export function platformShareUrl(
  platform: TAchievementSharePlatform,
  text: string,
  link: string,
): string | null {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(link);
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(`${text}\n\n${link}`)}`;
    case 'instagram':
      return null;
  }
}

export const POPUP_FEATURES = `width=${ACHIEVEMENT_SHARE.popupWidth},height=${ACHIEVEMENT_SHARE.popupHeight},noopener`;

/** The badge's file name: infinite-wellness-badge-first-steps.png. */
export function badgeFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `infinite-wellness-badge-${slug || 'achievement'}.png`;
}
