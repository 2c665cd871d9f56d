import { useCurrentUser } from '@client/features/auth/hooks';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { Activity, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { greetingFor, greetingName } from '../greeting';

/** Signed-in home (spec 001 §2): greeting and the symptom shortcuts; the dashboard grows from here. */
export default function HomePage() {
  useDocumentTitle('Home');
  const user = useCurrentUser();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <>
      <PageHeader
        title={`${greetingFor(new Date())}, ${greetingName(user?.firstName)}`}
        subtitle="How are you feeling today?"
        showNotifications
        profile={{ name: fullName }}
      />
      <div className="grid gap-3 px-4">
        <Link href="/symptoms" className={buttonClasses({ size: 'lg', block: true })}>
          <Activity className="h-5 w-5" aria-hidden="true" />
          Log Symptoms
        </Link>
        <Link href="/chat" className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}>
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
          Chat About Symptoms
        </Link>
      </div>
    </>
  );
}
