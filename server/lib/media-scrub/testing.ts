import { writeOggPage } from './ogg';

/**
 * Small synthetic recordings carrying metadata, for the tests (media-scrub.test.ts, the nutrition
 * routes): each holds SECRET_TITLE and SECRET_PLACE in its tags and a recognisable audio payload.
 */

export const SECRET_TITLE = 'Secret Title';
export const SECRET_PLACE = 'GPS 52.1 4.3';
/** Stands in for encoded audio: the cleaned file must keep it byte for byte. */
export const AUDIO_PAYLOAD = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7 + 3) % 256));

const hex = (id: number) =>
  Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
const vint8 = (n: number) => {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  let rest = n;
  for (let i = 7; i >= 1; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
};
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
/** An EBML element; small ones get a 1-byte size, others an 8-byte one. */
export const ebml = (id: number, ...children: (Buffer | string)[]) => {
  const data = Buffer.concat(children.map((c) => (typeof c === 'string' ? Buffer.from(c, 'utf8') : c)));
  const size = data.length < 127 ? Buffer.from([0x80 | data.length]) : vint8(data.length);
  return Buffer.concat([hex(id), size, data]);
};
const ebmlUnknown = (id: number, ...children: Buffer[]) =>
  Buffer.concat([hex(id), UNKNOWN_SIZE, ...children]);

/** A WebM as MediaRecorder streams it: Segment and Cluster of unknown size, with Title, apps, a track name and Tags. */
export function webmWithTags(): Buffer {
  return Buffer.concat([
    ebml(0x1a45dfa3, ebml(0x4286, Buffer.from([1])), ebml(0x4282, 'webm'), ebml(0x4287, Buffer.from([4]))),
    ebmlUnknown(
      0x18538067,
      ebml(
        0x1549a966,
        ebml(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])),
        ebml(0x7ba9, SECRET_TITLE),
        ebml(0x4d80, `Muxer ${SECRET_TITLE}`),
        ebml(0x5741, `Writer ${SECRET_TITLE} ${'x'.repeat(200)}`),
      ),
      ebml(
        0x1654ae6b,
        ebml(0xae, ebml(0xd7, Buffer.from([1])), ebml(0x536e, SECRET_PLACE), ebml(0x86, 'A_OPUS')),
      ),
      ebml(0x1254c367, ebml(0x7373, ebml(0x67c8, ebml(0x45a3, 'LOCATION'), ebml(0x4487, SECRET_PLACE)))),
      ebmlUnknown(0x1f43b675, ebml(0xe7, Buffer.from([0])), ebml(0xa3, AUDIO_PAYLOAD)),
    ),
  ]);
}

const box = (type: string, ...children: Buffer[]) => {
  const data = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + data.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, data]);
};
/** A full box with version 0 and creation / modification times set. */
const timedBox = (type: string, rest: number) => {
  const data = Buffer.alloc(4 + 8 + rest);
  data.writeUInt32BE(0xdeadbeef, 4);
  data.writeUInt32BE(0xcafebabe, 8);
  return box(type, data);
};

/** An M4A with iTunes-style tags in moov/udta/meta and a track-level udta. */
export function m4aWithTags(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A \0\0\0\0isomM4A ', 'latin1')),
    box(
      'moov',
      timedBox('mvhd', 88),
      box(
        'trak',
        timedBox('tkhd', 72),
        box('mdia', timedBox('mdhd', 8)),
        box('udta', box('name', Buffer.from(SECRET_TITLE))),
      ),
      box(
        'udta',
        box(
          'meta',
          Buffer.alloc(4),
          box(
            'ilst',
            box('\u00a9nam', Buffer.from(SECRET_TITLE)),
            box('\u00a9xyz', Buffer.from(SECRET_PLACE)),
          ),
        ),
      ),
    ),
    box('mdat', AUDIO_PAYLOAD),
  ]);
}

const le32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32LE(n, 0);
  return out;
};
const commentBlock = (magic: string, comments: string[], framing: boolean) =>
  Buffer.concat([
    Buffer.from(magic, 'latin1'),
    le32(7),
    Buffer.from('libopus'),
    le32(comments.length),
    ...comments.flatMap((c) => [le32(Buffer.byteLength(c)), Buffer.from(c)]),
    framing ? Buffer.from([1]) : Buffer.alloc(0),
  ]);

