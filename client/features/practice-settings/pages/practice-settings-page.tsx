import { ApiError } from '@client/api/http';
import { PractitionerGuard } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { EmptyState, ErrorState, LoadingState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { Link } from 'wouter';
import { PracticeSettingsForm } from '../components/settings-form';
import { useOwnPractice, usePracticeSettings } from '../hooks';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function SettingsSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function NoPractice() {
  return (
    <EmptyState
      icon={ClipboardList}
      title="Create your practitioner profile first"
      action={
        <Link href="/practitioner-profile" className={buttonClasses()}>
          Create your profile
        </Link>
      }
    >
      Practice settings belong to your listing, which comes with your practitioner profile.
    </EmptyState>
  );
}

function SettingsOf({ practitionerId }: { practitionerId: string }) {
  const settings = usePracticeSettings(practitionerId);
  return (
    <QueryCard
      query={settings}
      loadingLabel="Loading your practice settings..."
      skeleton={<SettingsSkeleton />}
      error="We couldn't load your practice settings. Please try again."
    >
      {(data) => <PracticeSettingsForm practitionerId={practitionerId} settings={data} />}
    </QueryCard>
  );
}

function PracticeSettingsScreen() {
  const own = useOwnPractice();
  if (own.isPending) {
    return (
      <LoadingState label="Loading your practice settings...">
        <SettingsSkeleton />
      </LoadingState>
    );
  }
  if (own.isError) {
    return isNotFound(own.error) ? (
      <NoPractice />
    ) : (
      <ErrorState
        message="We couldn't load your practice. Please try again."
        onRetry={() => void own.refetch()}
      />
    );
  }
  return <SettingsOf practitionerId={own.data.practitionerId} />;
}

/** Practice Settings, /practitioner-settings (docs/product/practice.md#practice-settings). */
export default function PracticeSettingsPage() {
  useDocumentTitle('Practice Settings');
  return (
    <PractitionerGuard>
      <div className="pb-8">
        <div className="px-4 pt-4">
          <Link href="/practitioners" className={cn(buttonClasses({ variant: 'ghost' }), '-ml-4')}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            Back
          </Link>
        </div>
        <PageHeader
          title="Practice Settings"
          subtitle="Video consultations, your fee and whether you take new patients. Changes show to patients as soon as you save."
        />
        <div className="px-4">
          <PracticeSettingsScreen />
        </div>
      </div>
    </PractitionerGuard>
  );
}
