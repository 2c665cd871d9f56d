/**
 * Draws a US-style "Nutrition Facts" panel as SVG for the label-photo test set (`npm run eval:labels`).
 * sharp rasterises it (librsvg + fontconfig), so only locally installed fonts are used.
 */

export type LabelLayout = 'standard' | 'classic' | 'dual';

export interface LabelValues {
  calories: number;
  /** grams */
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugars: number;
  /** milligrams */
  sodium: number;
  saturatedFat: number;
  cholesterol: number;
}

export interface LabelDrawing {
  values: LabelValues;
  /** Shown as "Serving size <servingText>", e.g. "2/3 cup (55g)". */
  servingText: string;
  servingsPerContainer: number;
  /** Only for 'dual': the whole-container column. */
  containerValues?: LabelValues;
  layout: LabelLayout;
  fontFamily: string;
  /** Body text size in px; the title is about twice as big. */
  fontSize: number;
  /** Panel width in px. */
  width: number;
}

/** FDA reference daily values used for the % Daily Value column (21 CFR 101.9(c)). */
const DAILY_VALUE = { fat: 78, saturatedFat: 20, cholesterol: 300, sodium: 2300, carbs: 275, fiber: 28 };

const pct = (amount: number, daily: number) => `${Math.round((amount / daily) * 100)}%`;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Row {
  left: string;
  right?: string;
  /** Middle column (dual layout: per container). */
  middle?: string;
  bold?: boolean;
  indent?: number;
  size?: number;
  ruleAfter?: number;
}

