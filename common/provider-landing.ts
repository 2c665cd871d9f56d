import type { TRole } from '../contract/auth';
import { PROVIDER_STATS_MINIMUMS } from '../contract/practice';

/** The provider landing's figures (docs/product/practice.md#provider-landing-and-signup). */

/** Rounds a count down to a figure people read at a glance: tens below 1,000, hundreds below 10,000, then thousands. */
export function roundDownFriendly(count: number): number {
  const step = count < 1000 ? 10 : count < 10_000 ? 100 : 1000;
  return Math.floor(Math.max(0, count) / step) * step;
}

/** The figure to show for a count, or null while it is below its minimum. */
export function landingFigure(count: number, kind: keyof typeof PROVIDER_STATS_MINIMUMS): number | null {
  return count >= PROVIDER_STATS_MINIMUMS[kind] ? roundDownFriendly(count) : null;
}

/** '1,200+' or, from 10,000, '12K+': a rounded-down figure as the landing writes it. */
export function formatLandingFigure(figure: number): string {
  if (figure >= 10_000) return `${Math.floor(figure / 1000).toLocaleString('en-US')}K+`;
  return `${figure.toLocaleString('en-US')}+`;
}

/** Where an account's own screens start once signed in: a practitioner's dashboard, else home. */
export function roleHomePath(role: TRole | undefined): string {
  return role === 'practitioner' ? '/provider-dashboard' : '/';
}
