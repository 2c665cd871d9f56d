import {
  AB_LIMITS,
  AB_MESSAGES,
  type TExperiment,
  type TExperimentVariant,
  type TVariantResult,
} from '@contract/ab-testing';

/**
 * What the A/B Testing Dashboard shows, as plain functions (docs/product/ab-testing.md#the-screen):
 * the overview's counts, the recent list, the significance label and the results in words.
 */

export const DASHBOARD_TABS = ['overview', 'experiments', 'results'] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];
export const DASHBOARD_TAB_LABELS: Record<TDashboardTab, string> = {
  overview: 'Overview',
  experiments: 'Experiments',
  results: 'Results',
};

export type TExperimentStatus = TExperiment['status'];
export const STATUS_LABELS: Record<TExperimentStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};

export type OverviewCounts = { active: number; paused: number; ended: number; participants: number };

/** How many experiments are in each state, and everyone assigned in any of them. */
export function overviewCounts(experiments: readonly TExperiment[]): OverviewCounts {
  const counts: OverviewCounts = { active: 0, paused: 0, ended: 0, participants: 0 };
  for (const experiment of experiments) {
    counts[experiment.status] += 1;
    counts.participants += experiment.participants;
  }
  return counts;
}

/** The newest experiments first (by creation), at most `limit` of them. */
export function recentExperiments(
  experiments: readonly TExperiment[],
  limit: number = AB_LIMITS.recentExperiments,
): TExperiment[] {
  return [...experiments]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Which actions an experiment offers: Pause while active, Resume while paused, End until ended. */
export function availableActions(status: TExperimentStatus): ExperimentAction[] {
  if (status === 'active') return ['pause', 'end'];
  if (status === 'paused') return ['resume', 'end'];
  return [];
}
export type ExperimentAction = 'pause' | 'resume' | 'end';

/** Each variant's share of new participants, in whole percent of the summed weights ('50%'). */
export function weightShare(variant: TExperimentVariant, variants: readonly TExperimentVariant[]): string {
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return '0%';
  return `${Math.round((variant.weight / total) * 100)}%`;
}

const INTEGER = new Intl.NumberFormat('en-US');
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '1,204'. */
export function formatCount(value: number): string {
  return INTEGER.format(value);
}

/** A rate the server gives in percent (0–100): '12.5%'. */
export function formatRate(percent: number): string {
  return `${ONE_DECIMAL.format(percent)}%`;
}

/** The mean value of conversions that carried one: '42.5', or 'No values recorded'. */
export function formatAverageValue(value: number | null): string {
  return value === null ? 'No values recorded' : TWO_DECIMALS.format(value);
}

/** 'p = 0.032', 'p < 0.001'. */
export function formatPValue(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p.toFixed(3)}`;
}

export type SignificanceLabel =
  | typeof AB_MESSAGES.calculating
  | typeof AB_MESSAGES.significant
  | typeof AB_MESSAGES.notSignificant;

/** 'Calculating...' while the server has no verdict, else 'Significant' or 'Not Significant'. */
export function significanceLabel(
  result: Pick<TVariantResult, 'statisticalSignificance'>,
): SignificanceLabel {
  if (result.statisticalSignificance === undefined) return AB_MESSAGES.calculating;
  return result.statisticalSignificance ? AB_MESSAGES.significant : AB_MESSAGES.notSignificant;
}

const points = (value: number) => {
  const text = ONE_DECIMAL.format(Math.abs(value));
  return `${text} ${text === '1.0' ? 'point' : 'points'}`;
};

/**
 * The 95 % confidence interval of (variant rate − control rate), in percentage points, as a sentence:
 * 'Between 1.2 and 3.4 points higher than the control', '… lower …', or, when it spans zero,
 * 'Between 1.2 points lower and 3.4 points higher than the control'.
 */
export function describeDifference(ci: { low: number; high: number }): string {
  const { low, high } = ci;
  if (low >= 0 && high > 0) {
    return `Between ${ONE_DECIMAL.format(low)} and ${points(high)} higher than the control (95% confidence).`;
  }
  if (high <= 0 && low < 0) {
    return `Between ${ONE_DECIMAL.format(Math.abs(high))} and ${points(low)} lower than the control (95% confidence).`;
  }
  if (low === 0 && high === 0) return 'No difference from the control (95% confidence).';
  return `Between ${points(low)} lower and ${points(high)} higher than the control (95% confidence), so the difference may be zero.`;
}
