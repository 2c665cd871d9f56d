import { SeoMagicTool } from '@client/features/seo';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { premiumOffer } from '@common/subscription';
import { PREMIUM_OFFER_FEATURES } from '@contract/subscription';
import {
  Activity,
  Bot,
  Check,
  Clock,
  Database,
  KeyRound,
  Lock,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';

/**
 * The four promises of the landing page (docs/product/public-pages.md#landing-page), each one of
 * something the product does today.
 */
const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Bot,
    title: 'AI Health Assistant',
    text: 'Talk through how you feel with a conversational AI assistant that analyses your symptoms and helps you prepare for your next appointment.',
  },
  {
    icon: Activity,
    title: 'Smart Tracking',
    text: 'Track symptoms, nutrition, mood and habits. When your check-ins show a pattern, such as several short nights in a row, you get a suggestion of what to try.',
  },
  {
    icon: Stethoscope,
    title: 'Expert Network',
    text: 'Browse practitioners, nutritionists and wellness experts by specialty and distance, with their fees and ratings.',
  },
  {
    icon: Users,
    title: 'Community Support',
    text: 'Join topic-based discussions with people who understand what you are going through.',
  },
];

const SECURITY: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lock,
    title: 'Encrypted in transit',
    text: 'Everything you send travels over an encrypted (TLS) connection.',
  },
  {
    icon: Database,
    title: 'Encrypted at rest',
    text: 'Your health data is stored encrypted in our database, with every access recorded as HIPAA requires.',
  },
  {
    icon: KeyRound,
    title: 'You own your data',
    text: 'You control your data: export it or delete it at any time from your profile.',
  },
  {
    icon: ShieldCheck,
    title: 'Never shared without consent',
    text: 'We never sell your data and never share it without your explicit consent.',
  },
  {
    icon: Clock,
    title: 'Automatic sign-out',
    text: 'Unless you choose “Remember me”, you are signed out automatically after 30 minutes of inactivity.',
  },
];

/** The landing page, / for signed-out visitors; prerendered as static HTML. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="bg-gradient-to-b from-brand-soft to-surface-raised px-4 pt-10 pb-12"
      >
        <p className="inline-flex items-center gap-1.5 rounded-full bg-surface-raised px-3 py-1 text-sm font-medium text-brand-ink shadow-raised">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          AI-powered wellness companion
        </p>
        <h1 id="hero-title" className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-ink">
          Your Infinite Path to Optimal Wellness
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          Understand your symptoms, build healthier habits and get support from experts and people who get it,
          all in one place.
        </p>
        <div className="mt-8 flex flex-col gap-4">
          <Link href="/signup" className={buttonClasses({ size: 'lg', block: true })}>
            Start Your Wellness Journey
          </Link>
          <Link
            href="/signin"
            className="inline-flex min-h-12 items-center justify-center font-semibold text-brand-ink underline underline-offset-4"
          >
            Already have an account?
          </Link>
        </div>
        <p className="mt-4 text-center text-sm text-ink-muted">{premiumOffer.heroNote()}</p>
      </section>

      <section aria-labelledby="features-title" className="px-4 py-12">
        <h2 id="features-title" className="text-2xl font-bold text-ink">
          Everything you need to feel your best
        </h2>
        <ul className="mt-6 grid gap-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
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

      <section aria-labelledby="premium-title" className="bg-brand-deep px-4 py-12 text-on-brand-deep">
        <h2 id="premium-title" className="text-2xl font-bold">
          Infinite Wellness Premium
        </h2>
        <p className="mt-2 text-on-brand-deep">{premiumOffer.trialTerms()}</p>
        <ul className="mt-6 space-y-4">
          {PREMIUM_OFFER_FEATURES.map(({ feature, title }) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-on-brand-deep-muted" aria-hidden="true" />
              <span>
                <span className="block">{title}</span>
                <span className="block text-sm text-on-brand-deep-muted">
                  {premiumOffer.allowance(feature)}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <Link
          href="/signup"
          className={`${buttonClasses({ variant: 'inverse', size: 'lg', block: true })} mt-8`}
        >
          {premiumOffer.startTrial()}
        </Link>
      </section>

      <section aria-labelledby="security-title" className="px-4 py-12">
        <h2 id="security-title" className="text-2xl font-bold text-ink">
          Your health data stays yours
        </h2>
        <p className="mt-2 text-ink-muted">Built for privacy from the first line of code.</p>
        <ul className="mt-6 space-y-4">
          {SECURITY.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-ink" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="bg-brand-soft px-4 py-12 text-center">
        <h2 id="cta-title" className="text-2xl font-bold text-ink">
          Ready to feel better, one day at a time?
        </h2>
        <p className="mt-2 text-ink-muted">Create your free account in under two minutes.</p>
        <Link href="/signup" className={`${buttonClasses({ size: 'lg', block: true })} mt-6`}>
          Get Started Free Today
        </Link>
      </section>

      {/* Just above the footer: live on the first press, which starts the app (client/main.tsx). */}
      <div className="px-4 py-8">
        <SeoMagicTool pageType="landing" startsApp />
      </div>
    </>
  );
}
