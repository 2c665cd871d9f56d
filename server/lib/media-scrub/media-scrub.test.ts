import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { audioFormatOf, REMOTE_IMAGE_MAX_SIDE, scrubAudio, scrubImage } from './index';
import { readBox } from './mp4';
import { readOggPages } from './ogg';
import {
  AUDIO_PAYLOAD,
  MP3_FRAMES,
  m4aWithTags,
  mp3WithTags,
  oggOpusWithTags,
  oggVorbisWithTags,
  SECRET_PLACE,
  SECRET_TITLE,
  wavWithTags,
  webmWithTags,
} from './testing';
import { readEbmlHeader } from './webm';

const contains = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text));
const cleaned = (bytes: Buffer) => {
  const result = scrubAudio(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
};

/** Every EBML element from `start` to `end` with its depth; sizes must nest exactly. */
function ebmlTree(
  buf: Buffer,
  start: number,
  end: number,
  depth = 0,
): { id: number; depth: number; data: Buffer }[] {
  const MASTERS = new Set([0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0x1f43b675, 0x1254c367, 0x7373, 0x67c8]);
  const out: { id: number; depth: number; data: Buffer }[] = [];
  let pos = start;
  while (pos < end) {
    const h = readEbmlHeader(buf, pos);
    const elementEnd = h.size === null ? end : h.data + h.size;
    expect(elementEnd).toBeLessThanOrEqual(end);
    out.push({ id: h.id, depth, data: buf.subarray(h.data, elementEnd) });
    if (MASTERS.has(h.id)) out.push(...ebmlTree(buf, h.data, elementEnd, depth + 1));
    pos = elementEnd;
  }
  return out;
}

describe('scrubAudio', () => {
  it('voids the Title, apps, track name and Tags of a WebM recording, keeping its length and audio', () => {
    const original = webmWithTags();
    expect(contains(original, SECRET_TITLE) && contains(original, SECRET_PLACE)).toBe(true);
    const { bytes, mime } = cleaned(original);
    expect(mime).toBe('audio/webm');
    expect(bytes.length).toBe(original.length);
    expect(contains(bytes, SECRET_TITLE)).toBe(false);
    expect(contains(bytes, SECRET_PLACE)).toBe(false);
    // Still parses: the Cluster's audio block is intact, nothing is left of Tags, Title or the apps.
    const elements = ebmlTree(bytes, 0, bytes.length);
    const ids = elements.map((e) => e.id);
    expect(ids).toContain(0x1654ae6b); // Tracks
    expect(ids).toContain(0x86); // CodecID kept
    for (const gone of [0x1254c367, 0x7ba9, 0x4d80, 0x5741, 0x536e]) expect(ids).not.toContain(gone);
    const blocks = elements.filter((e) => e.id === 0xa3);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.data.equals(AUDIO_PAYLOAD)).toBe(true);
  });

  it('renames the udta and meta boxes of an M4A to free and zeroes the recording times', () => {
    const original = m4aWithTags();
    const { bytes, mime } = cleaned(original);
    expect(mime).toBe('audio/mp4');
    expect(bytes.length).toBe(original.length);
    expect(contains(bytes, SECRET_TITLE)).toBe(false);
    expect(contains(bytes, SECRET_PLACE)).toBe(false);
    const types: string[] = [];
    const walk = (start: number, end: number) => {
      for (let pos = start; pos < end; ) {
        const b = readBox(bytes, pos, end);
        types.push(b.type);
        if (['moov', 'trak', 'mdia'].includes(b.type)) walk(b.data, b.end);
        if (['mvhd', 'tkhd', 'mdhd'].includes(b.type)) expect(bytes.readBigUInt64BE(b.data + 4)).toBe(0n);
        if (b.type === 'mdat') expect(bytes.subarray(b.data, b.end).equals(AUDIO_PAYLOAD)).toBe(true);
        pos = b.end;
      }
    };
    walk(0, bytes.length);
    expect(types).toEqual(['ftyp', 'moov', 'mvhd', 'trak', 'tkhd', 'mdia', 'mdhd', 'free', 'free', 'mdat']);
  });

  it.each([
    ['Ogg Opus', oggOpusWithTags(0)],
    ['Ogg Opus with a comment header over several pages', oggOpusWithTags(70_000)],
    ['Ogg Vorbis', oggVorbisWithTags()],
  ])('empties the comment header of %s and rewrites the pages with valid checksums', (_name, original) => {
    const { bytes, mime } = cleaned(original);
    expect(mime).toBe('audio/ogg');
    expect(contains(bytes, SECRET_TITLE)).toBe(false);
    expect(contains(bytes, SECRET_PLACE)).toBe(false);
    expect(contains(bytes, 'libopus')).toBe(false);
    const pages = readOggPages(bytes); // checks every CRC
    expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i));
    expect(Buffer.concat(pages.slice(-2).map((p) => p.body)).includes(AUDIO_PAYLOAD.subarray(120))).toBe(
      true,
    );
    const comment = pages[1]?.body.subarray(0, 16) as Buffer;
    expect(
      ['OpusTags\0\0\0\0\0\0\0\0', '\x03vorbis\0\0\0\0\0\0\0\0\x01'].includes(comment.toString('latin1')),
    ).toBe(true);
  });

  it('drops the ID3v2, APEv2 and ID3v1 tags of an MP3, keeping the frames', () => {
    const { bytes, mime } = cleaned(mp3WithTags());
    expect(mime).toBe('audio/mpeg');
    expect(bytes.equals(MP3_FRAMES)).toBe(true);
  });

  it('drops the LIST/INFO chunk of a WAV and rewrites the RIFF size', () => {
    const { bytes, mime } = cleaned(wavWithTags());
    expect(mime).toBe('audio/wav');
    expect(contains(bytes, SECRET_TITLE)).toBe(false);
    expect(contains(bytes, 'LIST')).toBe(false);
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.toString('latin1', 12, 16)).toBe('fmt ');
    expect(bytes.toString('latin1', 36, 40)).toBe('data');
    expect(bytes.subarray(44).equals(AUDIO_PAYLOAD)).toBe(true);
  });

  it('refuses what it cannot clean: an unknown format, a FLAC, a cut-short or damaged file', () => {
    const flac = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(40)]);
    const webm = webmWithTags();
    const damagedOgg = oggOpusWithTags();
    damagedOgg[40] = (damagedOgg[40] as number) ^ 0xff;
    for (const bytes of [
      Buffer.from('fake-opus-bytes'),
      flac,
      webm.subarray(0, 90),
      damagedOgg,
      m4aWithTags().subarray(0, 60),
    ]) {
      const result = scrubAudio(bytes);
      expect(result.ok).toBe(false);
    }
    expect(audioFormatOf(flac)).toBeNull();
  });
});

