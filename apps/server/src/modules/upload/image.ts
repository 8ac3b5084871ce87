import sharp from 'sharp';
import { BusinessError } from '../../lib/errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_TYPES: Record<ImageFormat, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

/** Decompression bombs: refuse images of more than 40 megapixels before decoding them. */
const MAX_PIXELS = 40_000_000;

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
 * and trailing data are dropped; JPEG orientation is applied to the pixels first).
 */
export async function reencodeImage(buf: Buffer): Promise<{ format: ImageFormat; data: Buffer }> {
  const format = sniffImage(buf);
  if (!format) throw new BusinessError('upload.not_image', { field: 'file' });
  try {
    const animated = format === 'gif' || format === 'webp';
    const image = sharp(buf, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`content says ${format}, decoder says ${meta.format}`);
    const oriented = format === 'jpeg' ? image.rotate() : image;
    const encoded =
      format === 'jpeg'
        ? oriented.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? oriented.png({ compressionLevel: 9 })
          : format === 'webp'
            ? oriented.webp({ quality: 85 })
            : oriented.gif();
    return { format, data: await encoded.toBuffer() };
  } catch {
    throw new BusinessError('upload.not_image', { field: 'file' });
  }
}
