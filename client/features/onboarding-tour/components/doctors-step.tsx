import { buttonClasses } from '@client/ui/button';
import { formatDistance } from '@common/practitioners';
import type { TFindDoctorsResponse } from '@contract/assistant';
import type { UseQueryResult } from '@tanstack/react-query';
import { MapPin, Star, Stethoscope } from 'lucide-react';
import { Link } from 'wouter';
import { formatCount } from '../form';
import { Badge } from './badge';
import { StepEmpty, StepError, StepSkeleton } from './step-states';

/** Contact opens the directory searched for this practitioner (docs/product/onboarding.md#guided-tour). */
export const contactHref = (name: string) => `/practitioners?q=${encodeURIComponent(name)}`;

/**
 * Step 4: practitioners near the ZIP code of step 1, nearest first (docs/product/onboarding.md#guided-tour).
 */
export function DoctorsStep({
  query,
  zipCode,
}: {
  query: UseQueryResult<TFindDoctorsResponse>;
  zipCode: string;
}) {
  if (query.isPending) return <StepSkeleton label="Finding practitioners near you…" />;
  if (query.isError) {
    return (
      <StepError
        title="We couldn't load practitioners"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { doctors } = query.data;
  if (doctors.length === 0) {
    return (
      <StepEmpty
        icon={<Stethoscope className="h-6 w-6" aria-hidden="true" />}
        title="No practitioners listed yet"
      >
        <p>We don't have practitioners listed near {zipCode} yet.</p>
        <Link href="/practitioners" className={`${buttonClasses({ variant: 'outline' })} mt-3`}>
          Browse the directory
        </Link>
      </StepEmpty>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">Nearest to {zipCode} first.</p>
      <ul className="space-y-3">
        {doctors.map((doctor) => (
          <li key={doctor.id} className="rounded-xl border border-line p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold text-ink">{doctor.name}</h3>
                <p className="text-sm text-ink-muted">{doctor.specialty}</p>
              </div>
              <Badge variant={doctor.acceptingPatients ? 'default' : 'secondary'}>
                {doctor.acceptingPatients ? 'Accepting Patients' : 'Limited Availability'}
              </Badge>
            </div>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4 text-ink-muted" aria-hidden="true" />
                {formatDistance(doctor.distance) ?? 'Distance unknown'}
              </span>
              <span className="inline-flex items-center gap-1">
                <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
                <span>
                  {doctor.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span> ({formatCount(doctor.reviews)}{' '}
                  {doctor.reviews === 1 ? 'review' : 'reviews'})
                </span>
              </span>
            </div>
            <Link
              href={contactHref(doctor.name)}
              aria-label={`Contact ${doctor.name}`}
              className={`${buttonClasses({ variant: 'outline', block: true })} mt-3`}
            >
              Contact
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
