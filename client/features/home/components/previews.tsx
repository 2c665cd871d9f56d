import { buttonClasses } from '@client/ui/button';
import { EmptyState, QueryCard, SectionCard } from '@client/ui/query-card';
import { formatDistance } from '@common/practitioners';
import type { TPost } from '@contract/community';
import type { TPractitioner } from '@contract/practitioners';
import { Heart, MessageSquare, Star, Video } from 'lucide-react';
import { Link } from 'wouter';
import { isNotFound, useCommunityPreview, usePractitionersPreview } from '../hooks';

/** The home screen shows 2 practitioners and 2 community posts (docs/product/home.md#screens). */
const PREVIEW_COUNT = 2;

/** The first few of a list, or none when the answer is not a list. */
function previewOf<T>(items: readonly T[] | undefined): T[] {
  return Array.isArray(items) ? items.slice(0, PREVIEW_COUNT) : [];
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 2 practitioners nearest to the user's ZIP code, and View All (→ /practitioners). */
export function PractitionersPreview() {
  const practitioners = usePractitionersPreview();
  return (
    <QueryCard
      query={practitioners}
      section={{
        id: 'practitioners-preview',
        title: 'Practitioners near you',
        action: (
          <Link
            href="/practitioners"
            className="inline-flex min-h-12 items-center rounded-xl px-2 text-sm font-semibold text-brand-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            View All
          </Link>
        ),
      }}
      loadingLabel="Loading practitioners..."
      error="Practitioners could not be loaded."
      isEmptyError={isNotFound}
      isEmpty={(data) => previewOf(data?.items).length === 0}
      empty={<EmptyState>No practitioners to show yet. View All to search the directory.</EmptyState>}
    >
      {(data) => (
        <ul className="divide-y divide-line">
          {previewOf(data?.items).map((practitioner) => (
            <PractitionerItem key={practitioner.id} practitioner={practitioner} />
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function PractitionerItem({ practitioner }: { practitioner: TPractitioner }) {
  const name = `${practitioner.firstName} ${practitioner.lastName}`.trim();
  const rating = Number(practitioner.rating);
  const distance = formatDistance(practitioner.distance);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-ink">{name}</h3>
      <p className="text-sm text-ink-muted">{practitioner.specialty}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
        {Number.isFinite(rating) ? (
          <span className="inline-flex items-center gap-1">
            <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
            {rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
        ) : null}
        {distance ? <span>{distance}</span> : null}
        {typeof practitioner.consultationFee === 'number' ? (
          <span>{money.format(practitioner.consultationFee)}</span>
        ) : null}
        {practitioner.availableForVideo ? (
          <span className="inline-flex items-center gap-1">
            <Video className="h-4 w-4" aria-hidden="true" />
            Video
          </span>
        ) : null}
      </p>
    </li>
  );
}

/** The 2 newest community discussions, and Join Discussions (→ /community). */
export function CommunityPreview() {
  const posts = useCommunityPreview();
  return (
    <SectionCard id="community-preview" title="From the community">
      <QueryCard
        query={posts}
        loadingLabel="Loading community posts..."
        error="Community posts could not be loaded."
        isEmptyError={isNotFound}
        isEmpty={(data) => previewOf(data).length === 0}
        empty={<EmptyState>No discussions yet. Be the first to share how you're doing.</EmptyState>}
      >
        {(data) => (
          <ul className="divide-y divide-line">
            {previewOf(data).map((post) => (
              <PostItem key={post.id} post={post} />
            ))}
          </ul>
        )}
      </QueryCard>
      <Link href="/community" className={buttonClasses({ variant: 'secondary', block: true })}>
        Join Discussions
      </Link>
    </SectionCard>
  );
}

function PostItem({ post }: { post: TPost }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="text-xs font-semibold text-brand-ink">{post.topic}</p>
      <h3 className="text-sm font-semibold text-ink">{post.authorName}</h3>
      <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-ink">{post.content}</p>
      <p className="mt-2 flex gap-4 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <Heart className="h-4 w-4" aria-hidden="true" />
          {post.likes ?? 0}
          <span className="sr-only"> likes</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {post.comments ?? 0}
          <span className="sr-only"> comments</span>
        </span>
      </p>
    </li>
  );
}
