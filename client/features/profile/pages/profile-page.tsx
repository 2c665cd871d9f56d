import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
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
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold whitespace-nowrap text-slate-700',
  'hover:bg-white/60',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
  'data-[state=active]:bg-white data-[state=active]:text-teal-900 data-[state=active]:shadow-sm',
);

const TABS = [
  { value: 'info', label: 'Profile Information', icon: UserRound },
  { value: 'privacy', label: 'Privacy & Security', icon: ShieldCheck },
  { value: 'data', label: 'Data Management', icon: Database },
] as const;

function ProfileSkeleton() {
  return (
    <div className="space-y-4 px-4" role="status" aria-busy="true" aria-label="Loading your profile">
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
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <div
          className="mx-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          role="alert"
        >
          <p>We couldn't load your profile.</p>
          <Button variant="outline" className="mt-3" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="px-4 pb-8">
          <section aria-label="Avatar" className="mb-6 flex items-center gap-4">
            <ProfileAvatar profile={profile.data} />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-slate-900">
                {profile.data.firstName} {profile.data.lastName}
              </p>
              <p className="truncate text-sm text-slate-700">{profile.data.email}</p>
              <div className="mt-2">
                <AvatarChooser profile={profile.data} />
              </div>
            </div>
          </section>

          <Tabs.Root defaultValue="info" orientation="vertical">
            <Tabs.List aria-label="Profile sections" className="mb-4 grid gap-1 rounded-xl bg-slate-100 p-1">
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Trigger key={value} value={value} className={TAB_CLASSES}>
                  <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="info" className="focus-visible:outline-2 focus-visible:outline-teal-700">
              <ProfileInfoTab profile={profile.data} />
            </Tabs.Content>
            <Tabs.Content value="privacy" className="focus-visible:outline-2 focus-visible:outline-teal-700">
              <PrivacySecurityTab profile={profile.data} />
            </Tabs.Content>
            <Tabs.Content value="data" className="focus-visible:outline-2 focus-visible:outline-teal-700">
              <DataManagementTab />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      )}
    </>
  );
}
