// The sharing feature's published entry: the share-insights dialog other screens open.
export { ShareInsightsDialog } from './components/share-insights-dialog';
