import { CardBoundary } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { Wind } from 'lucide-react';
import { useAirQuality } from '../hooks';

/** The air-quality note (the user's area when a provider is configured; docs/product/home.md#air-quality). */
export function AirQualityNote() {
  return (
    <section aria-labelledby="air-quality-title" className="px-4">
      <div className="flex gap-3 rounded-2xl border border-line bg-surface-muted p-4">
        <Wind className="mt-0.5 h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <CardBoundary>
            <AirQualityBody />
          </CardBoundary>
        </div>
      </div>
    </section>
  );
}

function AirQualityBody() {
  const air = useAirQuality();
  if (air.isPending) {
    return (
      <div role="status" className="space-y-2">
        <h2 id="air-quality-title" className="sr-only">
          Air quality
        </h2>
        <span className="sr-only">Loading air quality...</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  }
  if (air.isError || !air.data?.status) {
    return (
      <>
        <h2 id="air-quality-title" className="text-sm font-semibold text-ink">
          Air quality
        </h2>
        <p className="text-sm text-ink-muted">
          Air quality is unavailable right now.{' '}
          <button
            type="button"
            className="font-semibold text-brand-ink underline"
            onClick={() => void air.refetch()}
          >
            Try again
          </button>
        </p>
      </>
    );
  }
  const { status, aqi, recommendations, source } = air.data;
  return (
    <>
      <h2 id="air-quality-title" className="text-sm font-semibold text-ink">
        Air quality: {status}
        {aqi !== null && aqi !== undefined ? (
          <span className="font-normal text-ink-muted"> (AQI {aqi})</span>
        ) : null}
      </h2>
      {recommendations?.length ? (
        <ul className="mt-1 space-y-0.5 text-sm text-ink">
          {recommendations.slice(0, 2).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1 text-xs text-ink-muted">
        {source === 'default' ? 'General advice; no local reading is available.' : `Source: ${source}`}
      </p>
    </>
  );
}
