import { errorMessage } from '@client/api/http';
import { buttonClasses } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { toast } from '@client/ui/use-toast';
import type { TComment } from '@contract/community';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatFullTime, formatPostTime } from '../format';
import { useDeleteComment } from '../hooks';
import { ConfirmDialog } from './confirm-dialog';
import { focusById } from './focus';

export const REPLIES_HEADING_ID = 'replies-title';

/** A thread's replies, oldest first; members can delete their own (admins any). */
export function CommentList({ comments, isAdmin }: { comments: TComment[]; isAdmin: boolean }) {
  return (
    <ol className="space-y-3">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-2xl border border-line bg-surface-raised p-4">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-semibold text-ink">{comment.authorName}</span>{' '}
                <span className="text-xs text-ink-muted">
                  <span aria-hidden="true">· </span>
                  <time dateTime={comment.timestamp} title={formatFullTime(comment.timestamp)}>
                    {formatPostTime(comment.timestamp)}
                  </time>
                </span>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{comment.content}</p>
            </div>
            {comment.isMine || isAdmin ? <DeleteCommentButton comment={comment} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function DeleteCommentButton({ comment }: { comment: TComment }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteComment = useDeleteComment(comment.postId);
  // mutateAsync: the reply (and this button) leave the list when it refreshes, and the toast must
  // still show; focus moves to the replies heading instead of being lost with the button.
  const onConfirm = async () => {
    try {
      await deleteComment.mutateAsync(comment.id);
    } catch (error) {
      toast({
        title: 'Your reply was not deleted',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setIsOpen(false);
    toast({ title: 'Reply deleted' });
    focusById(REPLIES_HEADING_ID);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), '-mt-2 -mr-2 shrink-0')}
        aria-label={comment.isMine ? 'Delete your reply' : `Delete reply by ${comment.authorName}`}
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Delete this reply?"
        description="Your reply will be removed for everyone. This cannot be undone."
        confirmLabel="Delete Reply"
        pendingLabel="Deleting..."
        isPending={deleteComment.isPending}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
