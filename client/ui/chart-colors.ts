/**
 * The charts' palette. Canvas cannot use CSS classes, so each colour is read from a CSS variable of the
 * stylesheet at draw time (docs/architecture.md#charts); this table is the one place that names them.
 */
const CHART_COLOR_VARIABLES = {
  /** A single series: lines and bars. */
  series: { variable: '--color-teal-700', fallback: '#0f766e' },
  /** A bar below its goal (water). */
  belowGoal: { variable: '--color-sky-600', fallback: '#0284c7' },
  /** A bar at or above its goal. */
  reached: { variable: '--color-teal-700', fallback: '#0f766e' },
  /** The goal line and its label. */
  goal: { variable: '--color-slate-700', fallback: '#334155' },
  /** Axis text. */
  axis: { variable: '--color-slate-700', fallback: '#334155' },
  /** Grid lines and the axis baseline. */
  grid: { variable: '--color-slate-200', fallback: '#e2e8f0' },
  protein: { variable: '--color-teal-700', fallback: '#0f766e' },
  carbs: { variable: '--color-indigo-600', fallback: '#4f46e5' },
  fat: { variable: '--color-amber-600', fallback: '#d97706' },
} as const;

export type ChartColorName = keyof typeof CHART_COLOR_VARIABLES;

/** The colour `name` as the page's stylesheet defines it now, or its fallback when the variable is unset. */
export function chartColor(name: ChartColorName, element: Element = document.documentElement): string {
  const { variable, fallback } = CHART_COLOR_VARIABLES[name];
  const value = getComputedStyle(element).getPropertyValue(variable).trim();
  return value || fallback;
}

/** The same colour for HTML beside a chart (a legend swatch): `var(--color-…, fallback)`. */
export function chartColorCss(name: ChartColorName): string {
  const { variable, fallback } = CHART_COLOR_VARIABLES[name];
  return `var(${variable}, ${fallback})`;
}
