import { ApiError } from '@client/api/http';
import { useAuthStatus } from '@client/features/auth';
import { track } from '@client/lib/analytics';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { EmptyState, ErrorState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import { LIBRARY_PATH, libraryItemPath } from '@common/library-paths';
import { signInPathFor } from '@common/return-path';
import { LIBRARY_MESSAGES, type TLibraryItem, ZLibraryItem } from '@contract/library';
import { ArrowLeft, Clock, SearchX, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { LibraryBlocks, LibraryRuns } from '../components/library-blocks';
import { AccessBadge, TYPE_ICON, TYPE_LABEL } from '../components/library-card';
import { PremiumUpsell } from '../components/premium-upsell';
import { useLibraryItem } from '../hooks';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** 'November 24, 2026' from '2026-11-24', the same on the server and in every browser. */
const reviewedDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * One library item (docs/product/library.md#screens): title, category, length, review date, author,
 * the body, the sources and the note that it is general information; a premium item a reader may not
 * open in full shows its preview and the Premium offer. Opening it counts as `content_viewed`.
 */
export default function LibraryArticlePage() {
  const { slug = '' } = useParams<{ slug?: string }>();
  const item = useLibraryItem(slug);
  useDocumentTitle(item.data?.title ?? 'Wellness Library');
  const openedSlug = item.data?.slug;
  useEffect(() => {
    if (openedSlug) track('content_viewed', { slug: openedSlug });
  }, [openedSlug]);

  return (
    <div className="px-4 pt-4 pb-10">
      <Link
        href={LIBRARY_PATH}
        className="-ml-2 inline-flex min-h-12 items-center gap-1.5 rounded-control px-2 text-sm font-medium text-brand-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Wellness Library
      </Link>
      <QueryCard
        query={item}
        loadingLabel="Loading the article..."
        skeleton={
          <div className="mt-4 space-y-3">
            <Skeleton className="h-9 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        }
        isBroken={(data) => !ZLibraryItem.safeParse(data).success}
        error={(error, retry) =>
          isNotFound(error) ? (
            <EmptyState
              className="mt-4"
              icon={SearchX}
              title={LIBRARY_MESSAGES.notFound}
              action={
                <Link href={LIBRARY_PATH} className={buttonClasses()}>
                  Browse the library
                </Link>
              }
            >
              It may have been renamed or taken down. The library has many more articles, guides and courses.
            </EmptyState>
          ) : (
            <ErrorState className="mt-4" message="We couldn't load this article." onRetry={retry} />
          )
        }
      >
        {(data) => <LibraryArticle item={data} />}
      </QueryCard>
    </div>
  );
}

function LibraryArticle({ item }: { item: TLibraryItem }) {
  const TypeIcon = TYPE_ICON[item.type];
  return (
    <article aria-labelledby="library-item-title" className="mt-2">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <TypeIcon className="h-4 w-4" aria-hidden="true" />
          {TYPE_LABEL[item.type]}
        </span>
        <span aria-hidden="true">·</span>
        <span>{item.category}</span>
        <AccessBadge access={item.access} />
      </p>
      <h1
        id="library-item-title"
        className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink"
      >
        {item.title}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{item.summary}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-y border-line py-3 text-sm text-ink">
        <dt className="text-ink-muted">Length</dt>
        <dd className="inline-flex items-center gap-1">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {item.minutes} min {item.type === 'article' ? 'read' : 'in all'}
        </dd>
        <dt className="text-ink-muted">Reviewed</dt>
        <dd>
          <time dateTime={item.reviewed}>{reviewedDate(item.reviewed)}</time>
        </dd>
        <dt className="text-ink-muted">By</dt>
        <dd>{item.author}</dd>
      </dl>

      <div className="text-ink [&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
        <LibraryBlocks blocks={item.blocks} />
      </div>

      {item.locked ? <LockedNotice item={item} /> : null}

      <aside className="mt-8 flex gap-3 rounded-xl border border-line bg-surface-muted p-3 text-sm text-ink">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
        <p>{LIBRARY_MESSAGES.medicalNote}</p>
      </aside>

      {item.sources.length > 0 ? (
        <section aria-labelledby="library-sources" className="mt-8">
          <h2 id="library-sources" className="text-xl font-bold text-ink">
            Sources
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink [&_a]:font-medium [&_a]:break-words [&_a]:text-brand-ink [&_a]:underline">
            {item.sources.map((runs, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the sources are fixed text in their order.
              <li key={index}>
                <LibraryRuns runs={runs} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}

/** After a locked item's preview: what Premium opens, the offer, and sign-in for members. */
function LockedNotice({ item }: { item: TLibraryItem }) {
  const auth = useAuthStatus();
  const isSignedIn = Boolean(auth.data?.authenticated);
  const noun = TYPE_LABEL[item.type].toLowerCase();
  return (
    <div className="mt-6 space-y-4">
      <PremiumUpsell
        priceCents={item.premiumPriceCents}
        title={`Read the whole ${noun} with Premium`}
        source="library_item"
      >
        <p>
          This {noun} is part of Premium. Members with Premium or a 30-day free trial read it in full, with
          every other guide and course in the library.
        </p>
        {item.lessons.length > 0 ? (
          <>
            <p className="font-semibold text-on-brand-deep">{item.lessons.length} lessons:</p>
            <ol className="list-decimal space-y-1 pl-5">
              {item.lessons.map((lesson) => (
                <li key={lesson}>{lesson}</li>
              ))}
            </ol>
          </>
        ) : null}
      </PremiumUpsell>
      {isSignedIn ? null : (
        <p className="text-center text-sm text-ink-muted">
          Already a member?{' '}
          <Link
            href={signInPathFor(libraryItemPath(item.slug))}
            className="font-medium text-brand-ink underline"
          >
            Sign in
          </Link>
        </p>
      )}
    </div>
  );
}
