/**
 * react-hook-form's `setValueAs` for an optional number field (`<input type="number">`): an empty
 * field is no value (undefined), so the contract's schema answers with its "required" or range
 * message; anything else becomes a number for the schema to check (a browser gives '' for text it
 * cannot read as a number).
 */
export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? undefined : Number(text);
}
