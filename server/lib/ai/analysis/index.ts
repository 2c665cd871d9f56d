export {
  analyze,
  collectFacts,
  formatCost,
  recommendedSpecialties,
  recommendedTests,
  SCORING,
} from './analyze';
export type {
  TAnalysisProfile,
  TAnalysisResult,
  TPotentialCondition,
  TRecommendedTest,
  TRiskLevel,
} from './types';
