/**
 * Values that many answers share (a presented row kept by a cache) are frozen, all the way down,
 * and marked here, so that code writing them out may remember what it wrote for each one: the
 * response serializer (server/plugins/serializer.ts) writes the JSON text of a marked list item once.
 */
const shared = new WeakSet<object>();

function freezeDeep(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/** Freezes `value` deeply and marks it as shared; returns it. */
export function shareImmutable<T extends object>(value: T): T {
  freezeDeep(value);
  shared.add(value);
  return value;
}

export function isSharedImmutable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && shared.has(value);
}
