import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { cn } from '@client/ui/cn';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ShareStoryDialog } from '../components/share-story-dialog';
import { BrowseStories, MyStories } from '../components/story-lists';

const TAB_CLASSES = cn(
  'min-h-12 flex-1 rounded-lg px-2 text-sm font-semibold text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

type Tab = 'browse' | 'mine';

/**
 * Success Stories (docs/product/success-stories.md#screens): Share Your Success Story, then the tabs
 * Browse (published stories, a condition filter) and My Stories (the person's own, with their status).
 */
export default function SuccessStoriesPage() {
  useDocumentTitle('Success Stories');
  const [tab, setTab] = useState<Tab>('browse');

  return (
    <>
      <PageHeader
        title="Success Stories"
        subtitle="Real experiences from members living with chronic conditions. What helped one person may not suit you: talk to your practitioner before changing treatment."
      />
      <div className="px-4">
        <ShareStoryDialog onShared={() => setTab('mine')} />
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="px-4 pt-5 pb-8">
        <Tabs.List aria-label="Stories" className="mb-4 flex gap-1 rounded-xl bg-surface-muted p-1">
          <Tabs.Trigger value="browse" className={TAB_CLASSES}>
            Browse
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" className={TAB_CLASSES}>
            My Stories
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="browse" className="focus-visible:outline-2 focus-visible:outline-focus">
          <BrowseStories />
        </Tabs.Content>
        <Tabs.Content value="mine" className="focus-visible:outline-2 focus-visible:outline-focus">
          <MyStories />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
