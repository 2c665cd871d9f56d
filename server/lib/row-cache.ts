/**
 * Remembers what a stored row was turned into (decrypted, parsed, shaped for the contract), keyed by
 * the row's id and reused only while the row read again is the same in every stored field, and was
 * read in the same context (e.g. for the same user).
 *
 * Why: a list read presents the same rows again and again (every visit of /symptoms), and even with
 * decrypted text cached (decrypt-cache.ts) each row cost two hash lookups on its long encrypted
 * values, a JSON.parse and a new object; comparing the stored values with `===` is cheaper.
 *
 * Safety: a row that changed in any stored field is presented afresh, so an entry never outlives
 * the data it came from; presented values are frozen because every caller shares them. Bounded:
 * two generations of at most `maxEntries / 2`.
 */
export type RowCache<Row, Context, Out> = { get(id: string, row: Row, context: Context): Out };

export function createRowCache<Row, Context, Out>(options: {
  present(row: Row, context: Context): Out;
  isSame(cached: Row, row: Row): boolean;
  maxEntries?: number;
}): RowCache<Row, Context, Out> {
  const generationSize = Math.max(1, Math.floor((options.maxEntries ?? 10_000) / 2));
  type Entry = { row: Row; context: Context; out: Out };
  let current = new Map<string, Entry>();
  let previous = new Map<string, Entry>();
  const matches = (entry: Entry | undefined, row: Row, context: Context): entry is Entry =>
    entry !== undefined && entry.context === context && options.isSame(entry.row, row);

  return {
    get(id, row, context) {
      const hit = current.get(id);
      if (matches(hit, row, context)) return hit.out;
      const old = previous.get(id);
      const entry = matches(old, row, context) ? old : { row, context, out: options.present(row, context) };
      if (current.size >= generationSize) {
        previous = current;
        current = new Map();
      }
      current.set(id, entry);
      return entry.out;
    },
  };
}
