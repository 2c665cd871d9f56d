import type { TExtractedData } from '../../../../contract/assistant';
import { analyze } from '../analysis';
import { CONDITIONS_BY_ID } from '../knowledge';

const joinWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The local 'nurse' composer: acknowledges what was understood, asks the single next most useful
 * question and, when symptoms are known, adds one self-care tip from the top condition. Deterministic.
 * `tip`: the self-care tip when the caller has already analysed the conversation (the engine does);
 * omitted → analysed here.
 */
export function composeNurseReply(data: TExtractedData, now: Date, tip?: string | null): string {
  const symptoms = data.primarySymptoms ?? [];
  const parts: string[] = [];
  if (symptoms.length > 0) {
    const understood = [`${joinWords(symptoms.map((s) => s.toLowerCase()))}`];
    if (data.duration) understood.push(`for ${data.duration}`);
    if (data.severity !== undefined) understood.push(`at about ${data.severity} out of 10`);
    parts.push(`Thank you for telling me. I understand you have ${understood.join(' ')}.`);
    const worse = (data.worseningFactors ?? []).map((w) => w.replace(/^(with|by|from|when)\s+/i, ''));
    if (worse.length > 0) parts.push(`It gets worse with ${joinWords(worse)}.`);
  } else {
    parts.push('Thank you for sharing that.');
  }

  if (symptoms.length === 0) parts.push('What symptoms are bothering you most right now?');
  else if (!data.duration) parts.push('How long have you had this?');
  else if (data.severity === undefined) parts.push('On a scale of 0 to 10, how strong is it right now?');
  else if (!data.triggers?.length && !data.improvingFactors?.length && !data.worseningFactors?.length)
    parts.push('Does anything make it better or worse?');
  else if (!data.improvingFactors?.length) parts.push('Is there anything that makes it better?');
  else parts.push('Is there anything else you have noticed, such as other symptoms?');

  if (symptoms.length > 0) {
    let selfCare = tip;
    if (selfCare === undefined) {
      const result = analyze({ currentSymptoms: { ...data, primarySymptoms: symptoms } }, { now });
      const top = result.potentialConditions[0];
      selfCare = top ? CONDITIONS_BY_ID.get(top.conditionId)?.selfCare[0] : undefined;
    }
    if (selfCare) parts.push(`In the meantime, one thing that often helps: ${selfCare}`);
  }
  return parts.join(' ');
}
