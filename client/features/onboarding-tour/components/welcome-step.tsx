import { Brain, FlaskConical, Stethoscope, Users } from 'lucide-react';

/**
 * Step 0: four feature tiles, one for each thing the tour does next (docs/product/onboarding.md#guided-tour).
 */
const TILES = [
  {
    icon: Brain,
    title: 'AI Health Analysis',
    text: 'Describe how you feel and see which conditions may fit, with next steps.',
  },
  {
    icon: FlaskConical,
    title: 'Diagnostic Test Guidance',
    text: 'Learn which tests are worth asking about and what they typically cost.',
  },
  {
    icon: Stethoscope,
    title: 'Doctors Near You',
    text: 'Find practitioners near your ZIP code who fit your symptoms.',
  },
  {
    icon: Users,
    title: 'Supportive Communities',
    text: 'Join people who live with similar symptoms and share what helps.',
  },
] as const;

export function WelcomeStep() {
  return (
    <div>
      <p className="text-sm text-ink-muted">
        In a few minutes we will build a picture of your health and point you to the right next steps. Your
        answers are used only to prepare your results.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {TILES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-line bg-surface p-3">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-on-brand">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-2 text-sm font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-xs text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
