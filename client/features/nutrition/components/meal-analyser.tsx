import { ApiError, errorMessage } from '@client/api/http';
import { toast } from '@client/ui/use-toast';
import { NUTRITION_MESSAGES, type TNutritionAnalysisResult } from '@contract/nutrition-analysis';
import { useRef, useState } from 'react';
import {
  type TAnalyseInput,
  useAnalyseNutrition,
  useNutritionCapabilities,
  useNutritionHistory,
} from '../analysis-api';
import { AnalysingNotice } from './analysing-notice';
import { AnalysisFailure } from './analysis-failure';
import { AnalysisResult } from './analysis-result';
import { MealInputTabs } from './meal-input-tabs';
import { RecentAnalyses } from './recent-analyses';

/**
 * The Premium Nutrition Assistant's analyser (docs/product/nutrition.md#screens): tabs for text,
 * image and voice input, the analysis result and the 5 most recent analyses.
 * Shown to premium and trial users only (the page shows the upsell to everyone else).
 */
export function MealAnalyser() {
  const analyse = useAnalyseNutrition();
  const history = useNutritionHistory(true);
  const capabilities = useNutritionCapabilities(true);
  const [result, setResult] = useState<TNutritionAnalysisResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  const run = (request: TAnalyseInput, onSuccess?: () => void) => {
    setFailure(null);
    analyse.mutate(request, {
      onSuccess: (analysis) => {
        setResult(analysis);
        onSuccess?.();
        toast({
          title: NUTRITION_MESSAGES.analysisCompleteTitle,
          description: NUTRITION_MESSAGES.analysisComplete,
        });
        requestAnimationFrame(() => resultRef.current?.focus());
      },
      onError: (error) => {
        setFailure(NUTRITION_MESSAGES.failedToAnalyze);
        // Past a trial limit or without premium the server answers 402 with its own message.
        toast({
          title: NUTRITION_MESSAGES.analysisFailedTitle,
          description: errorMessage(error) ?? NUTRITION_MESSAGES.analysisFailedFallback,
          variant: 'destructive',
        });
      },
    });
  };

  const upgradeNeeded = analyse.error instanceof ApiError && analyse.error.status === 402;

  return (
    <section id="meal-analyser" aria-labelledby="meal-analyser-title" className="space-y-4">
      <h2 id="meal-analyser-title" className="text-lg font-bold text-ink">
        Meal analysis
      </h2>
      <p className="text-sm text-ink-muted">
        Describe a meal, photograph a nutrition label, or say what you ate. Values come from the USDA food
        composition tables.
      </p>
      <MealInputTabs
        pending={analyse.isPending}
        onAnalyse={run}
        capabilities={capabilities.data}
        capabilitiesLoading={capabilities.isPending}
      />
      {failure && <AnalysisFailure message={failure} upgradeNeeded={upgradeNeeded} />}
      {analyse.isPending && <AnalysingNotice />}
      {result && !analyse.isPending && <AnalysisResult result={result} ref={resultRef} />}
      <RecentAnalyses history={history} />
    </section>
  );
}
