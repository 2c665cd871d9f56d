import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DailyInspirationCard } from '../components/daily-inspiration-card';
import { FeedbackForm } from '../components/feedback-form';

/** The feedback page — daily inspiration, the form, the thank-you card (docs/product/feedback.md#screens). */
export default function FeedbackPage() {
  useDocumentTitle('Feedback');
  const [isSubmitted, setIsSubmitted] = useState(false);

  return (
    <>
      <PageHeader title="Feedback" subtitle="Your ideas shape what we build next." />
      <DailyInspirationCard />
      {isSubmitted ? (
        <ThankYouCard onMore={() => setIsSubmitted(false)} />
      ) : (
        <FeedbackForm onSubmitted={() => setIsSubmitted(true)} />
      )}
      <div className="h-8" />
    </>
  );
}

function ThankYouCard({ onMore }: { onMore: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form just disappeared: move focus to what replaced it so keyboard and screen-reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="thank-you-title" className="px-4">
      <Card className="border-brand-tint bg-surface-raised text-center">
        <CardContent className="space-y-3 py-8">
          <Heart className="mx-auto h-12 w-12 fill-brand-tint text-brand-ink" aria-hidden="true" />
          <h2
            id="thank-you-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-ink outline-none"
          >
            Thank you for your feedback!
          </h2>
          <p className="text-sm text-ink-muted">
            We read every response. What you shared helps us make Infinite Wellness better for everyone.
          </p>
          <Button variant="outline" onClick={onMore}>
            Share More Feedback
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