export function labelSvg(d: LabelDrawing): { svg: string; width: number; height: number } {
  const v = d.values;
  const rows: Row[] = [];
  const fs = d.fontSize;
  rows.push({ left: 'Nutrition Facts', bold: true, size: Math.round(fs * 2), ruleAfter: 1 });
  if (d.layout === 'classic') {
    rows.push({ left: `Serving Size ${d.servingText}` });
    rows.push({ left: `Servings Per Container ${d.servingsPerContainer}`, ruleAfter: 6 });
    rows.push({ left: 'Amount Per Serving', bold: true, size: Math.round(fs * 0.9) });
    rows.push({
      left: `Calories ${v.calories}`,
      right: `Calories from Fat ${Math.round(v.fat * 9)}`,
      bold: true,
      ruleAfter: 3,
    });
  } else {
    rows.push({ left: `${d.servingsPerContainer} servings per container` });
    rows.push({ left: 'Serving size', right: d.servingText, bold: true, ruleAfter: 6 });
    if (d.layout === 'dual') {
      rows.push({ left: '', middle: 'Per serving', right: 'Per container', bold: true, ruleAfter: 1 });
      const c = d.containerValues ?? v;
      rows.push({
        left: 'Calories',
        middle: String(v.calories),
        right: String(c.calories),
        bold: true,
        size: Math.round(fs * 1.6),
        ruleAfter: 3,
      });
    } else {
      rows.push({ left: 'Amount per serving', bold: true, size: Math.round(fs * 0.9) });
      rows.push({
        left: 'Calories',
        right: String(v.calories),
        bold: true,
        size: Math.round(fs * 1.6),
        ruleAfter: 3,
      });
    }
  }
  rows.push({ left: '', right: '% Daily Value*', bold: true, size: Math.round(fs * 0.9), ruleAfter: 1 });

  const c = d.containerValues ?? v;
  const line = (label: string, amount: (x: LabelValues) => string, dv?: (x: LabelValues) => string) => {
    if (d.layout === 'dual') {
      return {
        left: label,
        middle: `${amount(v)}${dv ? ` ${dv(v)}` : ''}`,
        right: `${amount(c)}${dv ? ` ${dv(c)}` : ''}`,
      };
    }
    return { left: `${label} ${amount(v)}`, right: dv ? dv(v) : undefined };
  };
  const sugarsLabel = d.layout === 'classic' ? 'Sugars' : 'Total Sugars';
  rows.push({
    ...line(
      'Total Fat',
      (x) => `${num(x.fat)}g`,
      (x) => pct(x.fat, DAILY_VALUE.fat),
    ),
    bold: true,
    ruleAfter: 1,
  });
  rows.push({
    ...line(
      'Saturated Fat',
      (x) => `${num(x.saturatedFat)}g`,
      (x) => pct(x.saturatedFat, DAILY_VALUE.saturatedFat),
    ),
    indent: 1,
    ruleAfter: 1,
  });
  rows.push({ ...line('Trans Fat', () => '0g'), indent: 1, ruleAfter: 1 });
  rows.push({
    ...line(
      'Cholesterol',
      (x) => `${x.cholesterol}mg`,
      (x) => pct(x.cholesterol, DAILY_VALUE.cholesterol),
    ),
    bold: true,
    ruleAfter: 1,
  });
  rows.push({
    ...line(
      'Sodium',
      (x) => `${x.sodium}mg`,
      (x) => pct(x.sodium, DAILY_VALUE.sodium),
    ),
    bold: true,
    ruleAfter: 1,
  });
  rows.push({
    ...line(
      'Total Carbohydrate',
      (x) => `${num(x.carbs)}g`,
      (x) => pct(x.carbs, DAILY_VALUE.carbs),
    ),
    bold: true,
    ruleAfter: 1,
  });
  rows.push({
    ...line(
      'Dietary Fiber',
      (x) => `${num(x.fiber)}g`,
      (x) => pct(x.fiber, DAILY_VALUE.fiber),
    ),
    indent: 1,
    ruleAfter: 1,
  });
  rows.push({ ...line(sugarsLabel, (x) => `${num(x.sugars)}g`), indent: 1, ruleAfter: 1 });
  rows.push({ ...line('Protein', (x) => `${num(x.protein)}g`), bold: true, ruleAfter: 8 });
  rows.push({ left: 'Vitamin D 2mcg 10%  •  Calcium 260mg 20%', size: Math.round(fs * 0.85), ruleAfter: 1 });
  rows.push({ left: 'Iron 8mg 45%  •  Potassium 240mg 6%', size: Math.round(fs * 0.85), ruleAfter: 3 });
  rows.push({ left: '* The % Daily Value tells you how much a nutrient in', size: Math.round(fs * 0.7) });
  rows.push({ left: 'a serving of food contributes to a daily diet.', size: Math.round(fs * 0.7) });

  const pad = Math.round(fs * 0.6);
  const inner = d.width - pad * 2;
  const parts: string[] = [];
  let y = pad;
  for (const row of rows) {
    const size = row.size ?? fs;
    const lineHeight = Math.round(size * 1.35);
    y += lineHeight;
    const baseline = y - Math.round(size * 0.3);
    const x = pad + (row.indent ?? 0) * Math.round(fs * 1.2);
    const weight = row.bold ? 'bold' : 'normal';
    const text = (content: string, tx: number, anchor: 'start' | 'end' | 'middle', w = weight) =>
      `<text x="${tx}" y="${baseline}" font-size="${size}" font-weight="${w}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
    if (row.left) parts.push(text(row.left, x, 'start'));
    if (row.middle) parts.push(text(row.middle, pad + Math.round(inner * 0.62), 'end', 'normal'));
    if (row.right) parts.push(text(row.right, pad + inner, 'end', d.layout === 'dual' ? 'normal' : weight));
    if (row.ruleAfter) {
      // Printed labels leave a little space between descenders and the rules.
      const h = row.ruleAfter;
      const gap = Math.max(1, Math.round(size * 0.12));
      parts.push(`<rect x="${pad}" y="${y + gap}" width="${inner}" height="${h}" fill="#000"/>`);
      y += h + gap + 1;
    }
  }
  const height = y + pad;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${height}" viewBox="0 0 ${d.width} ${height}">
<rect width="100%" height="100%" fill="#fff"/>
<rect x="2" y="2" width="${d.width - 4}" height="${height - 4}" fill="none" stroke="#000" stroke-width="2"/>
<g font-family="${escapeXml(d.fontFamily)}" fill="#000">
${parts.join('\n')}
</g>
</svg>`;
  return { svg, width: d.width, height };
}
