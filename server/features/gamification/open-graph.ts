import type { TPublicAchievement } from '../../../contract/gamification';
import { escapeHtml } from '../../lib/html';

/** The public page of a shared achievement: `/shared/achievements/{token}`. */
export const SHARED_ACHIEVEMENT_PATH = /^\/shared\/achievements\/([A-Za-z0-9_-]{1,128})\/?$/;

const RARITY_LABEL: Record<TPublicAchievement['rarity'], string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** The tags this page sets; the shell's own generic ones of the same names are taken out first. */
const REPLACED =
  /\s*<meta\s+(?:property|name)="(?:og:title|og:description|og:type|og:url|twitter:card|twitter:title|twitter:description|robots)"[^>]*>/g;

/**
 * The HTML shell with Open Graph and Twitter tags for one shared achievement
 * (docs/product/achievements.md#sharing): its title, description, rarity and, if the person chose
 * it, their first name. Nothing else of theirs (no message, no health data); everything escaped.
 * The page asks search engines not to index it.
 */
export function withSharedAchievementTags(
  html: string,
  achievement: TPublicAchievement,
  url: string,
): string {
  const who = achievement.displayName ? `${achievement.displayName} earned` : 'Earned';
  const title = `${achievement.title} · Infinite Wellness`;
  const description = `${who} the ${RARITY_LABEL[achievement.rarity].toLowerCase()} achievement “${achievement.title}” on Infinite Wellness. ${achievement.description}`;
  const tags = [
    ['property', 'og:type', 'article'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'robots', 'noindex'],
  ]
    .map(([attr, name, content]) => `    <meta ${attr}="${name}" content="${escapeHtml(content ?? '')}" />`)
    .join('\n');
  return html
    .replace(REPLACED, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${tags}\n  </head>`);
}
