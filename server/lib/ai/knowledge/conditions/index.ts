import type { TCondition } from '../types';
import { BREATHING } from './breathing';
import { CHILDREN_TRAVEL } from './children-travel';
import { CHRONIC_CLINICAL } from './chronic';
import { CORE_CONDITIONS } from './core';
import { DIGESTION } from './digestion';
import { HEART } from './heart';
import { MEDICINES } from './medicines';
import { PRIMARY_BODY } from './primary-body';
import { PRIMARY_SKIN_HEAD } from './primary-skin-head';
import { SKIN_BONES_NERVES } from './skin-bones-nerves';
import { URINARY_WOMEN } from './urinary-women';

export { SPECIALTIES } from './core';

const core: TCondition[] = CORE_CONDITIONS.map((c) => {
  const overlay = CHRONIC_CLINICAL[c.id];
  if (!overlay) throw new Error(`conditions/chronic.ts has no entry for ${c.id}`);
  return { ...c, clinical: { causes: [], ...overlay } };
});

/** The local knowledge base (docs/assistant-knowledge.md): long-standing conditions, then body system by body system. */
export const CONDITIONS: readonly TCondition[] = [
  ...core,
  ...BREATHING,
  ...HEART,
  ...DIGESTION,
  ...URINARY_WOMEN,
  ...SKIN_BONES_NERVES,
  ...CHILDREN_TRAVEL,
  ...MEDICINES,
  ...PRIMARY_SKIN_HEAD,
  ...PRIMARY_BODY,
];
export const CONDITIONS_BY_ID: ReadonlyMap<string, TCondition> = new Map(CONDITIONS.map((c) => [c.id, c]));
