import { cn } from '@client/ui/cn';
import { Star } from 'lucide-react';
import { ratingText } from '../hooks';

/**
 * Five stars filled to the rating (rounded to the nearest whole star), read by screen readers as one
 * sentence: 'Rated 4.8 out of 5 from 96 reviews'. Without reviewCount (a single review) it reads
 * 'Rated 4 out of 5'.
 */
export function RatingStars({
  rating,
  reviewCount,
  size = 'md',
}: {
  rating: string | number;
  reviewCount?: number;
  size?: 'sm' | 'md';
}) {
  const value = Number(rating);
  const filled = Math.round(Number.isFinite(value) ? value : 0);
  const label =
    reviewCount === undefined ? `Rated ${rating} out of 5` : ratingText(String(rating), reviewCount);
  const icon = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(icon, n <= filled ? 'fill-accent text-accent' : 'text-line-strong')}
        />
      ))}
    </span>
  );
}
