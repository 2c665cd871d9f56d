import { malformed } from './types';

/**
 * MP3: the tags sit around the audio frames, never inside them. Dropped: ID3v2 tags at the start
 * (and an appended ID3v2 with its footer), an APEv2 tag and an ID3v1 / ID3v1 "TAG+" block at the
 * end. What is left must begin with an MPEG audio frame.
 */

const syncsafe = (buf: Buffer, at: number) =>
  ((buf[at] as number) << 21) |
  ((buf[at + 1] as number) << 14) |
  ((buf[at + 2] as number) << 7) |
  (buf[at + 3] as number);

const startsWith = (buf: Buffer, at: number, text: string) =>
  at >= 0 && at + text.length <= buf.length && buf.toString('latin1', at, at + text.length) === text;

export function scrubMp3(input: Uint8Array): Buffer {
  const buf = Buffer.from(input);
  let start = 0;
  while (startsWith(buf, start, 'ID3')) {
    malformed(start + 10 <= buf.length, 'ID3v2 header cut short');
    const footer = ((buf[start + 5] as number) & 0x10) !== 0 ? 10 : 0;
    start += 10 + syncsafe(buf, start + 6) + footer;
  }
  let end = buf.length;
  for (let changed = true; changed; ) {
    changed = false;
    if (startsWith(buf, end - 128, 'TAG')) {
      end -= 128;
      changed = true;
      if (startsWith(buf, end - 227, 'TAG+')) end -= 227;
    }
    if (startsWith(buf, end - 32, 'APETAGEX')) {
      const size = buf.readUInt32LE(end - 32 + 12);
      const hasHeader = (buf.readUInt32LE(end - 32 + 20) & 0x80000000) !== 0;
      end -= size + (hasHeader ? 32 : 0);
      changed = true;
    }
    if (startsWith(buf, end - 10, '3DI')) {
      end -= 20 + syncsafe(buf, end - 4);
      changed = true;
    }
  }
  malformed(start + 4 <= end, 'no audio left after the tags');
  malformed(
    buf[start] === 0xff && ((buf[start + 1] as number) & 0xe0) === 0xe0,
    'no MPEG frame after the tags',
  );
  return Buffer.from(buf.subarray(start, end));
}
