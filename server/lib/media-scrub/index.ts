import { scrubMp3 } from './mp3';
import { scrubMp4 } from './mp4';
import { scrubOgg } from './ogg';
import { MalformedMedia, refused, type TScrubbed } from './types';
import { scrubWav } from './wav';
import { scrubWebm } from './webm';

/**
 * Removing what a photo or a recording says about the person besides its content, before it is
 * sent to a remote AI service (docs/data-protection.md#photos-and-recordings-sent-to-an-ai-service).
 * Photos are re-encoded (image.ts); recordings are cleaned in their own container, in pure
 * TypeScript (no ffmpeg), for the formats browsers record and people upload. The format comes from
 * the bytes, never from the declared type; a format that cannot be cleaned is refused.
 */

export { REMOTE_IMAGE_MAX_SIDE, scrubImage } from './image';
export type { TScrubbed } from './types';

type TAudioFormat = { name: string; mime: string; scrub: (bytes: Uint8Array) => Buffer };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The container of a recording, by its first bytes. */
export function audioFormatOf(bytes: Uint8Array): TAudioFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { name: 'WebM', mime: 'audio/webm', scrub: scrubWebm };
  if (ascii(bytes, 0, 4) === 'OggS') return { name: 'Ogg', mime: 'audio/ogg', scrub: scrubOgg };
  if (ascii(bytes, 4, 8) === 'ftyp') return { name: 'MP4', mime: 'audio/mp4', scrub: scrubMp4 };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { name: 'WAV', mime: 'audio/wav', scrub: scrubWav };
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] as number) & 0xe0) === 0xe0))
    return { name: 'MP3', mime: 'audio/mpeg', scrub: scrubMp3 };
  return null;
}

/** The recording without its container's metadata, or why it cannot be cleaned. */
export function scrubAudio(bytes: Uint8Array): TScrubbed {
  const format = audioFormatOf(bytes);
  if (!format) return refused('not a recording format that can be cleaned (WebM, MP4, Ogg, MP3 or WAV)');
  try {
    return { ok: true, bytes: format.scrub(bytes), mime: format.mime };
  } catch (error) {
    // A read past the end of a cut-short file is a malformed file too.
    if (error instanceof MalformedMedia || error instanceof RangeError)
      return refused(`${format.name}: ${error.message}`);
    throw error;
  }
}
