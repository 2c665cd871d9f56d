import { Link } from 'wouter';

export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path
        d="M18 32c0-5 3.6-8.5 8-8.5 6.5 0 9.5 17 16 17 4.4 0 8-3.5 8-8.5s-3.6-8.5-8-8.5c-6.5 0-9.5 17-16 17-4.4 0-8-3.5-8-8.5z"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandLink() {
  return (
    <Link
      href="/"
      className="inline-flex min-h-12 items-center gap-2 rounded-lg pr-1 text-base font-bold whitespace-nowrap text-ink"
    >
      <BrandMark />
      <span>Infinite Wellness</span>
    </Link>
  );
}
