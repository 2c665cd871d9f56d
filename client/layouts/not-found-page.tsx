import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="px-4 py-10">
      <Card>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-red-700" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-700">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonClasses({ variant: 'outline' })}>
            Go to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
