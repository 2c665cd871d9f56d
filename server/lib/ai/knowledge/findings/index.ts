import { BELLY_FINDINGS } from './belly';
import { CHEST } from './chest';
import { CONTEXT } from './context';
import { GENERAL } from './general';
import { HEAD } from './head';
import { PRIMARY_BODY } from './primary-body';
import { PRIMARY_SKIN_HEAD } from './primary-skin-head';
import { SKIN_MSK } from './skin';
import type { TFindingDef } from './types';

/** The findings vocabulary: every symptom, sign and context the scorer can read (docs/assistant-knowledge.md). */
export const FINDINGS = {
  ...GENERAL,
  ...HEAD,
  ...CHEST,
  ...BELLY_FINDINGS,
  ...SKIN_MSK,
  ...PRIMARY_SKIN_HEAD,
  ...CONTEXT,
  ...PRIMARY_BODY,
} as const;
export type TFindingId = keyof typeof FINDINGS;
export const FINDING_IDS = Object.keys(FINDINGS) as TFindingId[];
export const findingDef = (id: TFindingId): TFindingDef => FINDINGS[id];
export type { TFindingDef, TFindingKind } from './types';
