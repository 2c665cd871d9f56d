import { cn } from '@client/ui/cn';
import { severityBand, type TSeverityBand } from '@common/symptoms';

/** Text and background pairs with at least 4.5:1 contrast; the band's name is always written out. */
const TONE_CLASSES: Record<TSeverityBand['tone'], string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
};

export function SeverityBadge({ severity }: { severity: number }) {
  const band = severityBand(severity);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        TONE_CLASSES[band.tone],
      )}
    >
      {band.label}
      <span aria-hidden="true">·</span>
      <span>
        {severity}/10<span className="sr-only"> severity</span>
      </span>
    </span>
  );
}
