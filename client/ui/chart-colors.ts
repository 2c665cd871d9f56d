/**
 * The charts' palette. Canvas cannot use CSS classes, so each colour is read from a design token (a CSS variable of
 * the stylesheet, light or dark) at draw time (docs/architecture.md#charts); this table is the one place that names them.
 */
const CHART_COLOR_VARIABLES = {
  /** A single series: lines and bars. */
  series: { variable: '--color-brand', fallback: '#0f766e' },
  /** A bar below its goal (water). */
  belowGoal: { variable: '--color-chart-below-goal', fallback: '#0284c7' },
  /** A bar at or above its goal. */
  reached: { variable: '--color-brand', fallback: '#0f766e' },
  /** The goal line and its label. */
  goal: { variable: '--color-ink-muted', fallback: '#334155' },
  /** Axis text. */
  axis: { variable: '--color-ink-muted', fallback: '#334155' },
  /** Grid lines and the axis baseline. */
  grid: { variable: '--color-line', fallback: '#e2e8f0' },
  protein: { variable: '--color-chart-protein', fallback: '#0f766e' },
  carbs: { variable: '--color-chart-carbs', fallback: '#4f46e5' },
  fat: { variable: '--color-chart-fat', fallback: '#b45309' },
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
