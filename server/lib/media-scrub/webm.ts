import { malformed } from './types';

/**
 * WebM / Matroska (what Chrome's and Firefox's MediaRecorder write): an EBML tree. Metadata is
 * overwritten in place by EBML Void elements of exactly the same length, so every size, the
 * SeekHead's positions and the Cues' offsets stay valid:
 * - Tags, Attachments and Chapters, whole;
 * - in Info: Title, MuxingApp, WritingApp and DateUTC;
 * - in each Tracks entry: its Name;
 * - any Segment-level element this walker does not know.
 * A recorder writes the Segment and its Clusters with an "unknown" size while it streams; the walk
 * then reads the Clusters' children in line (their IDs never clash with the Segment's).
 */

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  Cluster: 0x1f43b675,
  Cues: 0x1c53bb6b,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
  Chapters: 0x1043a770,
  Void: 0xec,
  Crc32: 0xbf,
  Title: 0x7ba9,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  DateUTC: 0x4461,
  Name: 0x536e,
} as const;

/** Kept as they are: audio, timing and indexes. Cluster children appear here when a Cluster's size is unknown. */
const KEEP = new Set<number>([
  ID.SeekHead,
  ID.Cues,
  ID.Void,
  ID.Crc32,
  ID.Cluster,
  0xe7, // Cluster Timestamp
  0xa3, // SimpleBlock
  0xa0, // BlockGroup
  0xa7, // Position
  0xab, // PrevSize
  0x5854, // SilentTracks
]);
const INFO_DROP = new Set<number>([ID.Title, ID.MuxingApp, ID.WritingApp, ID.DateUTC, ID.Crc32]);
const TRACK_ENTRY_DROP = new Set<number>([ID.Name, ID.Crc32]);

export type TEbmlHeader = {
  id: number;
  /** Offset of the element's first byte. */
  start: number;
  /** Offset of its data. */
  data: number;
  /** Data length, or null for "unknown" (the element runs to the end of its parent). */
  size: number | null;
};

/** The element header at `pos` (ID with its marker bits kept, as the specification writes IDs). */
export function readEbmlHeader(buf: Buffer, pos: number): TEbmlHeader {
  malformed(pos < buf.length, 'EBML header past the end');
  const first = buf[pos] as number;
  const idLength = Math.clz32(first) - 23;
  malformed(idLength >= 1 && idLength <= 4 && pos + idLength <= buf.length, 'bad EBML ID');
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (buf[pos + i] as number);
  const sizeAt = pos + idLength;
  malformed(sizeAt < buf.length, 'EBML size past the end');
  const lead = buf[sizeAt] as number;
  const sizeLength = Math.clz32(lead) - 23;
  malformed(sizeLength >= 1 && sizeLength <= 8 && sizeAt + sizeLength <= buf.length, 'bad EBML size');
  let size = lead & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = buf[sizeAt + i] as number;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, start: pos, data: sizeAt + sizeLength, size: allOnes ? null : size };
}

/** Overwrites `length` bytes at `pos` with one Void element (ID, size, zeros) of that same length. */
export function writeVoid(buf: Buffer, pos: number, length: number): void {
  malformed(length >= 2, 'element too short to void');
  buf.fill(0, pos, pos + length);
  buf[pos] = ID.Void;
  if (length - 2 <= 126) {
    buf[pos + 1] = 0x80 | (length - 2);
    return;
  }
  // An 8-byte size: 0x01 then 7 bytes big-endian.
  let rest = length - 9;
  buf[pos + 1] = 0x01;
  for (let i = 8; i >= 2; i--) {
    buf[pos + i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
}

const endOf = (buf: Buffer, h: TEbmlHeader, parentEnd: number) => {
  malformed(h.size !== null, 'metadata element of unknown size');
  const end = h.data + h.size;
  malformed(end <= parentEnd && end <= buf.length, 'element runs past its parent');
  return end;
};

/** Voids the children of a master element whose IDs are in `drop`. */
function cleanChildren(buf: Buffer, start: number, end: number, drop: Set<number>, nested?: number) {
  let pos = start;
  while (pos < end) {
    const child = readEbmlHeader(buf, pos);
    const childEnd = endOf(buf, child, end);
    if (drop.has(child.id)) writeVoid(buf, pos, childEnd - pos);
    else if (child.id === nested) cleanChildren(buf, child.data, childEnd, TRACK_ENTRY_DROP);
    pos = childEnd;
  }
}

/** The recording with its metadata voided (same length), or a MalformedMedia error. */
export function scrubWebm(input: Uint8Array): Buffer {
  const buf = Buffer.from(input);
  const header = readEbmlHeader(buf, 0);
  malformed(header.id === ID.EBML, 'not EBML');
  const segmentAt = endOf(buf, header, buf.length);
  const segment = readEbmlHeader(buf, segmentAt);
  malformed(segment.id === ID.Segment, 'no Segment after the EBML header');
  const end = segment.size === null ? buf.length : Math.min(buf.length, segment.data + segment.size);
  malformed(end === buf.length, 'data after the Segment');
  let pos = segment.data;
  while (pos < end) {
    const h = readEbmlHeader(buf, pos);
    if (h.id === ID.Cluster && h.size === null) {
      pos = h.data; // walk its children in line
      continue;
    }
    if (KEEP.has(h.id)) {
      // Audio data may be cut short at the very end of a recording: keep what is there.
      malformed(h.size !== null, 'element of unknown size');
      pos = Math.min(h.data + h.size, end);
      continue;
    }
    const elementEnd = endOf(buf, h, end);
    if (h.id === ID.Info) cleanChildren(buf, h.data, elementEnd, INFO_DROP);
    else if (h.id === ID.Tracks) cleanChildren(buf, h.data, elementEnd, new Set([ID.Crc32]), ID.TrackEntry);
    else writeVoid(buf, pos, elementEnd - pos); // Tags, Attachments, Chapters and anything unknown
    pos = elementEnd;
  }
  return buf;
}