describe('scrubImage', () => {
  it('re-encodes a photo upright, at most 1600 px, without EXIF, GPS, XMP or an ICC profile', async () => {
    // Stored 2400×1200 with orientation 6 (rotate 90°): upright it is 1200×2400.
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c89b5a' } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 6/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 18/1 0/1',
        },
      })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${SECRET_TITLE}</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`,
      )
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(before.icc).toBeDefined();
    expect(contains(photo, 'PhoneMaker')).toBe(true);

    const result = await scrubImage(photo);
    if (!result.ok) throw new Error(result.reason);
    expect(result.mime).toBe('image/jpeg');
    const after = await sharp(result.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([REMOTE_IMAGE_MAX_SIDE / 2, REMOTE_IMAGE_MAX_SIDE]);
    expect(contains(result.bytes, 'PhoneMaker')).toBe(false);
    expect(contains(result.bytes, SECRET_TITLE)).toBe(false);
  });

  it('keeps a small photo at its size and refuses bytes that are not an image', async () => {
    const small = await sharp({ create: { width: 320, height: 240, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const result = await scrubImage(small);
    expect(result.ok).toBe(true);
    const meta = result.ok ? await sharp(result.bytes).metadata() : null;
    expect([meta?.width, meta?.height, meta?.format]).toEqual([320, 240, 'jpeg']);
    expect(await scrubImage(Buffer.from('not an image at all'))).toEqual({
      ok: false,
      reason: 'not a readable image',
    });
  });
});
