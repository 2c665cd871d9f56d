import { Button } from '@client/ui/button';
import { Card, CardContent, CardTitle } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { FormField } from '@client/ui/form-field';
import { fieldClasses, Textarea } from '@client/ui/input';
import { COMMUNITY_LIMITS, COMMUNITY_TOPICS, ZCommunityTopic, ZPostContent } from '@contract/community';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The contract's rules (docs/product/community.md#rules-and-numbers); the topic starts unselected. */
const ZPostForm = z.object({ topic: z.string().pipe(ZCommunityTopic), content: ZPostContent });
type PostFormInput = z.input<typeof ZPostForm>;
export type PostFormValues = z.output<typeof ZPostForm>;

const DEFAULT_VALUES: PostFormInput = { topic: '', content: '' };

type PostFormProps = {
  id: string;
  isSaving: boolean;
  /** Resolves true when saved; the form then resets. */
  onSave: (values: PostFormValues) => Promise<boolean>;
  onCancel: () => void;
};

export function PostForm({ id, isSaving, onSave, onCancel }: PostFormProps) {
  const form = useForm<PostFormInput, unknown, PostFormValues>({
    resolver: zodResolver(ZPostForm),
    defaultValues: DEFAULT_VALUES,
  });
  const { errors } = form.formState;

  useEffect(() => {
    form.setFocus('topic');
  }, [form]);

  const onSubmit = async (values: PostFormValues) => {
    if (await onSave(values)) form.reset(DEFAULT_VALUES);
  };

  return (
    <Card id={id} className="mx-4">
      <CardContent>
        <CardTitle>Share with the community</CardTitle>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-5">
          <FormField id="post-topic" label="Topic" error={errors.topic?.message}>
            {(aria) => (
              <select {...aria} {...form.register('topic')} className={cn(fieldClasses, 'min-h-12')}>
                <option value="">Select a topic</option>
                {COMMUNITY_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {topic}
                  </option>
                ))}
              </select>
            )}
          </FormField>

          <FormField
            id="post-content"
            label="Your post"
            hint="At least 10 characters. Every member can read what you share, so leave out anything you want to keep private."
            error={errors.content?.message}
          >
            {(aria) => (
              <Textarea
                {...aria}
                {...form.register('content')}
                rows={5}
                maxLength={COMMUNITY_LIMITS.contentMax}
                placeholder="Share a tip, a question or some encouragement"
              />
            )}
          </FormField>

          <div className="flex gap-3">
            <Button type="submit" className="flex-1" disabled={isSaving}>
              {isSaving ? 'Posting...' : 'Post'}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
