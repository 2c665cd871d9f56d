import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { withReturnPath } from '@common/return-path';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The frame of the sign-in, signup and password screens: 'Back to Home', the page's h1, a card. */
export function AuthLayout({
  title,
  documentTitle,
  subtitle,
  children,
}: {
  title: string;
  /** The browser tab title, when it differs from the heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="px-4 pt-4 pb-12">
      <Link href="/" className={buttonClasses({ variant: 'ghost' })}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        Back to Home
      </Link>
      <div className="mt-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-raised">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * Google sign-in is a full-page navigation to /auth/google (the server runs the OAuth flow). A real
 * link, so it also works before the page's script has loaded.
 */
/** 'Continue with Google': a plain link; `next` is where to come back to after signing in. */
export function GoogleButton({ next }: { next?: string | null }) {
  return (
    <a
      href={withReturnPath('/auth/google', next)}
      className={buttonClasses({ variant: 'outline', block: true })}
    >
      <GoogleLogo />
      Continue with Google
    </a>
  );
}

export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-muted">
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
      <span>{label}</span>
      <span className="h-px flex-1 bg-line" aria-hidden="true" />
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg className="h-5 w-5" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
