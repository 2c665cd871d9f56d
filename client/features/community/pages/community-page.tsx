import { PageHeader } from '@client/layouts/page-header';
import { markStepCompleted } from '@client/lib/storage';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useEffect } from 'react';
import { CommunityFeed } from '../components/community-feed';
import { NewPost } from '../components/new-post';
import { StatsStrip } from '../components/stats-strip';

/**
 * Community: New Post, the stats strip, topic filters and the discussions list
 * (docs/product/community.md#screens).
 */
export default function CommunityPage() {
  useDocumentTitle('Community');
  useEffect(() => {
    // Ticks 'Explore the community' on the progress checklist (docs/product/home.md#progress-checklist).
    markStepCompleted('community_visited');
  }, []);

  return (
    <>
      <PageHeader
        title="Community"
        subtitle="Share what helps and find support from people who understand."
      />
      <NewPost />
      <StatsStrip />
      <CommunityFeed />
    </>
  );
}
