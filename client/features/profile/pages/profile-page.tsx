import { AdminTools } from '@client/features/admin-home';
import { MyConsultationRequestsCard } from '@client/features/consultations';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { cn } from '@client/ui/cn';
import { ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import * as Tabs from '@radix-ui/react-tabs';
import { Database, ShieldCheck, UserRound } from 'lucide-react';
import { AvatarChooser, ProfileAvatar } from '../components/avatar-chooser';
import { DataManagementTab } from '../components/data-management-tab';
import { PrivacySecurityTab } from '../components/privacy-security-tab';
import { ProfileInfoTab } from '../components/profile-info-tab';
import { useProfile } from '../hooks';

/**
 * The three tabs stacked, each an icon and its whole name on one line: side by side, 'Profile
 * Information' and 'Privacy & Security' would wrap on a phone.
 */
const TAB_CLASSES = cn(
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold whitespace-nowrap text-ink-muted',
  'hover:bg-surface-raised/60',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

const TABS = [
  { value: 'info', label: 'Profile Information', icon: UserRound },
  { value: 'privacy', label: 'Privacy & Security', icon: ShieldCheck },
  { value: 'data', label: 'Data Management', icon: Database },
] as const;

/** Shaped like the avatar row, the tabs and a tab's form, for the loading state. */
function ProfileSkeleton() {
  return (
    <div className="space-y-4 px-4">
      <div className="flex items-center gap-4">
        <Skeleton className="h-24 w-24 rounded-full" />
        <Skeleton className="h-12 w-36" />
      </div>
      <Skeleton className="h-12" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** Profile, with three tabs and the avatar chooser (docs/product/profile.md#screens). */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useProfile();

  return (
    <>
      <PageHeader title="Profile" subtitle="Your details, privacy and data." />
      <QueryCard
        query={profile}
        loadingLabel="Loading your profile"
        skeleton={<ProfileSkeleton />}
        error={(_, retry) => (
          <ErrorState
            message="We couldn't load your profile."
            retryLabel="Try again"
            onRetry={retry}
            className="mx-4"
          />
        )}
      >
        {(data) => (
          <div className="px-4 pb-8">
            <section aria-label="Avatar" className="mb-6 flex items-center gap-4">
              <ProfileAvatar profile={data} />
              <div className="min-w-0">
                <p className="truncate text-lg font-semibold text-ink">
                  {data.firstName} {data.lastName}
                </p>
                <p className="truncate text-sm text-ink-muted">{data.email}</p>
                <div className="mt-2">
                  <AvatarChooser profile={data} />
                </div>
              </div>
            </section>

            <AdminTools />

            <Tabs.Root defaultValue="info" orientation="vertical">
              <Tabs.List
                aria-label="Profile sections"
                className="mb-4 grid gap-1 rounded-xl bg-surface-muted p-1"
              >
                {TABS.map(({ value, label, icon: Icon }) => (
                  <Tabs.Trigger key={value} value={value} className={TAB_CLASSES}>
                    <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="info" className="focus-visible:outline-2 focus-visible:outline-focus">
                <ProfileInfoTab profile={data} />
              </Tabs.Content>
              <Tabs.Content value="privacy" className="focus-visible:outline-2 focus-visible:outline-focus">
                <PrivacySecurityTab profile={data} />
              </Tabs.Content>
              <Tabs.Content value="data" className="focus-visible:outline-2 focus-visible:outline-focus">
                <DataManagementTab />
              </Tabs.Content>
            </Tabs.Root>

            <div className="mt-6">
              <MyConsultationRequestsCard />
            </div>
          </div>
        )}
      </QueryCard>
    </>
  );
}