/** Pages for packets, laid out the way encoders do; `granule` per page. */
function oggPages(packets: Buffer[][], serial: number) {
  const pages: Buffer[] = [];
  for (const [i, onPage] of packets.entries()) {
    // One page per group; a packet longer than 255 segments goes on as continued pages.
    const lacing: number[] = [];
    for (const p of onPage)
      for (let n = p.length; ; n -= 255) {
        lacing.push(Math.min(n, 255));
        if (n < 255) break;
      }
    const data = Buffer.concat(onPage);
    let offset = 0;
    for (let s = 0; s < lacing.length; s += 255) {
      const slice = lacing.slice(s, s + 255);
      const length = slice.reduce((a, b) => a + b, 0);
      const granule = Buffer.alloc(8);
      if (i >= 2) granule.writeUInt32LE(960 * i, 0);
      pages.push(
        writeOggPage({
          headerType: (i === 0 ? 0x02 : 0) | (s > 0 ? 0x01 : 0) | (i === packets.length - 1 ? 0x04 : 0),
          granule,
          serial,
          sequence: pages.length,
          lacing: slice,
          body: data.subarray(offset, offset + length),
        }),
      );
      offset += length;
    }
  }
  return Buffer.concat(pages);
}

/** Ogg Opus whose OpusTags carries the tags; `padding` makes the comment header span several pages. */
export function oggOpusWithTags(padding = 0): Buffer {
  const head = Buffer.concat([
    Buffer.from('OpusHead'),
    Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
  ]);
  const tags = commentBlock(
    'OpusTags',
    [`TITLE=${SECRET_TITLE}`, `LOCATION=${SECRET_PLACE}`, `PAD=${'p'.repeat(padding)}`],
    false,
  );
  return oggPages([[head], [tags], [AUDIO_PAYLOAD.subarray(0, 120)], [AUDIO_PAYLOAD.subarray(120)]], 0x1234);
}

/** Ogg Vorbis: the comment and setup headers share a page, as libvorbis writes them. */
export function oggVorbisWithTags(): Buffer {
  const id = Buffer.concat([Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(23, 1)]);
  const comment = commentBlock('\x03vorbis', [`TITLE=${SECRET_TITLE}`, `LOCATION=${SECRET_PLACE}`], true);
  const setup = Buffer.concat([Buffer.from('\x05vorbis', 'latin1'), Buffer.alloc(600, 5)]);
  return oggPages([[id], [comment, setup], [AUDIO_PAYLOAD]], 0x5678);
}

const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
/** An MPEG audio frame header (MPEG-1 layer III, 128 kbit/s, 44.1 kHz) with the payload. */
export const MP3_FRAMES = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), AUDIO_PAYLOAD]);

/** An MP3 with an ID3v2 tag before the frames, and APEv2 and ID3v1 tags after them. */
export function mp3WithTags(): Buffer {
  const frame = (id: string, text: string) => {
    const body = Buffer.concat([Buffer.from([3]), Buffer.from(text)]);
    return Buffer.concat([Buffer.from(id), syncsafe(body.length), Buffer.alloc(2), body]);
  };
  const frames = Buffer.concat([frame('TIT2', SECRET_TITLE), frame('TXXX', SECRET_PLACE)]);
  const id3v2 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), syncsafe(frames.length), frames]);
  const item = Buffer.concat([
    le32(SECRET_PLACE.length),
    le32(0),
    Buffer.from('Location\0'),
    Buffer.from(SECRET_PLACE),
  ]);
  const apeFooter = (header: boolean) =>
    Buffer.concat([
      Buffer.from('APETAGEX'),
      le32(2000),
      le32(item.length + 32),
      le32(1),
      le32(header ? 0xa0000000 : 0x80000000),
      Buffer.alloc(8),
    ]);
  const ape = Buffer.concat([apeFooter(true), item, apeFooter(false)]);
  const id3v1 = Buffer.alloc(128);
  id3v1.write('TAG', 0, 'latin1');
  id3v1.write(SECRET_TITLE, 3, 'latin1');
  return Buffer.concat([id3v2, MP3_FRAMES, ape, id3v1]);
}

/** A WAV with a LIST/INFO chunk naming the recording. */
export function wavWithTags(): Buffer {
  const chunk = (id: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(id, 'latin1'),
      le32(data.length),
      data,
      data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0),
    ]);
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(16000, 4);
  fmt.writeUInt32LE(32000, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const info = Buffer.concat([
    Buffer.from('INFO'),
    chunk('INAM', Buffer.from(`${SECRET_TITLE}\0`)),
    chunk('ICMT', Buffer.from(SECRET_PLACE)),
  ]);
  const body = Buffer.concat([
    Buffer.from('WAVE'),
    chunk('fmt ', fmt),
    chunk('LIST', info),
    chunk('data', AUDIO_PAYLOAD),
  ]);
  return Buffer.concat([Buffer.from('RIFF'), le32(body.length), body]);
}
