export {
  analyze,
  collectFacts,
  formatCost,
  recommendedSpecialties,
  recommendedTests,
  SCORING,
  scoreCondition,
} from './analyze';
export type {
  TAnalysisProfile,
  TAnalysisResult,
  TPotentialCondition,
  TRecommendedTest,
  TRiskLevel,
} from './types';
