import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { FormField } from '@client/ui/form-field';
import { Textarea } from '@client/ui/input';
import { toast } from '@client/ui/use-toast';
import { COMMUNITY_LIMITS, ZCreateCommentRequest } from '@contract/community';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAddComment } from '../hooks';

type ReplyInput = z.input<typeof ZCreateCommentRequest>;
type ReplyValues = z.output<typeof ZCreateCommentRequest>;

/** Reply to a post (docs/product/community.md#screens); 1–1,000 characters, rate-limited by the server. */
export function ReplyForm({ postId }: { postId: string }) {
  const addComment = useAddComment(postId);
  const form = useForm<ReplyInput, unknown, ReplyValues>({
    resolver: zodResolver(ZCreateCommentRequest),
    defaultValues: { content: '' },
  });
  const { errors } = form.formState;

  const onSubmit = async (values: ReplyValues) => {
    try {
      await addComment.mutateAsync(values.content);
    } catch (error) {
      toast({
        title: 'Error posting reply',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Reply posted' });
    form.reset({ content: '' });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-3">
      <FormField id="reply-content" label="Your reply" error={errors.content?.message}>
        {(aria) => (
          <Textarea
            {...aria}
            {...form.register('content')}
            rows={3}
            maxLength={COMMUNITY_LIMITS.commentMax}
            placeholder="Add something kind or helpful"
          />
        )}
      </FormField>
      <Button type="submit" disabled={addComment.isPending}>
        {addComment.isPending ? 'Posting...' : 'Post Reply'}
      </Button>
    </form>
  );
}
