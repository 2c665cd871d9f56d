import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { COMMUNITY_MESSAGES } from '@contract/community';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCreatePost } from '../hooks';
import { PostForm, type PostFormValues } from './post-form';

const FORM_ID = 'new-post-form';

/** The New Post toggle and its form; closes and resets after a save (docs/product/community.md#screens). */
export function NewPost() {
  const createPost = useCreatePost();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setIsFormOpen(false);
    toggleRef.current?.focus();
  };

  const onSave = async (values: PostFormValues): Promise<boolean> => {
    try {
      await createPost.mutateAsync({ topic: values.topic, content: values.content });
    } catch (error) {
      toast({
        title: COMMUNITY_MESSAGES.createError,
        description: errorMessage(error) ?? (error instanceof Error ? error.message : 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: COMMUNITY_MESSAGES.created });
    closeForm();
    return true;
  };

  return (
    <>
      <div className="px-4">
        <Button
          ref={toggleRef}
          block
          aria-expanded={isFormOpen}
          aria-controls={isFormOpen ? FORM_ID : undefined}
          onClick={() => setIsFormOpen((open) => !open)}
        >
          {isFormOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Plus className="h-5 w-5" aria-hidden="true" />
          )}
          New Post
        </Button>
      </div>
      {isFormOpen ? (
        <div className="pt-4">
          <PostForm id={FORM_ID} isSaving={createPost.isPending} onSave={onSave} onCancel={closeForm} />
        </div>
      ) : null}
    </>
  );
}
