import { errorMessage } from '@client/api/http';
import { buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { toast } from '@client/ui/use-toast';
import { STORY_MESSAGES, STORY_STATUS_LABELS, type TSuccessStory } from '@contract/success-stories';
import { ChevronDown, Heart, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { conditionLabel, formatStoryDate, likesText } from '../format';
import { useToggleStoryLike } from '../hooks';
import { ReportStoryDialog } from './report-story-dialog';

type StoryCardProps = {
  story: TSuccessStory;
  /** My Stories: the status and the reviewer's note; no like or report buttons. */
  variant?: 'browse' | 'mine';
};

const STATUS_CLASSES: Record<TSuccessStory['status'], string> = {
  pending: 'bg-watch-soft text-watch',
  published: 'bg-good-soft text-good',
  rejected: 'bg-surface-muted text-ink-muted',
};

/**
 * One story: title, condition, author and date, and a preview of what improved clamped to two lines.
 * 'Read more' (aria-expanded) shows the whole story: before, after, what worked and how long it took.
 */
export function StoryCard({ story, variant = 'browse' }: StoryCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const isMineView = variant === 'mine';

  return (
    <Card>
      <article aria-labelledby={titleId}>
        <CardContent className="space-y-3">
          <header className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
            >
              {story.authorAvatar ?? <UserRound className="h-5 w-5" />}
            </span>
            <div className="min-w-0 flex-1">
              <h3 id={titleId} className="font-semibold break-words text-ink">
                {story.title}
              </h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                <span>{story.authorName}</span>
                {isMineView && story.isAnonymous ? <span>(shared anonymously)</span> : null}
                <time dateTime={story.publishedAt ?? story.createdAt}>
                  {formatStoryDate(story.publishedAt ?? story.createdAt)}
                </time>
              </p>
              <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs">
                <span className="rounded-full bg-brand-soft px-2 py-0.5 font-medium text-brand-ink">
                  {conditionLabel(story.condition)}
                </span>
                <span className="rounded-full bg-surface-muted px-2 py-0.5 font-medium text-ink-muted">
                  {story.timeline}
                </span>
                {isMineView ? (
                  <span
                    className={cn('rounded-full px-2 py-0.5 font-semibold', STATUS_CLASSES[story.status])}
                  >
                    {STORY_STATUS_LABELS[story.status]}
                  </span>
                ) : null}
              </p>
            </div>
          </header>

          <div>
            {isExpanded ? null : (
              <p data-testid="story-preview" className="line-clamp-2 text-sm break-words text-ink">
                {story.afterImprovement}
              </p>
            )}
            <div id={detailsId} hidden={!isExpanded} className="space-y-3 text-sm">
              <StorySection title="Before">{story.beforeSymptoms}</StorySection>
              <StorySection title="After">{story.afterImprovement}</StorySection>
              <StorySection title="What worked">{story.treatmentProtocol}</StorySection>
              <StorySection title="Timeline">{story.timeline}</StorySection>
            </div>
          </div>
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={() => setIsExpanded((open) => !open)}
            className={cn(
              buttonClasses({ variant: 'ghost', size: 'compact' }),
              '-ml-2 gap-1 font-semibold text-brand-ink',
            )}
          >
            {isExpanded ? 'Show less' : 'Read more'}
            <span className="sr-only">: {story.title}</span>
            <ChevronDown
              className={cn(
                'h-4 w-4 transition-transform motion-reduce:transition-none',
                isExpanded && 'rotate-180',
              )}
              aria-hidden="true"
            />
          </button>

          {isMineView && story.status === 'rejected' && story.reviewNote ? (
            <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink">
              <span className="font-semibold">Reviewer's note: </span>
              {story.reviewNote}
            </p>
          ) : null}
          {isMineView && story.status === 'pending' ? (
            <p className="text-sm text-ink-muted">
              Only you can see this story until it has been reviewed. It then appears in Browse.
            </p>
          ) : null}

          {isMineView && story.status !== 'published' ? null : (
            <footer className="flex items-center gap-1 border-t border-line pt-2">
              {isMineView ? (
                <span className="inline-flex min-h-12 items-center gap-1.5 px-3 text-sm font-medium text-ink-muted">
                  <Heart className="h-5 w-5" aria-hidden="true" />
                  {likesText(story.likes)}
                </span>
              ) : (
                <>
                  <LikeButton story={story} />
                  {story.isMine ? null : <ReportStoryDialog story={story} />}
                </>
              )}
            </footer>
          )}
        </CardContent>
      </article>
    </Card>
  );
}

function StorySection({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h4>
      <p className="mt-0.5 break-words whitespace-pre-line text-ink">{children}</p>
    </div>
  );
}

/** One like per member: pressed when the person likes the story; pressing again takes it back. */
function LikeButton({ story }: { story: TSuccessStory }) {
  const toggle = useToggleStoryLike();
  const onClick = () =>
    toggle.mutate(
      { id: story.id, like: !story.likedByMe },
      {
        onError: (error) =>
          toast({
            title: STORY_MESSAGES.likeFailed,
            description: errorMessage(error) ?? 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <button
      type="button"
      aria-pressed={story.likedByMe}
      disabled={toggle.isPending}
      onClick={onClick}
      className={cn(
        buttonClasses({ variant: 'ghost' }),
        'gap-1.5 px-3 font-medium',
        story.likedByMe && 'text-accent hover:text-accent',
      )}
    >
      <Heart className={cn('h-5 w-5', story.likedByMe && 'fill-current')} aria-hidden="true" />
      <span className="sr-only">Like,</span> {likesText(story.likes)}
    </button>
  );
}
