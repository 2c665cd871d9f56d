import { malformed } from './types';

/**
 * WAV (RIFF/WAVE): only the chunks needed to play the sound are kept — `fmt `, `fact` and `data`.
 * Everything else (LIST/INFO with title, artist, software and date; `bext`, `iXML`, `id3 `, XMP…)
 * is dropped and the RIFF size rewritten.
 */

const KEEP = new Set(['fmt ', 'fact', 'data']);

export function scrubWav(input: Uint8Array): Buffer {
  const buf = Buffer.from(input);
  malformed(
    buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WAVE',
    'not RIFF/WAVE',
  );
  const end = Math.min(buf.length, 8 + buf.readUInt32LE(4));
  const kept: Buffer[] = [];
  const seen = new Set<string>();
  let pos = 12;
  while (pos + 8 <= end) {
    const id = buf.toString('latin1', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const next = pos + 8 + size + (size % 2);
    malformed(id === 'data' || next <= end, `chunk ${JSON.stringify(id)} runs past the end`);
    if (KEEP.has(id)) {
      // A recorder that could not seek back may leave the data size too large: keep what is there.
      const chunkEnd = Math.min(next, end);
      const chunk = Buffer.from(buf.subarray(pos, chunkEnd));
      chunk.writeUInt32LE(chunkEnd - pos - 8 - (chunkEnd === next ? size % 2 : 0), 4);
      kept.push(chunk);
      seen.add(id);
    }
    pos = next;
  }
  malformed(seen.has('fmt ') && seen.has('data'), 'no fmt or data chunk');
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WAVE', 8, 'latin1');
  return Buffer.concat([header, body]);
}
