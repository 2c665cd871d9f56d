import type { TNutritionAnalysisResult } from '@contract/nutrition-analysis';
import type { Ref } from 'react';
import { oneDecimal, round } from '../analysis-format';
import { MacroChart } from './macro-chart';

/**
 * One analysis: the totals, the macros as a chart, the foods found with their weight and calories,
 * what could not be read, the daily protein goal and where the numbers come from. It takes focus when
 * it appears (the `ref`), so a screen reader starts reading here.
 */
export function AnalysisResult({ result, ref }: { result: TNutritionAnalysisResult; ref: Ref<HTMLElement> }) {
  const { analysis } = result;
  const stats = [
    { label: 'Calories', value: `${round(analysis.totalCalories)}`, unit: 'kcal' },
    { label: 'Protein', value: `${oneDecimal(analysis.totalProtein)}`, unit: 'g' },
    { label: 'Carbs', value: `${oneDecimal(analysis.totalCarbs)}`, unit: 'g' },
    { label: 'Fat', value: `${oneDecimal(analysis.totalFat)}`, unit: 'g' },
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="analysis-result-title"
      className="space-y-3 border-t border-line pt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
    >
      <h3 id="analysis-result-title" className="font-bold text-ink">
        Analysis results
      </h3>
      {/* Two by two, so each number keeps its unit on the same line at 320 px and up. */}
      <dl className="grid grid-cols-2 gap-2">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg bg-brand-soft px-3 py-2">
            <dt className="text-sm text-ink-muted">{s.label}</dt>
            <dd className="text-lg font-bold whitespace-nowrap text-brand-ink">
              {s.value}
              <span className="text-sm font-normal"> {s.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <MacroChart protein={analysis.totalProtein} carbs={analysis.totalCarbs} fat={analysis.totalFat} />
      {result.servingSize && <p className="text-sm text-ink-muted">Per serving: {result.servingSize}</p>}
      <FoodsList items={result.items} />
      {result.notes.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-watch-soft p-3 text-sm text-watch">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="text-sm text-ink">
        <p>
          <span className="font-semibold">Your daily protein goal:</span>{' '}
          {round(result.recommendations.proteinGoal)} g
        </p>
        {result.recommendations.suggestions.length > 0 && (
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.recommendations.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-xs text-ink-muted">
        {result.source === 'label'
          ? 'Values read from the nutrition label.'
          : 'Values from USDA SR24 food composition data.'}
      </p>
    </section>
  );
}

/** Each food recognised: what the person wrote, the USDA food it matched and its weight, its calories. */
function FoodsList({ items }: { items: TNutritionAnalysisResult['items'] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Foods" className="divide-y divide-line text-sm">
      {items.map((item) => (
        <li
          key={`${item.text}|${item.usdaId ?? ''}|${item.grams ?? ''}`}
          className="flex justify-between gap-2 py-2"
        >
          <span>
            <span className="font-semibold text-ink">{item.text}</span>
            <span className="block text-xs text-ink-muted">
              {item.description}
              {item.grams !== null ? ` · ${round(item.grams)} g` : ''}
            </span>
          </span>
          <span className="shrink-0 text-ink">{round(item.calories)} kcal</span>
        </li>
      ))}
    </ul>
  );
}
