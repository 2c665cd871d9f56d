import { cn } from '@client/ui/cn';
import type { TAchievementRarity } from '@contract/gamification';
import { Circle, Crown, Diamond, Gem, type LucideIcon } from 'lucide-react';

/**
 * How each rarity looks (docs/product/achievements.md#screens): a design-token colour for the ring and
 * icon, and always the icon and the word with it, so rarity never rests on colour alone. The words are
 * ink on the page's surfaces, so they keep AA contrast in both schemes; the colours are the palette's
 * meaning-free tones (never good / watch / bad, which mean a result).
 */
export const RARITY_STYLE: Record<TAchievementRarity, { label: string; variable: string; icon: LucideIcon }> =
  {
    common: { label: 'Common', variable: '--color-line-strong', icon: Circle },
    rare: { label: 'Rare', variable: '--color-chart-below-goal', icon: Diamond },
    epic: { label: 'Epic', variable: '--color-chart-carbs', icon: Gem },
    legendary: { label: 'Legendary', variable: '--color-accent', icon: Crown },
  };

/** Fallbacks for a canvas when the stylesheet is not there (the light values of the same tokens). */
const TOKEN_FALLBACKS: Record<string, string> = {
  '--color-line-strong': '#64748b',
  '--color-chart-below-goal': '#0284c7',
  '--color-chart-carbs': '#4f46e5',
  '--color-accent': '#c2410c',
  '--color-brand': '#0f766e',
  '--color-good': '#1d6fa5',
  '--color-watch': '#8f5b00',
  '--color-bad': '#be1e5a',
  '--color-surface-raised': '#ffffff',
  '--color-surface-muted': '#f1f5f9',
  '--color-ink': '#0f172a',
  '--color-ink-muted': '#334155',
  '--color-line': '#e2e8f0',
};

/**
 * An achievement's `color` is a design-token name chosen by the server. Known names (and the usual
 * aliases 'success', 'warning', 'danger', 'primary') become that token's CSS variable; anything else is
 * the brand colour, so the server can never inject a raw colour.
 */
const COLOR_ALIASES: Record<string, string> = {
  brand: '--color-brand',
  primary: '--color-brand',
  accent: '--color-accent',
  good: '--color-good',
  success: '--color-good',
  watch: '--color-watch',
  warning: '--color-watch',
  bad: '--color-bad',
  danger: '--color-bad',
  'chart-below-goal': '--color-chart-below-goal',
  'chart-carbs': '--color-chart-carbs',
  'chart-protein': '--color-chart-protein',
  'chart-fat': '--color-chart-fat',
};

export function achievementColorVariable(name: string): string {
  return COLOR_ALIASES[name.trim().toLowerCase()] ?? '--color-brand';
}

/** For HTML: `var(--color-…)`. */
export function achievementColorCss(name: string): string {
  return `var(${achievementColorVariable(name)})`;
}

/** For a canvas: the token's value on the page now (light or dark), or its light fallback. */
export function resolveToken(variable: string, element: Element = document.documentElement): string {
  const value = getComputedStyle(element).getPropertyValue(variable).trim();
  return value || TOKEN_FALLBACKS[variable] || '#0f766e';
}

/** The rarity as an icon and a word on a pill ringed in the rarity's colour. */
export function RarityBadge({ rarity, className }: { rarity: TAchievementRarity; className?: string }) {
  const style = RARITY_STYLE[rarity];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-pill border-2 bg-surface-raised px-2 py-0.5 text-caption font-semibold text-ink',
        className,
      )}
      style={{ borderColor: `var(${style.variable})` }}
      data-rarity={rarity}
    >
      <Icon className="h-4 w-4 shrink-0" style={{ color: `var(${style.variable})` }} aria-hidden="true" />
      {style.label}
    </span>
  );
}
