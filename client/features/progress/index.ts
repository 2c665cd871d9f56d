// The progress feature's published entry: the checklist query that other features refresh.
export { CHECKLIST_FACTS_KEY } from './hooks';
