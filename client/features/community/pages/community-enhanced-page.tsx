import { ApiError } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { markStepCompleted } from '@client/lib/storage';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { COMMUNITY_TOPICS } from '@contract/community';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { CommentList, REPLIES_HEADING_ID } from '../components/comment-list';
import { CommunityFeed, PostListSkeleton } from '../components/community-feed';
import { NewPost } from '../components/new-post';
import { PostCard } from '../components/post-card';
import { ReplyForm } from '../components/reply-form';
import { usePostThread } from '../hooks';

const LIST_PATH = '/community-enhanced';

/**
 * The community with threads (docs/product/community.md#screens). `/community-enhanced` lists the
 * discussions; `/community-enhanced/{postId}` opens one with its replies and a reply form.
 */
export default function CommunityEnhancedPage() {
  const { postId } = useParams<{ postId?: string }>();
  // `?topic=` opens the list on one topic (the guided onboarding's Join links here).
  const topicParam = new URLSearchParams(useSearch()).get('topic');
  const initialTopic = COMMUNITY_TOPICS.find((topic) => topic === topicParam) ?? null;
  useDocumentTitle(postId ? 'Discussion' : 'Community Discussions');
  useEffect(() => {
    markStepCompleted('community_visited');
  }, []);

  return (
    <>
      <PageHeader
        title="Community Discussions"
        subtitle={postId ? undefined : 'Open a discussion to read the replies and add your own.'}
      />
      {postId ? (
        <ThreadView postId={postId} />
      ) : (
        <>
          <NewPost />
          <CommunityFeed initialTopic={initialTopic} />
        </>
      )}
    </>
  );
}

function ThreadView({ postId }: { postId: string }) {
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const thread = usePostThread(postId);
  const [, navigate] = useLocation();

  const backLink = (
    <Link href={LIST_PATH} className={cn(buttonClasses({ variant: 'ghost' }), '-ml-4')}>
      <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      All Discussions
    </Link>
  );

  return (
    <div className="px-4 pb-8">
      {backLink}
      <QueryCard
        query={thread}
        loadingLabel="Loading discussions..."
        skeleton={
          <>
            <div className="mt-2">
              <PostListSkeleton count={1} />
            </div>
            <Skeleton className="mt-6 h-6 w-32" />
            <Skeleton className="mt-3 h-16 w-full" />
          </>
        }
        error={(error, retry) => (
          <ThreadError
            isGone={error instanceof ApiError && [400, 404].includes(error.status)}
            onRetry={retry}
          />
        )}
      >
        {({ post, comments }) => (
          <>
            <div className="mt-2">
              <PostCard
                post={post}
                headingLevel="h2"
                canDelete={post.isMine || isAdmin}
                onDeleted={() => navigate(LIST_PATH)}
              />
            </div>

            <section aria-labelledby={REPLIES_HEADING_ID} className="mt-6 space-y-4">
              <h2
                id={REPLIES_HEADING_ID}
                tabIndex={-1}
                className="text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-focus"
              >
                Replies{' '}
                <span className="font-normal text-ink-muted">({post.comments.toLocaleString('en-US')})</span>
              </h2>
              {comments.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-line-strong px-4 py-6 text-center">
                  <MessageCircle className="mx-auto h-8 w-8 text-ink-muted" aria-hidden="true" />
                  <p className="mt-2 text-sm text-ink-muted">
                    No replies yet. A few kind words can make someone's day.
                  </p>
                </div>
              ) : (
                <CommentList comments={comments} isAdmin={isAdmin} />
              )}
              <ReplyForm postId={post.id} />
            </section>
          </>
        )}
      </QueryCard>
    </div>
  );
}

function ThreadError({ isGone, onRetry }: { isGone: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-2 rounded-2xl border border-line bg-surface-raised px-4 py-8 text-center">
      <p className="font-semibold text-ink">
        {isGone ? 'This discussion is no longer available' : 'This discussion could not be loaded'}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {isGone
          ? 'Its author may have removed it. Browse the other discussions instead.'
          : 'Please check your connection and try again.'}
      </p>
      {isGone ? null : (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
