import { cn } from '@client/ui/cn';
import { CircleStop, Pause, Play } from 'lucide-react';
import { STATUS_LABELS, type TExperimentStatus } from '../format';

const STYLE: Record<TExperimentStatus, { icon: typeof Play; classes: string }> = {
  active: { icon: Play, classes: 'bg-brand-soft text-brand-ink' },
  paused: { icon: Pause, classes: 'bg-watch-soft text-watch' },
  ended: { icon: CircleStop, classes: 'bg-surface-muted text-ink-muted' },
};

/** An experiment's state as a small pill: an icon and its word, so colour is never the only cue. */
export function StatusBadge({ status }: { status: TExperimentStatus }) {
  const { icon: Icon, classes } = STYLE[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        classes,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Marks the variant the others are compared with. */
export function ControlBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-pill border border-line-strong px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
      Control
    </span>
  );
}
