import { malformed } from './types';

/**
 * Ogg Opus and Ogg Vorbis (Firefox's MediaRecorder may write Ogg Opus): one logical stream of
 * pages. The comment header packet (OpusTags / Vorbis comment: title, artist, encoder, any tag) is
 * rewritten with an empty vendor string and no comments; the header pages are laid out again, the
 * following pages renumbered, and every page's CRC recomputed. A multiplexed or chained file, or
 * another codec, is refused.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected, initial value 0, no final xor). */
export function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] as number)) >>> 0;
  return crc;
}

export type TOggPage = {
  headerType: number;
  granule: Buffer;
  serial: number;
  sequence: number;
  lacing: number[];
  body: Buffer;
};

const CONTINUED = 0x01;
const FIRST = 0x02;

export function readOggPages(buf: Buffer): TOggPage[] {
  const pages: TOggPage[] = [];
  let pos = 0;
  while (pos < buf.length) {
    malformed(pos + 27 <= buf.length && buf.toString('latin1', pos, pos + 4) === 'OggS', 'no Ogg page');
    malformed(buf[pos + 4] === 0, 'unknown Ogg version');
    const segments = buf[pos + 26] as number;
    malformed(pos + 27 + segments <= buf.length, 'segment table past the end');
    const lacing = [...buf.subarray(pos + 27, pos + 27 + segments)];
    const bodyStart = pos + 27 + segments;
    const bodyEnd = bodyStart + lacing.reduce((a, b) => a + b, 0);
    malformed(bodyEnd <= buf.length, 'page body past the end');
    const page: TOggPage = {
      headerType: buf[pos + 5] as number,
      granule: Buffer.from(buf.subarray(pos + 6, pos + 14)),
      serial: buf.readUInt32LE(pos + 14),
      sequence: buf.readUInt32LE(pos + 18),
      lacing,
      body: buf.subarray(bodyStart, bodyEnd),
    };
    const check = Buffer.from(buf.subarray(pos, bodyEnd));
    check.writeUInt32LE(0, 22);
    malformed(oggCrc(check) === buf.readUInt32LE(pos + 22), 'Ogg page checksum does not match');
    pages.push(page);
    pos = bodyEnd;
  }
  return pages;
}

export function writeOggPage(page: TOggPage): Buffer {
  const out = Buffer.alloc(27 + page.lacing.length + page.body.length);
  out.write('OggS', 0, 'latin1');
  out[4] = 0;
  out[5] = page.headerType;
  page.granule.copy(out, 6);
  out.writeUInt32LE(page.serial, 14);
  out.writeUInt32LE(page.sequence, 18);
  out[26] = page.lacing.length;
  Buffer.from(page.lacing).copy(out, 27);
  page.body.copy(out, 27 + page.lacing.length);
  out.writeUInt32LE(oggCrc(out), 22);
  return out;
}

/** Lays whole packets out on pages (granule 0, as header pages have), numbered from `sequence`. */
function pagesFor(packets: Buffer[], serial: number, sequence: number): TOggPage[] {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let n = packet.length; ; n -= 255) {
      lacing.push(Math.min(n, 255));
      if (n < 255) break;
    }
  }
  const data = Buffer.concat(packets);
  const pages: TOggPage[] = [];
  let offset = 0;
  let continued = false;
  for (let i = 0; i < lacing.length; i += 255) {
    const slice = lacing.slice(i, i + 255);
    const length = slice.reduce((a, b) => a + b, 0);
    pages.push({
      headerType: continued ? CONTINUED : 0,
      granule: Buffer.alloc(8),
      serial,
      sequence: sequence + pages.length,
      lacing: slice,
      body: data.subarray(offset, offset + length),
    });
    offset += length;
    continued = slice[slice.length - 1] === 255;
  }
  return pages;
}

const OPUS_TAGS = Buffer.concat([Buffer.from('OpusTags', 'latin1'), Buffer.alloc(8)]);
const VORBIS_COMMENT = Buffer.concat([
  Buffer.from('\x03vorbis', 'latin1'),
  Buffer.alloc(8),
  Buffer.from([1]),
]);

/** The stream with an empty comment header, or a MalformedMedia error. */
export function scrubOgg(input: Uint8Array): Buffer {
  const buf = Buffer.from(input);
  const pages = readOggPages(buf);
  const first = pages[0];
  malformed(first !== undefined && (first.headerType & FIRST) !== 0, 'no first page');
  const serial = first.serial;
  malformed(
    pages.every((p, i) => p.serial === serial && ((p.headerType & FIRST) !== 0) === (i === 0)),
    'more than one logical stream',
  );
  const id = first.body.toString('latin1', 0, 8);
  const opus = id === 'OpusHead';
  malformed(opus || id.startsWith('\x01vorbis'), 'not Opus or Vorbis');
  // The identification header is alone on the first page; Opus has one more header, Vorbis two.
  malformed(first.lacing.length === 1 && (first.lacing[0] as number) < 255, 'first page is not one packet');
  const headers = opus ? 1 : 2;
  const packets: Buffer[] = [];
  let current: Buffer[] = [];
  let index = 1;
  for (; index < pages.length && packets.length < headers; index++) {
    const page = pages[index] as TOggPage;
    let offset = 0;
    for (const [k, value] of page.lacing.entries()) {
      malformed(packets.length < headers, 'audio starts on a header page');
      current.push(page.body.subarray(offset, offset + value));
      offset += value;
      if (value < 255) {
        packets.push(Buffer.concat(current));
        current = [];
        malformed(packets.length < headers || k === page.lacing.length - 1, 'audio shares a header page');
      }
    }
  }
  malformed(packets.length === headers, 'header packets missing');
  const comment = packets[0] as Buffer;
  malformed(
    opus
      ? comment.toString('latin1', 0, 8) === 'OpusTags'
      : comment.toString('latin1', 0, 7) === '\x03vorbis',
    'no comment header',
  );
  const rewritten = pagesFor([opus ? OPUS_TAGS : VORBIS_COMMENT, ...packets.slice(1)], serial, 1);
  const rest = pages.slice(index);
  malformed(((rest[0]?.headerType ?? 0) & CONTINUED) === 0, 'audio continues a header page');
  const shift = 1 + rewritten.length - (rest[0]?.sequence ?? 0);
  const renumbered = rest.map((p) => ({ ...p, sequence: (p.sequence + shift) >>> 0 }));
  const out = [first, ...rewritten, ...renumbered];
  return Buffer.concat(out.map(writeOggPage));
}
