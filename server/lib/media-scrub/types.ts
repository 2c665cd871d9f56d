/** What a scrubber answers: the cleaned bytes, or why the file cannot be cleaned (docs/data-protection.md#photos-and-recordings-sent-to-an-ai-service). */
export type TScrubbed = { ok: true; bytes: Buffer; mime: string } | { ok: false; reason: string };

export const refused = (reason: string): TScrubbed => ({ ok: false, reason });

/** Thrown by the format walkers on a structure they cannot follow; turned into a refusal. */
export class MalformedMedia extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedMedia';
  }
}

export function malformed(condition: boolean, message: string): asserts condition {
  if (!condition) throw new MalformedMedia(message);
}
