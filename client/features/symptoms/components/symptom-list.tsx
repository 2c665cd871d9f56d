import { Card, CardContent } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import type { TSymptom } from '@contract/symptoms';
import { SeverityBadge } from './severity-badge';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatSymptomTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : timeFormat.format(date);
}

/** Three cards shaped like symptoms, for QueryCard's loading state. */
export function SymptomListSkeleton() {
  return (
    <>
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardContent className="space-y-3">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}

export function SymptomList({ symptoms }: { symptoms: TSymptom[] }) {
  return (
    <ul className="space-y-3">
      {symptoms.map((symptom) => (
        <li key={symptom.id}>
          <Card>
            <CardContent className="space-y-2">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold break-words text-ink">{symptom.symptomName}</h3>
                <SeverityBadge severity={symptom.severity} />
              </div>
              <p className="text-sm text-ink-muted">
                <time dateTime={symptom.timestamp}>{formatSymptomTime(symptom.timestamp)}</time>
              </p>
              {symptom.description ? (
                <p className="text-sm break-words whitespace-pre-line text-ink">{symptom.description}</p>
              ) : null}
              {symptom.triggers && symptom.triggers.length > 0 ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-medium text-ink-muted">Triggers:</span>
                  <ul className="flex flex-wrap gap-2" aria-label="Triggers">
                    {symptom.triggers.map((trigger) => (
                      <li
                        key={trigger}
                        className="rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink"
                      >
                        {trigger}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
