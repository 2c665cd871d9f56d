import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { TAB_CLASSES } from '@client/ui/tabs';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ConversionTab } from '../components/conversion-tab';
import { FeaturesTab } from '../components/features-tab';
import { OverviewTab } from '../components/overview-tab';
import { RealtimeCard } from '../components/realtime-card';
import { UsersTab } from '../components/users-tab';

const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'features', label: 'Features', Panel: FeaturesTab },
  { value: 'conversion', label: 'Conversion', Panel: ConversionTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * /analytics-dashboard (admins; docs/product/admin.md#analytics-dashboard): real-time activity, then
 * the tabs Overview, Users, Features and Conversion. Only the shown tab's figures are read, each on its
 * own interval.
 */
export default function AnalyticsDashboardPage() {
  useDocumentTitle('Analytics Dashboard');
  const [tab, setTab] = useState<TabValue>('overview');
  return (
    <div className="space-y-4 pb-8">
      <PageHeader
        title="Analytics Dashboard"
        subtitle="How the app is used, counted from our own events. Never health data; no one is named."
      />
      <RealtimeCard />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)} className="space-y-4">
        <div className="px-4">
          <Tabs.List aria-label="Analytics" className="flex gap-1 rounded-xl bg-surface-muted p-1">
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} className={TAB_CLASSES}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content
            key={value}
            value={value}
            className="focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
