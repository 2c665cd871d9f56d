import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../ui/card';
import { useCurrentUser } from '../hooks';

/**
 * Practice screens need role 'practitioner' from /auth/status; the server checks
 * again on every call. A member who opens one is told where the practice side starts
 * (docs/product/practice.md#provider-sign-in).
 */
export function PractitionerGuard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user?.role === 'practitioner') return children;
  return (
    <Card className="mx-auto mt-6 max-w-md p-6 text-center">
      <h1 className="font-semibold text-lg">This page is for practitioners</h1>
      <p className="mt-2 text-ink-muted text-sm">
        Practice screens belong to provider accounts. To list your practice, create a provider account.
      </p>
      <p className="mt-4 flex justify-center gap-4 text-sm">
        <Link className="underline" href="/provider-landing">
          For healthcare providers
        </Link>
        <Link className="underline" href="/home">
          Back to home
        </Link>
      </p>
    </Card>
  );
}
