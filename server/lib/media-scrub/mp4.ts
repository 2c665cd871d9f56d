import { malformed } from './types';

/**
 * MP4 / M4A (what Safari's MediaRecorder writes, plain or fragmented): a tree of boxes. Metadata
 * boxes are renamed `free` and their payload zeroed, keeping their size so that every offset
 * (stco/co64 chunk offsets, fragment offsets) stays valid:
 * - `udta` (user data: title, artist, location ©xyz, encoder), `meta` (iTunes-style tags, XMP),
 *   `uuid` (vendor boxes, e.g. XMP) and `ID32` (ID3 in MP4), wherever they are;
 * - the creation and modification times in `mvhd`, `tkhd` and `mdhd` are set to zero.
 */

const METADATA = new Set(['udta', 'meta', 'uuid', 'ID32']);
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'stbl', 'edts', 'mvex', 'moof', 'traf']);
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

export type TMp4Box = { type: string; start: number; data: number; end: number };

/** The box at `pos` inside a parent ending at `end`. */
export function readBox(buf: Buffer, pos: number, end: number): TMp4Box {
  malformed(pos + 8 <= end, 'box header past its parent');
  let size = buf.readUInt32BE(pos);
  const type = buf.toString('latin1', pos + 4, pos + 8);
  let header = 8;
  if (size === 1) {
    malformed(pos + 16 <= end, 'large box header past its parent');
    size = Number(buf.readBigUInt64BE(pos + 8));
    header = 16;
  } else if (size === 0) {
    size = end - pos;
  }
  malformed(size >= header && pos + size <= end, `box ${JSON.stringify(type)} runs past its parent`);
  return { type, start: pos, data: pos + header, end: pos + size };
}

function walk(buf: Buffer, start: number, end: number): void {
  let pos = start;
  while (pos < end) {
    const box = readBox(buf, pos, end);
    if (METADATA.has(box.type)) {
      buf.write('free', box.start + 4, 'latin1');
      buf.fill(0, box.data, box.end);
    } else if (CONTAINERS.has(box.type)) {
      walk(buf, box.data, box.end);
    } else if (TIMED.has(box.type)) {
      // A full box: version (1 byte), flags (3), then creation and modification time.
      const version = buf[box.data];
      const width = version === 1 ? 16 : 8;
      malformed(box.data + 4 + width <= box.end, `${box.type} too short`);
      buf.fill(0, box.data + 4, box.data + 4 + width);
    }
    pos = box.end;
  }
}

/** The file with its metadata boxes blanked (same length), or a MalformedMedia error. */
export function scrubMp4(input: Uint8Array): Buffer {
  const buf = Buffer.from(input);
  const first = readBox(buf, 0, buf.length);
  malformed(first.type === 'ftyp', 'no ftyp box');
  walk(buf, 0, buf.length);
  return buf;
}
