import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { ArrowLeft, House, SearchX } from 'lucide-react';
import { Link } from 'wouter';

/**
 * The signed-in screen for an address the app does not have (docs/product/public-pages.md): what
 * happened in plain words, a way home, and a way back when there is a page to go back to.
 */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  // A tab opened on this address has nothing behind it: 'Go back' would leave the app.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <div className="px-4 py-10">
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <SearchX className="h-8 w-8 shrink-0 text-ink-muted" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
          </div>
          <p className="text-base text-ink-muted">
            We couldn't find this page. The link may be out of date, or the address may have a typo. Nothing
            you saved is affected.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/" className={buttonClasses({ block: true })}>
              <House className="h-5 w-5" aria-hidden="true" />
              Go to Home
            </Link>
            {canGoBack ? (
              <Button variant="outline" block onClick={() => window.history.back()}>
                <ArrowLeft className="h-5 w-5" aria-hidden="true" />
                Go back
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
