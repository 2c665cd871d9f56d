import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { PRACTICE_MESSAGES, type TPractitionerProfile } from '@contract/practice';
import { ArrowRight, BadgeCheck, Clock, Globe, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** '24 November 2026' in the person's language. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const money = (dollars: number | null) =>
  dollars === null ? 'Not set' : dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The working copy, read-only: what the practitioner submitted. */
export function ProfileDetails({ profile }: { profile: TPractitionerProfile }) {
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : 'None chosen');
  return (
    <Card className="p-4">
      <div className="flex items-center gap-4">
        {profile.profileImage ? (
          <img src={profile.profileImage} alt="" className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-soft text-lg font-semibold text-brand-ink"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">
            {profile.firstName} {profile.lastName}
            {profile.certifications.length > 0 ? `, ${profile.certifications.join(', ')}` : ''}
          </h2>
          <p className="text-sm text-ink-muted">{list(profile.specialties)}</p>
          {profile.isVerified ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-good">
              <BadgeCheck className="h-4 w-4" aria-hidden="true" /> Verified
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 divide-y divide-line">
        <Row label="Bio">
          <span className="whitespace-pre-line">{profile.bio || 'Not written yet'}</span>
        </Row>
        <Row label="Email">{profile.email}</Row>
        <Row label="Phone">{profile.phone || 'Not set'}</Row>
        <Row label="Experience">
          {profile.experience === null ? 'Not set' : `${profile.experience} years`}
        </Row>
        <Row label="Education">{profile.education || 'Not set'}</Row>
        <Row label="Licence">
          {profile.licenseState && profile.licenseNumber
            ? `${profile.licenseState} ${profile.licenseNumber}`
            : 'Not set'}
        </Row>
        <Row label="Practice address">
          {profile.location || 'Not set'}
          {profile.zipCode ? ` (${profile.zipCode})` : ''}
        </Row>
        <Row label="Consultation fee">{money(profile.consultationFee)}</Row>
        <Row label="Available hours">{profile.availableHours || 'Not set'}</Row>
        <Row label="Video consultations">{profile.telehealth ? 'Offered' : 'Not offered'}</Row>
        <Row label="Insurance">{profile.acceptsInsurance ? 'Accepted' : 'Not accepted'}</Row>
        <Row label="Languages">{list(profile.languagesSpoken)}</Row>
        <Row label="Website">
          {profile.website ? (
            <a
              href={profile.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-ink underline"
            >
              {profile.website}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            'None'
          )}
        </Row>
        <Row label="Rating">
          {profile.reviewCount > 0
            ? `${profile.rating} out of 5 from ${profile.reviewCount} reviews`
            : 'No reviews yet'}
        </Row>
        <Row label="Consultations">{profile.totalConsultations} accepted</Row>
      </dl>
    </Card>
  );
}

/** A pending application: what happens now, then the profile as submitted. */
export function UnderReview({ profile }: { profile: TPractitionerProfile }) {
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="under-review-title"
        className="rounded-xl border border-line bg-surface-muted p-4"
      >
        <h2 id="under-review-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Clock className="h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
          {PRACTICE_MESSAGES.underReview}
        </h2>
        <p className="mt-2 text-sm text-ink">{PRACTICE_MESSAGES.reviewTime}</p>
        {profile.submittedAt ? (
          <p className="mt-1 text-sm text-ink-muted">Submitted on {formatDay(profile.submittedAt)}.</p>
        ) : null}
        <h3 className="mt-4 text-sm font-semibold text-ink">What happens next</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-ink">
          <li>An admin checks your licence and your profile.</li>
          <li>We email you when it is approved, or tell you what to change.</li>
          <li>Once approved, patients find you in the practitioner directory.</li>
        </ol>
        {profile.isLive ? (
          <p className="mt-3 text-sm text-ink-muted">
            Until then, the directory keeps showing the version approved before.
          </p>
        ) : null}
      </section>
      <ProfileDetails profile={profile} />
    </div>
  );
}

/** An approved or rejected profile, read-only, with Edit Profile. */
export function ReviewedProfile({ profile, onEdit }: { profile: TPractitionerProfile; onEdit: () => void }) {
  return (
    <div className="space-y-4">
      {profile.status === 'rejected' ? (
        <section
          aria-labelledby="rejected-title"
          className="rounded-xl border border-bad bg-bad-soft p-4 text-sm text-bad"
        >
          <h2 id="rejected-title" className="flex items-center gap-2 text-base font-semibold">
            <XCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
            Your profile was not approved
          </h2>
          {profile.rejectionReason ? (
            <p className="mt-2 whitespace-pre-line text-ink">
              <span className="font-semibold">Reason from our review team: </span>
              {profile.rejectionReason}
            </p>
          ) : null}
          <p className="mt-2 text-ink">Edit your profile and submit it again.</p>
        </section>
      ) : (
        <section
          aria-labelledby="live-title"
          className="rounded-xl border border-good bg-good-soft p-4 text-sm"
        >
          <h2 id="live-title" className="flex items-center gap-2 text-base font-semibold text-ink">
            <Globe className="h-5 w-5 shrink-0 text-good" aria-hidden="true" />
            Live in the directory
          </h2>
          <Link
            href={`/practitioner-profile/${profile.practitionerId}`}
            className="mt-2 inline-flex items-center gap-1 font-medium text-brand-ink underline"
          >
            View your public profile
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </section>
      )}
      <Button onClick={onEdit}>Edit Profile</Button>
      <ProfileDetails profile={profile} />
    </div>
  );
}
