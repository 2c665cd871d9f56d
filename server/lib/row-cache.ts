/**
 * Remembers what a stored row was turned into (decrypted, parsed, shaped for the contract), keyed by
 * the row's id and reused only while the row read again is the same in every stored field.
 *
 * Why: a list read presents the same rows again and again (every visit of /symptoms), and even with
 * decrypted text cached (decrypt-cache.ts) each row cost two hash lookups on its long encrypted
 * values, a JSON.parse and a new object; comparing the stored values with `===` is cheaper.
 *
 * Safety: a row that changed in any stored field is presented afresh, so an entry never outlives
 * the data it came from; presented values are frozen because every caller shares them. Bounded:
 * two generations of at most `maxEntries / 2`.
 */
export type RowCache<Row, Out> = { get(row: Row): Out };

export function createRowCache<Row extends { id: string }, Out>(options: {
  present(row: Row): Out;
  isSame(cached: Row, row: Row): boolean;
  maxEntries?: number;
}): RowCache<Row, Out> {
  const generationSize = Math.max(1, Math.floor((options.maxEntries ?? 10_000) / 2));
  type Entry = { row: Row; out: Out };
  let current = new Map<string, Entry>();
  let previous = new Map<string, Entry>();

  return {
    get(row) {
      const hit = current.get(row.id);
      if (hit && options.isSame(hit.row, row)) return hit.out;
      const old = previous.get(row.id);
      const entry = old && options.isSame(old.row, row) ? old : { row, out: options.present(row) };
      if (current.size >= generationSize) {
        previous = current;
        current = new Map();
      }
      current.set(row.id, entry);
      return entry.out;
    },
  };
}
