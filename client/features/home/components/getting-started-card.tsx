import { buttonClasses } from '@client/ui/button';
import { SectionCard } from '@client/ui/query-card';
import { Activity, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';

/** The onboarding prompts, shown until the user has any data (docs/product/home.md#screens). */
export function GettingStartedCard() {
  return (
    <SectionCard id="getting-started" title="Start your wellness journey">
      <p className="text-sm text-ink-muted">
        Log how you feel or talk it through with the assistant. Your metrics and personal recommendations
        appear here as soon as you do.
      </p>
      <div className="mt-4 grid gap-3">
        <Link href="/symptoms" className={buttonClasses({ block: true })}>
          <Activity className="h-5 w-5" aria-hidden="true" />
          Log First Symptom
        </Link>
        <Link href="/chat" className={buttonClasses({ variant: 'secondary', block: true })}>
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
          Start Chat
        </Link>
      </div>
    </SectionCard>
  );
}
