import { useDocumentTitle } from '@client/lib/use-document-title';
import type { ReactNode } from 'react';

export const SUPPORT_EMAIL = 'support@infinitewellness.example';
/** The date the current terms and privacy policy took effect. */
export const POLICY_EFFECTIVE_DATE = 'November 21, 2026';

/** Long-form text pages (terms, privacy, support) with one h1 and readable prose. */
export function LegalArticle({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="px-4 pt-6 pb-12 text-ink [&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      {intro ? <div className="text-ink-muted">{intro}</div> : null}
      {children}
    </article>
  );
}

export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
