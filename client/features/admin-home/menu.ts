import type { TQueueCounts } from '@contract/moderation';

/** One card of the admin menu: where it goes, what it is for, and which count it shows. */
export type AdminMenuItem = {
  href: string;
  title: string;
  purpose: string;
  count?: keyof TQueueCounts;
};

/** The queues, where items wait for an admin (docs/product/admin.md#the-admin-menu). */
export const ADMIN_QUEUES: readonly AdminMenuItem[] = [
  {
    href: '/admin/community-reports',
    title: 'Community Reports',
    purpose: 'Posts members reported: hide them or keep them.',
    count: 'reports',
  },
  {
    href: '/admin/feedback',
    title: 'Feedback',
    purpose: 'What members tell us, by status, source and rating.',
    count: 'feedback',
  },
  {
    href: '/admin/requests',
    title: 'Requests',
    purpose: 'Practitioner types and custom challenges members asked for.',
    count: 'requests',
  },
  {
    href: '/admin/success-stories',
    title: 'Success Stories',
    purpose: 'Stories waiting for review before every member can read them.',
    count: 'stories',
  },
  {
    href: '/admin/practitioner-applications',
    title: 'Practitioner Applications',
    purpose: 'Check each licence and profile before it is listed.',
    count: 'applications',
  },
];

/** The tools, without a queue. */
export const ADMIN_TOOLS: readonly AdminMenuItem[] = [
  {
    href: '/analytics-dashboard',
    title: 'Analytics Dashboard',
    purpose: 'Sign-ups, activity and feedback, computed from our own events.',
  },
  {
    href: '/ab-testing-dashboard',
    title: 'A/B Testing Dashboard',
    purpose: 'Experiments, their variants and which one converts better.',
  },
  {
    href: '/admin-email-setup',
    title: 'Daily Email Reports',
    purpose: 'Who receives the 6 PM summary, a preview and a test send.',
  },
  {
    href: '/seo-optimizer',
    title: 'SEO Magic Studio',
    purpose: "Score a page's title, description and keywords for search.",
  },
];

/** '3 waiting', or 'Nothing waiting'. */
export function waitingLabel(count: number): string {
  return count === 0 ? 'Nothing waiting' : `${count.toLocaleString('en-US')} waiting`;
}
