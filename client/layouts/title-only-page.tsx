import { useDocumentTitle } from '@client/lib/use-document-title';
import { PageHeader } from './page-header';

/** A screen whose content arrives with a later feature: for now its header and title only. */
export function TitleOnlyPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageHeader title={title} />;
}
