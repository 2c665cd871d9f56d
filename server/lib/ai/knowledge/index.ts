export { CONDITIONS, CONDITIONS_BY_ID, SPECIALTIES } from './conditions';
export { TESTS } from './tests';
export type { TCondition, TDiagnosticTest, TFeature, TSource, TTestCategory, TUrgency } from './types';
