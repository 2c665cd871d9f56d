export {
  compactExtracted,
  MERGE_TURNS_MAX,
  mergeExtractions,
  readUserTurns,
  understandConversation,
} from './conversation';
export { extract, parseCount, parseDuration, parseSeverity } from './extract';
export { isNegated, normalise } from './negation';
export type { TExtracted, TExtractOptions } from './types';
export * from './vocabulary';
