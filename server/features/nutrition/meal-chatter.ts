const MEAL_WORDS = '(?:breakfast|brunch|lunch|dinner|supper|tea|a snack|snack|dessert)';
/** After "with", only meals that are not also foods ("scones with tea" keeps its tea). */
const MEALTIMES = '(?:breakfast|brunch|lunch|dinner|supper)';
const WHEN_WORDS = `(?:for ${MEAL_WORDS}|as ${MEAL_WORDS}|at ${MEAL_WORDS}|with ${MEALTIMES}|this (?:morning|afternoon|evening)|today|tonight|earlier|just now|last night)`;

/**
 * How people say a meal aloud ("For breakfast I had two eggs and then a slice of toast this
 * morning.") → the list the food parser reads ("two eggs and a slice of toast"). Only filler
 * around the foods is removed; the foods and amounts are left as said.
 */
export function stripMealChatter(text: string): string {
  let out = ` ${text.replace(/[.!?]+(\s|$)/g, ', ').replace(/\s+/g, ' ')} `;
  out = out.replace(new RegExp(`\\b${WHEN_WORDS}\\b`, 'gi'), ' ');
  out = out.replace(
    /\b(?:(?:and )?(?:then )?(?:i|we) (?:just |also |then )?(?:had|ate|have had|'ve had|ve had|drank|eaten|was eating|grabbed)|(?:i|we)'?ve (?:just |also )?(?:had|eaten)|(?:so )?i'?m (?:having|eating)|my (?:meal|breakfast|lunch|dinner) was|it was)\b/gi,
    ', ',
  );
  out = out.replace(/\band then\b/gi, ' and ').replace(/\bthen\b/gi, ' ');
  out = out.replace(/\b(?:um+|uh+|like|basically|actually)\b,?/gi, ' ');
  return out
    .replace(/\s*,\s*(?:,\s*)+/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+,/g, ',');
}
