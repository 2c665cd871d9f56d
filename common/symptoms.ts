/** How a symptom's severity reads (docs/product/symptoms.md#rules-and-numbers). */

export type TSeverityBand = { label: 'Mild' | 'Moderate' | 'Severe'; tone: 'green' | 'yellow' | 'red' };

/** 1–3 Mild (green), 4–6 Moderate (yellow), 7–10 Severe (red). */
export function severityBand(severity: number): TSeverityBand {
  if (severity <= 3) return { label: 'Mild', tone: 'green' };
  if (severity <= 6) return { label: 'Moderate', tone: 'yellow' };
  return { label: 'Severe', tone: 'red' };
}
