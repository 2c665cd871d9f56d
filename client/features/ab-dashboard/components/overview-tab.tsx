import { StatTile } from '@client/ui/stat-tile';
import type { TExperiment } from '@contract/ab-testing';
import { formatCount, overviewCounts, recentExperiments } from '../format';
import { StatusBadge } from './status-badge';

/** The counts by state, everyone assigned, and the five newest experiments. */
export function OverviewTab({ experiments }: { experiments: readonly TExperiment[] }) {
  const counts = overviewCounts(experiments);
  const recent = recentExperiments(experiments);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3">
        <StatTile
          label="Active"
          value={formatCount(counts.active)}
          className="border border-line bg-surface-raised"
        />
        <StatTile
          label="Paused"
          value={formatCount(counts.paused)}
          className="border border-line bg-surface-raised"
        />
        <StatTile
          label="Ended"
          value={formatCount(counts.ended)}
          className="border border-line bg-surface-raised"
        />
        <StatTile
          label="Total participants"
          value={formatCount(counts.participants)}
          className="border border-line bg-surface-raised"
        />
      </dl>
      <section aria-labelledby="recent-experiments-title">
        <h2 id="recent-experiments-title" className="mb-2 text-lg font-semibold text-ink">
          Recent experiments
        </h2>
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {recent.map((experiment) => (
            <li key={experiment.id} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{experiment.name}</p>
                <p className="text-sm text-ink-muted">
                  {formatCount(experiment.participants)}{' '}
                  {experiment.participants === 1 ? 'participant' : 'participants'} ·{' '}
                  {experiment.variants.length} variants
                </p>
              </div>
              <StatusBadge status={experiment.status} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
