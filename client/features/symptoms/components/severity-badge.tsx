import { cn } from '@client/ui/cn';
import { TONE_PANEL } from '@client/ui/tone';
import { metricTone } from '@common/metric-tone';
import { severityBand } from '@common/symptoms';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';

/** An icon per band, so the badge never relies on colour alone (docs/design.md#meaning). */
const BAND_ICON = { Mild: CircleCheck, Moderate: CircleAlert, Severe: TriangleAlert } as const;

/** The band's name is always written out; its colour follows meaning: a high severity is bad. */
export function SeverityBadge({ severity }: { severity: number }) {
  const band = severityBand(severity);
  const Icon = BAND_ICON[band.label];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        TONE_PANEL[metricTone('severity', severity)],
      )}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {band.label}
      <span aria-hidden="true">·</span>
      <span>
        {severity}/10<span className="sr-only"> severity</span>
      </span>
    </span>
  );
}
