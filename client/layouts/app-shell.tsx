import { errorMessage } from '@client/api/http';
import { useSignout } from '@client/features/auth';
import { FeedbackWidget } from '@client/features/feedback';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav';
import { BrandLink } from './brand-link';
import { MobileShell } from './mobile-shell';

/**
 * The frame of every signed-in screen: top bar (brand, feedback button, sign-out), content, bottom
 * navigation. The feedback button lives in the top bar, so it never covers a field, a chat bubble or
 * a send button.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <MobileShell header={<AppTopNav />} bottomNav={<BottomNav />}>
      {children}
    </MobileShell>
  );
}

function AppTopNav() {
  const signout = useSignout();
  const onSignOut = () => {
    signout.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Sign Out Failed',
          description: errorMessage(error) ?? 'Please check your connection and try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface-raised/95 px-4 backdrop-blur">
      <nav aria-label="Account" className="flex items-center justify-between gap-1">
        <BrandLink />
        <div className="flex shrink-0 items-center">
          <FeedbackWidget />
          <Button
            variant="ghost"
            size="compact"
            onClick={onSignOut}
            disabled={signout.isPending}
            className="whitespace-nowrap"
          >
            <LogOut className="h-5 w-5" aria-hidden="true" />
            {signout.isPending ? 'Signing Out...' : 'Sign Out'}
          </Button>
        </div>
      </nav>
    </header>
  );
}
