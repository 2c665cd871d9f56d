import { cn } from '@client/ui/cn';
import type { ReactNode } from 'react';

type MobileShellProps = {
  header: ReactNode;
  footer?: ReactNode;
  bottomNav?: ReactNode;
  children: ReactNode;
};

/** A phone-width column, centred on larger screens, with the page's landmarks in order. */
export function MobileShell({ header, footer, bottomNav, children }: MobileShellProps) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-surface-raised shadow-raised">
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand px-4 py-3 font-semibold text-on-brand focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', bottomNav ? 'pb-24' : undefined)}>
        {children}
      </main>
      {footer}
      {bottomNav}
    </div>
  );
}
