import { PractitionerGuard } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ErrorState, LoadingState } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { useState } from 'react';
import { ProfileEditor } from '../components/profile-editor';
import { ReviewedProfile, UnderReview } from '../components/profile-view';
import { usePracticeProfile } from '../hooks';
import { isFirstSubmission } from '../profile-form';

/**
 * The practitioner's own profile (docs/product/practice.md#profile-and-review): the form until it is
 * first submitted, the under-review view while an application waits, and the reviewed profile with
 * Edit Profile once an admin decided.
 */
function PracticeProfile() {
  const query = usePracticeProfile();
  const [isEditing, setIsEditing] = useState(false);

  if (query.isPending) {
    return (
      <LoadingState label="Loading your practitioner profile" className="px-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </LoadingState>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        className="mx-4"
        message="We couldn't load your practitioner profile."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const profile = query.data;
  const content =
    isFirstSubmission(profile) || isEditing ? (
      <ProfileEditor profile={profile} onDone={() => setIsEditing(false)} />
    ) : profile?.status === 'pending' ? (
      <UnderReview profile={profile} />
    ) : profile ? (
      <ReviewedProfile profile={profile} onEdit={() => setIsEditing(true)} />
    ) : null;
  return <div className="px-4 pb-8">{content}</div>;
}

export default function PracticeProfilePage() {
  useDocumentTitle('Practitioner Profile');
  return (
    <PractitionerGuard>
      <PageHeader title="Practitioner Profile" subtitle="How patients will see you in the directory." />
      <PracticeProfile />
    </PractitionerGuard>
  );
}
