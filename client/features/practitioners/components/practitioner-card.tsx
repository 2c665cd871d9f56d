import { Card, CardContent } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { formatDistance } from '@common/practitioners';
import type { TPractitioner } from '@contract/practitioners';
import { HeartPulse, MapPin, Star, UserX, Video } from 'lucide-react';
import { Link } from 'wouter';
import { formatFee, practitionerInitials } from '../hooks';

/**
 * Name, credentials, specialty, rating out of 5, distance, fee in dollars, conditions treated, video,
 * and 'Not accepting new patients' when the practice has said so in its settings.
 */
export function PractitionerCard({ practitioner }: { practitioner: TPractitioner }) {
  const name = `${practitioner.firstName} ${practitioner.lastName}`;
  const headingId = `practitioner-${practitioner.id}`;
  const distance = formatDistance(practitioner.distance);
  const reviews = `${practitioner.reviewCount} ${practitioner.reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <Card>
      <CardContent className="space-y-3">
        <article aria-labelledby={headingId} className="space-y-3">
          <div className="flex items-start gap-3">
            {practitioner.profileImageUrl ? (
              <img
                src={practitioner.profileImageUrl}
                alt=""
                className="h-14 w-14 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-semibold text-on-brand"
              >
                {practitionerInitials(practitioner)}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h3 id={headingId} className="font-semibold break-words text-ink">
                  <Link
                    href={`/practitioner-profile/${practitioner.id}`}
                    className="underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {name}
                  </Link>
                </h3>
                {practitioner.credentials.length > 0 ? (
                  <span className="text-sm font-medium text-ink-muted">
                    {practitioner.credentials.join(', ')}
                  </span>
                ) : null}
              </div>
              <p className="text-sm font-medium text-brand-ink">{practitioner.specialty}</p>
              {practitioner.isDemo ? (
                <span className="mt-1 inline-block rounded-full border border-watch bg-watch-soft px-2 py-0.5 text-xs font-semibold text-watch">
                  Demo listing
                </span>
              ) : null}
            </div>
          </div>

          <dl className="grid grid-cols-1 gap-1.5 text-sm text-ink">
            <div>
              <dt className="sr-only">Rating</dt>
              <dd className="flex items-center gap-2">
                <Star className="h-4 w-4 shrink-0 fill-accent text-accent" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{practitioner.rating}</span> out of 5{' '}
                  <span className="text-ink-muted">({reviews})</span>
                </span>
              </dd>
            </div>
            <div>
              <dt className="sr-only">Location</dt>
              <dd className="flex items-center gap-2">
                <MapPin className="h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
                <span>
                  {distance ? <span className="font-medium">{distance}</span> : null}
                  {distance ? ' · ' : null}
                  {practitioner.city}, {practitioner.state}
                </span>
              </dd>
            </div>
            <div>
              <dt className="sr-only">Consultation fee</dt>
              <dd className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-flex w-4 shrink-0 justify-center font-semibold text-ink-muted"
                >
                  $
                </span>
                <span>{formatFee(practitioner.consultationFee)}</span>
              </dd>
            </div>
            {practitioner.conditionsTreated.length > 0 ? (
              <div>
                <dt className="sr-only">Conditions treated</dt>
                <dd className="flex items-start gap-2">
                  <HeartPulse className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
                  <span className="break-words">
                    <span className="font-medium">Treats:</span> {practitioner.conditionsTreated.join(', ')}
                  </span>
                </dd>
              </div>
            ) : null}
          </dl>

          <div className="flex flex-wrap gap-2">
            {practitioner.availableForVideo ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink">
                <Video className="h-3.5 w-3.5" aria-hidden="true" />
                Video visits available
              </span>
            ) : (
              <span className="inline-flex items-center rounded-full bg-surface-muted px-2.5 py-1 text-xs font-semibold text-ink">
                In-person visits only
              </span>
            )}
            {practitioner.acceptingNewPatients ? null : (
              <span className="inline-flex items-center gap-1.5 rounded-full border border-watch bg-watch-soft px-2.5 py-1 text-xs font-semibold text-watch">
                <UserX className="h-3.5 w-3.5" aria-hidden="true" />
                Not accepting new patients
              </span>
            )}
          </div>

          {practitioner.bio ? <p className="text-sm break-words text-ink-muted">{practitioner.bio}</p> : null}
        </article>
      </CardContent>
    </Card>
  );
}

/** Three cards shaped like practitioners, for QueryCard's loading state. */
export function PractitionerListSkeleton() {
  return (
    <>
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardContent className="space-y-3">
            <div className="flex items-start gap-3">
              <Skeleton className="h-14 w-14 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-32" />
              </div>
            </div>
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </CardContent>
        </Card>
      ))}
    </>
  );
}
