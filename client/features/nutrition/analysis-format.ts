/** Numbers of a nutrition analysis as the analyser shows them (docs/product/nutrition.md#screens). */

/** Calories and food weights: whole numbers. */
export const round = (n: number) => Math.round(n);

/** Macros in grams: one decimal. */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** '12.5 g', '1,024 g' */
export const formatGrams = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} g`;
