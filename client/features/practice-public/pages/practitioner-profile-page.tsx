import { ApiError } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { ConsultationRequestSection } from '@client/features/consultations';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { formatDistance } from '@common/practitioners';
import {
  PRACTICE_MESSAGES,
  type TOwnPractice,
  type TPublicPractitionerProfile,
  ZPublicPractitionerProfile,
} from '@contract/practice';
import { useQuery } from '@tanstack/react-query';
import {
  BadgeCheck,
  CalendarClock,
  ChevronLeft,
  ExternalLink,
  GraduationCap,
  Languages,
  MapPin,
  SearchX,
  ShieldCheck,
  Stethoscope,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { RatingStars } from '../components/rating-stars';
import { MyReview, ReviewForm, ReviewItem } from '../components/reviews';
import {
  addressLines,
  experienceText,
  formatFee,
  initialsOf,
  ratingText,
  useCanReview,
  usePublicPractitionerProfile,
} from '../hooks';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A practitioner's public profile (docs/product/practice.md#public-profile), signed in or out: who
 * they are, how they work, where, what it costs, and what patients said.
 */
export default function PractitionerProfilePage() {
  const { id = '' } = useParams<{ id?: string }>();
  const profile = usePublicPractitionerProfile(id);
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : null;
  useDocumentTitle(name ? `${name}, ${profile.data?.specialty}` : 'Practitioner Profile');
  const malformed = !/^[0-9a-f-]{36}$/i.test(id);

  return (
    <div className="space-y-5 px-4 pt-4 pb-10">
      <Link
        href="/practitioners"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-ink underline-offset-4 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Find Practitioners
      </Link>
      {malformed ? (
        <NotFound />
      ) : (
        <QueryCard
          query={profile}
          loadingLabel="Loading the practitioner's profile..."
          skeleton={<ProfileSkeleton />}
          isBroken={(data) => !ZPublicPractitionerProfile.safeParse(data).success}
          error={(error, retry) =>
            isNotFound(error) ? (
              <NotFound />
            ) : (
              <>
                <h1 className="text-2xl font-bold tracking-tight text-ink">Practitioner Profile</h1>
                <ErrorState
                  message="We couldn't load this profile. Please check your connection and try again."
                  onRetry={retry}
                />
              </>
            )
          }
        >
          {(data) => <Profile profile={data} />}
        </QueryCard>
      )}
    </div>
  );
}

function Profile({ profile }: { profile: TPublicPractitionerProfile }) {
  const user = useCurrentUser();
  // A practitioner looking at their own public page has nothing to ask of it.
  const ownPractice = useQuery<TOwnPractice>({
    queryKey: ['/api/practitioners/me'],
    enabled: user?.role === 'practitioner',
    retry: false,
  });
  const isOwnPractice = ownPractice.data?.practitionerId === profile.id;
  const name = `${profile.firstName} ${profile.lastName}`;
  const distance = formatDistance(profile.distance);
  const experience = experienceText(profile.experience);
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  return (
    <article aria-labelledby="practitioner-name" className="space-y-5">
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-start gap-4">
            {profile.profileImageUrl ? (
              <img
                src={profile.profileImageUrl}
                alt=""
                className="h-20 w-20 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand text-2xl font-semibold text-on-brand"
              >
                {initialsOf(profile)}
              </span>
            )}
            <div className="min-w-0 flex-1 space-y-1">
              <h1 id="practitioner-name" className="text-2xl font-bold tracking-tight break-words text-ink">
                {name}
                {profile.credentials.length > 0 ? (
                  <span className="text-lg font-medium text-ink-muted">
                    , {profile.credentials.join(', ')}
                  </span>
                ) : null}
              </h1>
              <p className="font-medium text-brand-ink">{profile.specialty}</p>
              <div className="flex flex-wrap gap-2 pt-1">
                {profile.isVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-ink">
                    <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                    Verified
                  </span>
                ) : null}
                {profile.isDemo ? (
                  <span className="inline-block rounded-full border border-watch bg-watch-soft px-2 py-0.5 text-xs font-semibold text-watch">
                    Demo listing
                  </span>
                ) : null}
              </div>
            </div>
          </div>

          <div className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <RatingStars rating={profile.rating} reviewCount={profile.reviewCount} />
            <span aria-hidden="true">
              {profile.reviewCount > 0 ? (
                <>
                  <span className="font-semibold">{profile.rating}</span>{' '}
                  <span className="text-ink-muted">
                    ({profile.reviewCount} {profile.reviewCount === 1 ? 'review' : 'reviews'})
                  </span>
                </>
              ) : (
                <span className="text-ink-muted">No reviews yet</span>
              )}
            </span>
          </div>

          <p className="flex items-start gap-2 text-sm text-ink">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
            <span>
              {distance ? <span className="font-medium">{distance} · </span> : null}
              {place}
            </span>
          </p>

          <ul className="flex flex-wrap gap-2" aria-label="Visits">
            <li>
              {profile.availableForVideo ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink">
                  <Video className="h-3.5 w-3.5" aria-hidden="true" />
                  Video visits available
                </span>
              ) : (
                <span className="inline-flex items-center rounded-full bg-surface-muted px-2.5 py-1 text-xs font-semibold text-ink">
                  In-person visits only
                </span>
              )}
            </li>
            <li>
              {profile.acceptingNewPatients ? (
                <span className="inline-flex items-center rounded-full bg-good-soft px-2.5 py-1 text-xs font-semibold text-ink">
                  Accepting new patients
                </span>
              ) : (
                <span className="inline-flex items-center rounded-full bg-surface-muted px-2.5 py-1 text-xs font-semibold text-ink">
                  Not accepting new patients
                </span>
              )}
            </li>
          </ul>
        </CardContent>
      </Card>

      {profile.bio ? (
        <section aria-labelledby="about-title" className="space-y-2">
          <h2 id="about-title" className="text-lg font-semibold text-ink">
            About
          </h2>
          <p className="break-words whitespace-pre-line text-ink">{profile.bio}</p>
        </section>
      ) : null}

      <section aria-labelledby="details-title" className="space-y-3">
        <h2 id="details-title" className="text-lg font-semibold text-ink">
          Practice details
        </h2>
        <dl className="space-y-3 text-ink">
          <Detail icon={<Stethoscope />} term="Specialties">
            {profile.specialties.join(', ')}
          </Detail>
          {profile.conditionsTreated.length > 0 ? (
            <Detail icon={<Stethoscope />} term="Conditions treated">
              {profile.conditionsTreated.join(', ')}
            </Detail>
          ) : null}
          <Detail icon={<Languages />} term="Languages">
            {profile.languages.join(', ')}
          </Detail>
          {experience ? (
            <Detail icon={<BadgeCheck />} term="Experience">
              {experience}
            </Detail>
          ) : null}
          {profile.education ? (
            <Detail icon={<GraduationCap />} term="Education">
              {profile.education}
            </Detail>
          ) : null}
          <Detail icon={<span className="font-semibold">$</span>} term="Consultation fee">
            {formatFee(profile.consultationFee)}
          </Detail>
          {profile.availableHours ? (
            <Detail icon={<CalendarClock />} term="Hours">
              {profile.availableHours}
            </Detail>
          ) : null}
          {/* Demo listings say nothing about insurance: no answer is shown as if it were one. */}
          {profile.isDemo && !profile.acceptsInsurance ? null : (
            <Detail icon={<ShieldCheck />} term="Insurance">
              {profile.acceptsInsurance
                ? profile.insurance
                  ? `Accepts insurance: ${profile.insurance}`
                  : 'Accepts insurance'
                : 'Does not accept insurance'}
            </Detail>
          )}
          <Detail icon={<MapPin />} term="Location">
            {addressLines(profile).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Detail>
          {profile.website ? (
            <Detail icon={<ExternalLink />} term="Website">
              <a
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer external"
                className="break-all text-brand-ink underline underline-offset-4"
              >
                {profile.website.replace(/^https?:\/\//i, '')}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Detail>
          ) : null}
        </dl>
      </section>

      <ConsultationRequestSection practitioner={profile} isOwnPractice={isOwnPractice} />

      <Reviews profile={profile} />
    </article>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-ink-muted">
        <span
          aria-hidden="true"
          className="inline-flex h-5 w-5 shrink-0 items-center justify-center [&>svg]:h-5 [&>svg]:w-5"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="pl-8 break-words">{children}</dd>
    </div>
  );
}

/** What patients said, newest first, and the form for a member the practitioner has seen. */
function Reviews({ profile }: { profile: TPublicPractitionerProfile }) {
  const user = useCurrentUser();
  const mayAsk = user !== null && !profile.isDemo && profile.myReview === null;
  const canReview = useCanReview(profile.id, mayAsk);
  return (
    <section aria-labelledby="reviews-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="reviews-title" className="text-lg font-semibold text-ink">
          Reviews
        </h2>
        <p className="text-sm text-ink-muted">{ratingText(profile.rating, profile.reviewCount)}</p>
      </div>
      {profile.myReview ? <MyReview practitionerId={profile.id} review={profile.myReview} /> : null}
      {mayAsk && canReview !== false ? <ReviewForm practitionerId={profile.id} /> : null}
      {mayAsk && canReview === false ? (
        <p className="text-sm text-ink-muted">{PRACTICE_MESSAGES.reviewNotAllowed}</p>
      ) : null}
      {profile.isDemo ? (
        <p className="text-sm text-ink-muted">
          This is a demo listing: its rating is part of the example, and it has no written reviews.
        </p>
      ) : null}
      {profile.reviews.length > 0 ? (
        <div>
          {profile.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} mine={review.id === profile.myReview?.id} />
          ))}
        </div>
      ) : !profile.isDemo && !profile.myReview ? (
        <p className="text-ink-muted">No one has reviewed this practitioner yet.</p>
      ) : null}
    </section>
  );
}

function NotFound() {
  return (
    <section aria-labelledby="practitioner-missing" className="space-y-3 py-6 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
        <SearchX className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 id="practitioner-missing" className="text-2xl font-bold tracking-tight text-ink">
        {PRACTICE_MESSAGES.notFound}
      </h1>
      <p className="text-ink-muted">This profile may have moved, or it is not listed right now.</p>
      <Link href="/practitioners" className={buttonClasses({ variant: 'primary' })}>
        Browse practitioners
      </Link>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-4">
        <Skeleton className="h-20 w-20 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-5 w-36" />
        </div>
      </div>
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
