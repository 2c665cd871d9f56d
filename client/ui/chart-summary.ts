/** One value of a chart: what it is called (a day, a nutrient) and its number, null when there is none. */
export type ChartPoint = {
  label: string;
  value: number | null;
  /** The value as the text alternative's table reads it ('1,500 ml, goal reached'); else formatted. */
  valueText?: string;
};

const defaultFormat = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

function joinLabels(labels: string[]): string {
  if (labels.length <= 2) return labels.join(' and ');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The sentence a chart is summarised by for people who cannot see it, e.g. 'Sleep over the last 7 days:
 * 6.5 to 8 hours, highest on Tuesday.' It names the range, where the highest value is, how many points
 * have no value, and how often a goal was reached.
 */
export function describeSeries({
  subject,
  points,
  unit,
  format = defaultFormat,
  goal,
  pointNoun = 'days',
}: {
  /** 'Sleep over the last 7 days'. */
  subject: string;
  points: ChartPoint[];
  /** Written after the numbers: 'hours', 'out of 10', 'ml'. */
  unit: string;
  format?: (value: number) => string;
  goal?: number;
  /** What the points are, for 'nothing recorded on 3 of the 7 days'. */
  pointNoun?: string;
}): string {
  const withValue = points.filter((p): p is ChartPoint & { value: number } => p.value !== null);
  const after = (text: string) => (unit ? `${text} ${unit}` : text);
  if (withValue.length === 0) return `${subject}: nothing recorded yet.`;

  const values = withValue.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  let sentence: string;
  if (withValue.length === 1) {
    sentence = `${subject}: ${after(format(max))} on ${withValue[0]?.label}.`;
  } else if (min === max) {
    sentence = `${subject}: steady at ${after(format(max))}.`;
  } else {
    const highest = withValue.filter((p) => p.value === max).map((p) => p.label);
    const where = highest.length > 3 ? `on ${highest.length} days` : `on ${joinLabels(highest)}`;
    sentence = `${subject}: ${after(`${format(min)} to ${format(max)}`)}, highest ${where}.`;
  }
  const missing = points.length - withValue.length;
  const ofAll = `of the ${points.length} ${pointNoun}`;
  if (missing > 0) sentence += ` Nothing recorded on ${missing} ${ofAll}.`;
  if (goal !== undefined) {
    const reached = withValue.filter((p) => p.value >= goal).length;
    sentence += ` Goal of ${after(format(goal))} reached on ${reached} ${ofAll}.`;
  }
  return sentence;
}

/** How many points carry a value: a trend needs at least 2. */
export function countValues(points: ChartPoint[]): number {
  return points.filter((p) => p.value !== null).length;
}
