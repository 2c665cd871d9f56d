/**
 * The card states under their first names, for screens written before QueryCard; new code imports
 * from `client/ui/query-card.tsx`.
 */
export {
  CardBoundary,
  ErrorState as CardError,
  LoadingState as CardSkeleton,
  SectionCard as HomeSection,
} from './query-card';
