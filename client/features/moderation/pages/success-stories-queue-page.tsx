import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { FormField } from '@client/ui/form-field';
import { Textarea } from '@client/ui/input';
import { ModalContent, ModalFormActions } from '@client/ui/modal';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { MODERATION_MESSAGES } from '@contract/moderation';
import {
  STORY_CONDITION_LABELS,
  STORY_LIMITS,
  STORY_REPORT_REASON_LABELS,
  type TAdminStory,
  ZRejectStoryRequest,
} from '@contract/success-stories';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Inbox, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Fact, QueueSkeleton } from '../components/queue-parts';
import { formatWhen, plural } from '../format';
import { useDecideStory, usePendingStories } from '../hooks';

const failed = (error: unknown) =>
  toast({
    title: MODERATION_MESSAGES.decisionFailed,
    description: errorMessage(error) ?? 'Please check your connection and try again.',
    variant: 'destructive',
  });

/**
 * Success Stories (docs/product/admin.md#moderation): stories waiting for review, oldest first, new
 * ones and published ones members reported; Approve publishes, Reject keeps it out with a reason the
 * author reads.
 */
export default function SuccessStoriesQueuePage() {
  useDocumentTitle('Success Stories');
  const query = usePendingStories();
  return (
    <>
      <PageHeader title="Success Stories" subtitle="Stories wait here until an admin publishes them." />
      <div className="px-4 pb-8">
        <QueryCard
          query={query}
          loadingLabel="Loading stories..."
          skeleton={<QueueSkeleton />}
          error="The stories could not be loaded."
          isBroken={(data) => !Array.isArray(data)}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState icon={Inbox} title={MODERATION_MESSAGES.nothingWaiting}>
              Stories members share, and published ones several members reported, appear here.
            </EmptyState>
          }
        >
          {(stories) => (
            <ul className="space-y-4">
              {stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </QueryCard>
      </div>
    </>
  );
}

function StoryCard({ story }: { story: TAdminStory }) {
  const titleId = useId();
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <CardContent className="space-y-3">
          <h2 id={titleId} className="font-semibold break-words text-ink">
            {story.title}
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="By">{story.authorName}</Fact>
            <Fact label="Condition">{STORY_CONDITION_LABELS[story.condition]}</Fact>
            <Fact label="Sent">{formatWhen(story.createdAt)}</Fact>
            <Fact label="Timeline">{story.timeline}</Fact>
          </dl>
          {story.openReports > 0 ? (
            <p className="rounded-lg bg-watch-soft p-3 text-sm text-watch">
              Published before; {plural(story.openReports, 'open report', 'open reports')}:{' '}
              {story.reportReasons.map((reason) => STORY_REPORT_REASON_LABELS[reason]).join(', ')}
            </p>
          ) : null}
          <dl className="space-y-2">
            <Fact label="Before">{story.beforeSymptoms}</Fact>
            <Fact label="After">{story.afterImprovement}</Fact>
            <Fact label="What helped">{story.treatmentProtocol}</Fact>
          </dl>
          <div className="flex gap-3 border-t border-line pt-3">
            <ApproveDialog story={story} />
            <RejectDialog story={story} />
          </div>
        </CardContent>
      </article>
    </Card>
  );
}

function ApproveDialog({ story }: { story: TAdminStory }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideStory();
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await decide.mutateAsync({ id: story.id, decision: 'approve' });
    } catch (error) {
      failed(error);
      setOpen(false);
      return;
    }
    toast({ title: MODERATION_MESSAGES.storyApproved });
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button className="flex-1">
          <Check className="h-5 w-5" aria-hidden="true" />
          Approve<span className="sr-only">: {story.title}</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent title="Publish this story?" description="Every member can read it in Browse." size="sm">
        <form noValidate onSubmit={onSubmit} className="mt-5">
          <ModalFormActions submitLabel="Approve" busyLabel="Approving..." isBusy={decide.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}

type RejectValues = z.input<typeof ZRejectStoryRequest>;

function RejectDialog({ story }: { story: TAdminStory }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideStory();
  const fieldId = useId();
  const form = useForm<RejectValues, unknown, z.output<typeof ZRejectStoryRequest>>({
    resolver: zodResolver(ZRejectStoryRequest),
    defaultValues: { reason: '' },
  });
  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ reason: '' });
    setOpen(next);
  };
  const onSubmit = async ({ reason }: { reason?: string }) => {
    try {
      await decide.mutateAsync({ id: story.id, decision: 'reject', reason: reason ?? '' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['reason'] as const);
      failed(error);
      return;
    }
    toast({ title: MODERATION_MESSAGES.storyRejected });
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="flex-1">
          <X className="h-5 w-5" aria-hidden="true" />
          Reject<span className="sr-only">: {story.title}</span>
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Not publish this story?"
        description="It stays out of Browse. The author sees your reason on their own list."
      >
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
          <FormField
            id={fieldId}
            label="Reason (optional)"
            hint={`Up to ${STORY_LIMITS.reviewNoteMax} characters; the author reads it.`}
            error={form.formState.errors.reason?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('reason')}
                rows={4}
                maxLength={STORY_LIMITS.reviewNoteMax}
              />
            )}
          </FormField>
          <ModalFormActions submitLabel="Reject" busyLabel="Rejecting..." isBusy={decide.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
