import sharp from 'sharp';
import { BusinessError } from '../../lib/errors';
import type { ImageQueue } from './image-queue';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_TYPES: Record<ImageFormat, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

/** Decompression bombs: refuse images of more than 40 megapixels before decoding them. */
const MAX_PIXELS = 40_000_000;
/**
 * An animation is decoded and re-encoded frame by frame at its full canvas size, at about a
 * second of CPU per 10 million pixels (GIF's palette work): a 936-byte GIF of 39 one-pixel
 * frames on a 1000×1000 canvas cost 3.75 s. Its canvas times its frames is what it costs.
 */
export const MAX_ANIMATION_PIXELS = 10_000_000;

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

/** The format by the file's first bytes (its name and declared type are ignored). */
export function sniffImage(buf: Buffer): ImageFormat | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    buf
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'gif';
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/**
 * Decodes and re-encodes the image in its own format: anything that is not really an image
 * fails here, and nothing of the original file but its pixels survives (EXIF, GPS, comments
 * and trailing data are dropped; JPEG orientation is applied to the pixels first). The headers
 * are read at once, and an animation that would cost too much is refused; the decoding and
 * encoding wait their turn in `queue`.
 */
export async function reencodeImage(buf: Buffer, queue: ImageQueue): Promise<{ format: ImageFormat; data: Buffer }> {
  const format = sniffImage(buf);
  if (!format) throw new BusinessError('upload.not_image', { field: 'file' });
  try {
    const animated = format === 'gif' || format === 'webp';
    const image = sharp(buf, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`content says ${format}, decoder says ${meta.format}`);
    const frames = meta.pages ?? 1;
    if (frames > 1 && meta.width * (meta.pageHeight ?? meta.height) * frames > MAX_ANIMATION_PIXELS) {
      throw new BusinessError('upload.too_complex', { field: 'file' });
    }
    const oriented = format === 'jpeg' ? image.rotate() : image;
    const encoded =
      format === 'jpeg'
        ? oriented.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? oriented.png({ compressionLevel: 9 })
          : format === 'webp'
            ? oriented.webp({ quality: 85 })
            : oriented.gif();
    return { format, data: await queue.run(() => encoded.toBuffer()) };
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    throw new BusinessError('upload.not_image', { field: 'file' });
  }
}
