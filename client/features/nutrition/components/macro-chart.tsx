import { Chart, type ChartPoint } from '@client/ui/chart';
import type { ChartColorName } from '@client/ui/chart-colors';
import { formatGrams, oneDecimal } from '../analysis-format';

const MACRO_COLORS: Record<string, ChartColorName> = { Protein: 'protein', Carbs: 'carbs', Fat: 'fat' };

/**
 * Protein, carbs and fat in grams as bars beside the numbers (docs/architecture.md#charts). Nothing is
 * drawn when all three are zero.
 */
export function MacroChart({ protein, carbs, fat }: { protein: number; carbs: number; fat: number }) {
  const points: ChartPoint[] = [
    { label: 'Protein', value: oneDecimal(protein) },
    { label: 'Carbs', value: oneDecimal(carbs) },
    { label: 'Fat', value: oneDecimal(fat) },
  ];
  const largest = points.reduce((a, b) => ((b.value ?? 0) > (a.value ?? 0) ? b : a));
  if ((largest.value ?? 0) <= 0) return null;
  const summary =
    `Macros by weight: protein ${formatGrams(points[0]?.value ?? 0)}, carbs ${formatGrams(points[1]?.value ?? 0)}, ` +
    `fat ${formatGrams(points[2]?.value ?? 0)}; the most is ${largest.label.toLowerCase()}.`;
  return (
    <Chart
      kind="bar"
      points={points}
      color={(point) => MACRO_COLORS[point.label] ?? 'series'}
      formatValue={formatGrams}
      height={144}
      summary={summary}
      table={{ caption: 'Macros in grams', label: 'Nutrient', value: 'Grams' }}
    />
  );
}
