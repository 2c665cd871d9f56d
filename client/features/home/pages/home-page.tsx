import { useCurrentUser } from '@client/features/auth';
import { TrackingQuickCard } from '@client/features/nutrition';
import { useSymptoms } from '@client/features/symptoms';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { LoadingState, SectionCard } from '@client/ui/query-card';
import { Activity, MessageCircle, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { AirQualityNote } from '../components/air-quality-note';
import { CheckInCard } from '../components/check-in-card';
import { DailyMessageCard } from '../components/daily-message-card';
import { DiscoverCards } from '../components/discover-cards';
import { GettingStartedCard } from '../components/getting-started-card';
import { MetricsCard } from '../components/metrics-card';
import { CommunityPreview, PractitionersPreview } from '../components/previews';
import { ProgressCard } from '../components/progress-card';
import { RecommendationsCard } from '../components/recommendations-card';
import { greetingFor, greetingName } from '../greeting';
import { useLatestHealthMetric, useProgress } from '../hooks';

/**
 * The home dashboard (docs/product/home.md#screens). Every card loads and fails on its own: one failing call
 * shows its own error, never a blank page.
 */
export default function HomePage() {
  useDocumentTitle('Home');
  const user = useCurrentUser();
  const userId = user?.id;
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const symptoms = useSymptoms(userId);
  const latest = useLatestHealthMetric(userId);
  const progress = useProgress(userId);

  // Metrics and recommendations once the user has symptoms, a check-in, or progress
  // with symptomsLogged or wellnessPoints above 0; the onboarding prompts until then.
  const hasSymptoms = Array.isArray(symptoms.data) && symptoms.data.length > 0;
  const hasMetric = Boolean(latest.data?.id);
  const hasProgress = (progress.data?.symptomsLogged ?? 0) > 0 || (progress.data?.wellnessPoints ?? 0) > 0;
  const hasData = hasSymptoms || hasMetric || hasProgress;
  const isDeciding = !hasData && (symptoms.isPending || latest.isPending || progress.isPending);

  const [isCheckInOpen, setIsCheckInOpen] = useState(false);
  const checkInToggleRef = useRef<HTMLButtonElement>(null);
  const onCheckInOpenChange = (isOpen: boolean) => {
    setIsCheckInOpen(isOpen);
    if (!isOpen) checkInToggleRef.current?.focus();
  };
  const openCheckIn = () => {
    setIsCheckInOpen(true);
    document.getElementById('daily-check-in')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHeader
        title={`${greetingFor(new Date())}, ${greetingName(user?.firstName)}`}
        subtitle="How are you feeling today?"
        showNotifications
        profile={{ name: fullName }}
      />
      <div className="space-y-4 pb-8">
        <DailyMessageCard />
        <AirQualityNote />

        {/* One shortcut per row: every label stays on one line at 320 px and up (docs/product/home.md#screens). */}
        <nav aria-label="Shortcuts" className="grid gap-2 px-4">
          <Link href="/symptoms" className={buttonClasses({ size: 'lg', block: true })}>
            <Activity className="h-5 w-5 shrink-0" aria-hidden="true" />
            Log Symptoms
          </Link>
          <Link href="/chat" className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}>
            <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
            Chat About Symptoms
          </Link>
          <Link
            href="/ai-assistant"
            className={buttonClasses({ variant: 'outline', size: 'lg', block: true })}
          >
            <Sparkles className="h-5 w-5 shrink-0" aria-hidden="true" />
            AI Health Assistant
          </Link>
        </nav>

        <CheckInCard
          userId={userId}
          latest={latest}
          isOpen={isCheckInOpen}
          onOpenChange={onCheckInOpenChange}
          toggleRef={checkInToggleRef}
        />

        {hasData ? (
          <>
            <MetricsCard userId={userId} latest={latest} onCheckIn={openCheckIn} />
            <RecommendationsCard userId={userId} onCheckIn={openCheckIn} />
          </>
        ) : isDeciding ? (
          <SectionCard id="insights-loading" title="Your insights">
            <LoadingState label="Loading your insights..." />
          </SectionCard>
        ) : (
          <GettingStartedCard />
        )}

        <ProgressCard progress={progress} />
        <TrackingQuickCard />
        <PractitionersPreview />
        <CommunityPreview />
        <DiscoverCards />
      </div>
    </>
  );
}
