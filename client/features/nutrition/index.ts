// The nutrition feature's published entry: the tracking card the home dashboard shows.
export { TrackingQuickCard } from './components/tracking-quick-card';
