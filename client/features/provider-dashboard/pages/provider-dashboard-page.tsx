import { ApiError } from '@client/api/http';
import { PractitionerGuard } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { ErrorState, QueryCard } from '@client/ui/query-card';
import { Pencil, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { NoProfileCard, PlanCard, PracticeStats, ProfileStatusCard } from '../components/overview-cards';
import { RequestList } from '../components/request-list';
import { useProviderDashboard } from '../hooks';

/**
 * /provider-dashboard (docs/product/practice.md#dashboard): where practitioners land after signup and
 * sign-in. The profile's review state, the plan and its trial, the practice's numbers and the
 * consultation requests to answer.
 */
export default function ProviderDashboardPage() {
  useDocumentTitle('Provider Dashboard');
  return (
    <PractitionerGuard>
      <Dashboard />
    </PractitionerGuard>
  );
}

const isNoProfile = (error: unknown) => error instanceof ApiError && error.status === 404;

function Dashboard() {
  const dashboard = useProviderDashboard();
  const firstName = dashboard.data?.firstName;
  return (
    <div className="space-y-4 pb-8">
      <PageHeader
        title="Provider Dashboard"
        subtitle={firstName ? `Welcome back, ${firstName}.` : 'Welcome to your practice.'}
      />
      <QueryCard
        query={dashboard}
        loadingLabel="Loading your practice..."
        skeleton={<div className="mx-4 h-40 animate-pulse rounded-card bg-surface-muted" />}
        error={(_, retry) => (
          <div className="px-4">
            <ErrorState message="Your practice could not be loaded." onRetry={retry} />
          </div>
        )}
        isEmptyError={isNoProfile}
        empty={<NoProfileCard />}
      >
        {(data) => (
          <>
            <ProfileStatusCard dashboard={data} />
            <PlanCard dashboard={data} />
            <PracticeStats dashboard={data} />
            <RequestList />
          </>
        )}
      </QueryCard>
      <nav aria-label="Practice" className="grid gap-3 px-4">
        <Link href="/practitioner-settings" className={buttonClasses({ variant: 'outline' })}>
          <Settings className="h-5 w-5" aria-hidden="true" />
          Practice settings
        </Link>
        <Link href="/practitioner-profile" className={buttonClasses({ variant: 'outline' })}>
          <Pencil className="h-5 w-5" aria-hidden="true" />
          Edit profile
        </Link>
      </nav>
    </div>
  );
}
