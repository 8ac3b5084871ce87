import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadAnswer } from '@bazaar/contract';
import type { Db } from '../../db';
import { nowSeconds } from '../../lib/time';
import { IMAGE_TYPES, type ImageFormat } from './image';

/**
 * Stores an image re-encoded by reencodeImage under uploads/<yyyy-mm>/<random>.<ext> and records who uploaded it;
 * the url is what other calls later accept from that shopper only (or, for an operator's
 * upload, from operators: banner and catalog images).
 */
export async function storeImage(
  db: Db,
  dataDir: string,
  owner: { userId: number } | { adminId: number },
  { format, data }: { format: ImageFormat; data: Buffer },
  origin: string,
): Promise<UploadAnswer> {
  const { mime, ext } = IMAGE_TYPES[format];
  const month = new Date().toISOString().slice(0, 7);
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const relative = `${month}/${name}`;
  const dir = path.join(dataDir, 'uploads', month);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
  const url = `/uploads/${relative}`;
  await db
    .insertInto('uploads')
    .values({
      url,
      path: relative,
      mime,
      size: data.length,
      ...('userId' in owner ? { user_id: owner.userId } : { admin_id: owner.adminId }),
      createtime: nowSeconds(),
    })
    .execute();
  return { url, fullurl: `${origin}${url}` };
}
