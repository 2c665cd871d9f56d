import type { TFindingDef } from './types';

/** One finding of the catalogue: its label, patterns and options (types.ts says what each means). */
export function d(
  label: string,
  patterns: readonly string[],
  options: Omit<TFindingDef, 'label' | 'patterns'> = {},
): TFindingDef {
  return { label, patterns, ...options };
}
