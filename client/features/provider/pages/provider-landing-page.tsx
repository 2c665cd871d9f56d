import { useDocumentTitle } from '@client/lib/use-document-title';
import { useIsHydrated } from '@client/lib/use-is-hydrated';
import { buttonClasses } from '@client/ui/button';
import { formatLandingFigure } from '@common/provider-landing';
import { PRACTICE_LIMITS, PROVIDER_PLAN_TYPES, type TBillingCycle } from '@contract/practice';
import {
  BadgeCheck,
  BarChart3,
  LifeBuoy,
  type LucideIcon,
  ShieldCheck,
  Stethoscope,
  Users,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { BillingCycleChoice, PlanSummary } from '../components/plans';
import { useProviderStats } from '../hooks';

/** The three benefits, each something the practice side does today. */
const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Reach More Patients',
    text: 'Once your profile is reviewed, members living with fatigue, pain, migraines, IBS, thyroid and autoimmune conditions find you in our directory by specialty, distance and language, and send you consultation requests.',
  },
  {
    icon: Video,
    title: 'Telehealth Integration',
    text: 'Offer video consultations, set your fee and say whether you are accepting new patients. Patients see it on your profile and can ask for a video visit.',
  },
  {
    icon: BarChart3,
    title: 'Practice Analytics',
    text: 'Your dashboard counts profile views and consultation requests over the last 30 days, so you see what your listing brings in.',
  },
];

/** The footer's promises, worded as what is true of the product. */
const BADGES: { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheck, text: 'Built for HIPAA: health data encrypted, every access logged' },
  { icon: LifeBuoy, text: 'Support by email, answered within 1–2 business days' },
  { icon: BadgeCheck, text: 'No setup fees' },
];

/** '/provider-landing' (docs/product/practice.md#provider-landing-and-signup); prerendered as static HTML. */
export default function ProviderLandingPage() {
  useDocumentTitle('For Healthcare Providers');
  const [cycle, setCycle] = useState<TBillingCycle>('monthly');
  const isHydrated = useIsHydrated();
  return (
    <>
      <section
        aria-labelledby="provider-hero-title"
        className="bg-gradient-to-b from-brand-soft to-surface-raised px-4 pt-10 pb-12"
      >
        <p className="inline-flex items-center gap-1.5 rounded-full bg-surface-raised px-3 py-1 text-sm font-medium text-brand-ink shadow-raised">
          <Stethoscope className="h-4 w-4" aria-hidden="true" />
          For healthcare providers
        </p>
        <h1
          id="provider-hero-title"
          className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-ink"
        >
          Grow Your Practice with Infinite Wellness
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          Meet people who track their symptoms every day and are looking for someone to help them make sense
          of it: list your practice, offer video consultations and answer consultation requests in one place.
        </p>
        <div className="mt-8 flex flex-col gap-4">
          <Link href="/provider-signup" className={buttonClasses({ size: 'lg', block: true })}>
            Start Your {PRACTICE_LIMITS.trialDays}-Day Free Trial
          </Link>
          <p className="text-center text-sm text-ink-muted">
            Already have an account?{' '}
            <Link
              href="/provider-login"
              className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline underline-offset-4"
            >
              Sign In
            </Link>
          </p>
        </div>
        <p className="mt-2 text-center text-sm text-ink-muted">
          No payment during the trial. Your profile goes live once our team has reviewed it (
          {PRACTICE_LIMITS.reviewBusinessDays} business days).
        </p>
      </section>

      <Stats />

      <section aria-labelledby="benefits-title" className="px-4 py-12">
        <h2 id="benefits-title" className="text-2xl font-bold text-ink">
          Why providers join
        </h2>
        <ul className="mt-6 grid gap-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-raised"
            >
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-title" className="bg-surface-muted px-4 py-12">
        <h2 id="pricing-title" className="text-2xl font-bold text-ink">
          Simple pricing
        </h2>
        <p className="mt-2 text-ink-muted">
          Every plan starts with a {PRACTICE_LIMITS.trialDays}-day free trial. Prices in US dollars.
        </p>
        <div className="mt-6">
          <BillingCycleChoice value={cycle} onChange={setCycle} disabled={!isHydrated} />
        </div>
        <div className="mt-6 grid gap-4">
          {PROVIDER_PLAN_TYPES.map((plan) => (
            <PlanSummary
              key={plan}
              plan={plan}
              cycle={cycle}
              action={
                <Link
                  href="/provider-signup"
                  className={buttonClasses({
                    variant: plan === 'starter' ? 'primary' : 'outline',
                    block: true,
                  })}
                >
                  Start Free Trial
                  <span className="sr-only"> with {plan === 'starter' ? 'Starter' : 'Professional'}</span>
                </Link>
              }
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="testimonial-title" className="px-4 py-12">
        <h2 id="testimonial-title" className="sr-only">
          What a provider says
        </h2>
        <figure className="rounded-2xl border border-line bg-surface-raised p-6 shadow-raised">
          <blockquote className="text-lg text-ink">
            <p>
              “My patients with IBS used to arrive with a shoebox of notes. Now they arrive with weeks of
              symptom logs they chose to share with me, and our first visit starts where it should.”
            </p>
          </blockquote>
          <figcaption className="mt-4 text-sm text-ink-muted">
            An illustrative quote: the first visit the practice side is built for
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="provider-cta-title" className="bg-brand-soft px-4 py-12 text-center">
        <h2 id="provider-cta-title" className="text-2xl font-bold text-ink">
          Ready to meet new patients?
        </h2>
        <Link href="/provider-signup" className={`${buttonClasses({ size: 'lg', block: true })} mt-6`}>
          Start Your {PRACTICE_LIMITS.trialDays}-Day Free Trial
        </Link>
        <p className="mt-4 text-sm text-ink-muted">
          Looking after your own health?{' '}
          <Link
            href="/"
            className="inline-flex min-h-12 items-center font-semibold text-brand-ink underline underline-offset-4"
          >
            Go to the patient portal
          </Link>
        </p>
      </section>

      <ul aria-label="Our commitments" className="grid gap-3 px-4 py-8">
        {BADGES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-ink">
            <Icon className="h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Real counts only, each shown once it is large enough (the server leaves out the small ones). */
function Stats() {
  const { data } = useProviderStats();
  const figures = [
    data?.members == null
      ? null
      : { value: formatLandingFigure(data.members), label: 'members tracking their health' },
    data?.practitioners == null
      ? null
      : { value: formatLandingFigure(data.practitioners), label: 'practitioners listed' },
  ].filter((figure): figure is { value: string; label: string } => figure !== null);
  if (figures.length === 0) return null;
  return (
    <section aria-label="Infinite Wellness in numbers" className="px-4 pt-10">
      <dl className="grid grid-cols-2 gap-4">
        {figures.map(({ value, label }) => (
          <div
            key={label}
            className="flex flex-col rounded-2xl border border-line bg-surface-raised p-4 text-center"
          >
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="order-first text-2xl font-extrabold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
