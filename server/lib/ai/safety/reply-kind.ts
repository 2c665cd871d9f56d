import {
  CRISIS_KINDS,
  type TCrisisKind,
  type TRedFlagCategory,
  type TSafetyReplyKind,
} from '../../../../contract/assistant';

const isCrisisKind = (c: TRedFlagCategory): c is TCrisisKind =>
  (CRISIS_KINDS as readonly string[]).includes(c);

/** Which fixed reply fits the urgent categories found (docs/assistant-safety.md#which-reply). */
export function replyKindFor(urgent: readonly TRedFlagCategory[]): TSafetyReplyKind {
  const crisis = new Set(urgent.filter(isCrisisKind));
  const physical = urgent.filter((c) => !isCrisisKind(c));
  const wantsToDie = crisis.has('suicidal_thoughts') || crisis.has('self_harm');
  // An overdose with a wish to die or to hurt oneself was taken on purpose.
  if (crisis.has('intentional_overdose') || (wantsToDie && physical.includes('overdose'))) {
    return 'intentional_overdose';
  }
  if (crisis.has('harm_to_others')) return 'harm_to_others';
  if (crisis.has('domestic_violence')) return 'domestic_violence';
  if (wantsToDie) return physical.length > 0 ? 'combined' : 'crisis';
  if (crisis.has('intrusive_thoughts_baby'))
    return physical.length > 0 ? 'combined' : 'intrusive_thoughts_baby';
  return 'emergency';
}
