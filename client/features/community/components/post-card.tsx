import { errorMessage } from '@client/api/http';
import { buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { toast } from '@client/ui/use-toast';
import type { TPost } from '@contract/community';
import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatFullTime, formatPostTime, plural } from '../format';
import { useDeletePost, useToggleLike } from '../hooks';
import { ConfirmDialog } from './confirm-dialog';
import { DISCUSSIONS_HEADING_ID, focusById } from './focus';
import { ReportPostDialog } from './report-post-dialog';

type PostCardProps = {
  post: TPost;
  /** Where the replies are read; without it the count is plain text (the thread itself). */
  threadHref?: string;
  /** The author, or an admin moderating. */
  canDelete: boolean;
  /** After a confirmed delete (the thread page leaves for the list). */
  onDeleted?: () => void;
  /** h3 inside a list under an h2; h2 when the post leads its own page. */
  headingLevel?: 'h2' | 'h3';
};

export function PostCard({ post, threadHref, canDelete, onDeleted, headingLevel = 'h3' }: PostCardProps) {
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <CardContent className="space-y-3">
          <header className="flex items-start gap-3">
            <AuthorAvatar name={post.authorName} />
            <div className="min-w-0 flex-1">
              <Heading id={titleId} className="font-semibold break-words text-ink">
                {post.authorName}
                <span className="sr-only">, {post.topic}</span>
              </Heading>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                <span
                  aria-hidden="true"
                  className="rounded-full bg-brand-soft px-2 py-0.5 font-medium text-brand-ink"
                >
                  {post.topic}
                </span>
                <time dateTime={post.timestamp} title={formatFullTime(post.timestamp)}>
                  {formatPostTime(post.timestamp)}
                </time>
              </p>
            </div>
          </header>
          <p className="text-sm break-words whitespace-pre-line text-ink">{post.content}</p>
          <footer className="flex flex-wrap items-center gap-x-1 border-t border-line pt-2">
            <LikeButton post={post} />
            {threadHref ? (
              <Link
                href={threadHref}
                className={cn(
                  buttonClasses({ variant: 'ghost', size: 'compact' }),
                  'gap-1.5 font-medium whitespace-nowrap',
                )}
              >
                <MessageCircle className="h-5 w-5" aria-hidden="true" />
                {plural(post.comments, 'reply', 'replies')}
              </Link>
            ) : (
              <span className="inline-flex min-h-12 items-center gap-1.5 px-2 text-sm font-medium whitespace-nowrap text-ink-muted">
                <MessageCircle className="h-5 w-5" aria-hidden="true" />
                {plural(post.comments, 'reply', 'replies')}
              </span>
            )}
            <div className="ml-auto flex items-center">
              {post.isMine ? null : <ReportPostDialog post={post} />}
              {canDelete ? <DeletePostButton post={post} onDeleted={onDeleted} /> : null}
            </div>
          </footer>
        </CardContent>
      </article>
    </Card>
  );
}

function AuthorAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
    >
      {name.trim()[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/**
 * Per member (docs/product/community.md#likes): pressed when the caller likes the post; pressing again
 * unlikes.
 */
function LikeButton({ post }: { post: TPost }) {
  const toggle = useToggleLike();
  const onClick = () => {
    toggle.mutate(
      { postId: post.id, like: !post.likedByMe },
      {
        onError: (error) =>
          toast({
            title: 'Your like was not saved',
            description: errorMessage(error) ?? 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <button
      type="button"
      aria-pressed={post.likedByMe}
      disabled={toggle.isPending}
      onClick={onClick}
      className={cn(
        buttonClasses({ variant: 'ghost', size: 'compact' }),
        'gap-1.5 font-medium whitespace-nowrap',
        post.likedByMe && 'text-accent hover:text-accent',
      )}
    >
      <Heart className={cn('h-5 w-5', post.likedByMe && 'fill-current')} aria-hidden="true" />
      <span className="sr-only">Like,</span> {plural(post.likes, 'like', 'likes')}
    </button>
  );
}

function DeletePostButton({ post, onDeleted }: { post: TPost; onDeleted?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const deletePost = useDeletePost();
  // mutateAsync: the card leaves the list when it refreshes, and the toast and the callback must
  // still run; focus moves to the discussions heading instead of being lost with the button.
  const onConfirm = async () => {
    try {
      await deletePost.mutateAsync(post.id);
    } catch (error) {
      toast({
        title: 'Your post was not deleted',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setIsOpen(false);
    toast({ title: 'Post deleted' });
    onDeleted?.();
    focusById(DISCUSSIONS_HEADING_ID);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        aria-label={post.isMine ? 'Delete your post' : `Delete post by ${post.authorName}`}
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Delete this post?"
        description="The post and all its replies and likes will be removed for everyone. This cannot be undone."
        confirmLabel="Delete Post"
        pendingLabel="Deleting..."
        isPending={deletePost.isPending}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
