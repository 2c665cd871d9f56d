import sharp from 'sharp';
import { refused, type TScrubbed } from './types';

/** The longest side of a photo sent to a remote model: enough to recognise food, far less to leak. */
export const REMOTE_IMAGE_MAX_SIDE = 1600;
/** Refuse decompression bombs before decoding: 50 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Formats sharp decodes here; AVIF reports as HEIF with AV1 compression. */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff']);

/**
 * A photo re-encoded for a remote model: decoded, turned upright by its EXIF orientation, converted
 * to sRGB, scaled so its longest side is at most 1600 px, flattened onto white and written as a
 * fresh JPEG. sharp writes no metadata unless asked, so no EXIF (GPS, camera, time), XMP, IPTC or
 * ICC profile survives. Anything that is not a decodable image is refused.
 */
export async function scrubImage(bytes: Uint8Array): Promise<TScrubbed> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const isAvif = meta.format === 'heif' && meta.compression === 'av1';
    if (!meta.format || !(DECODABLE.has(meta.format) || isAvif)) return refused('not a supported image');
    const out = await image
      .rotate()
      .resize(REMOTE_IMAGE_MAX_SIDE, REMOTE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: false })
      .toBuffer();
    return { ok: true, bytes: out, mime: 'image/jpeg' };
  } catch {
    return refused('not a readable image');
  }
}
