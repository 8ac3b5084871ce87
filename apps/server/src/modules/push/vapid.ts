import webpush from 'web-push';
import type { Db } from '../../db';
import { nowSeconds } from '../../lib/time';
import type { PushConfig } from '../../config';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PUBLIC = 'push_vapid_public_key';
const PRIVATE = 'push_vapid_private_key';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise one pair made on
 * the first start and kept in `settings`, so every instance and every restart signs with the
 * same key (a new key would silently end every browser's subscription). Two instances starting
 * at once both try to insert; the first insert wins and both read it back.
 */
export async function loadVapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  const subject = config.vapidSubject;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const read = async () => {
    const rows = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', [PUBLIC, PRIVATE])
      .execute();
    const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
    return { publicKey: value(PUBLIC), privateKey: value(PRIVATE) };
  };
  let stored = await read();
  if (!stored.publicKey || !stored.privateKey) {
    const made = webpush.generateVAPIDKeys();
    const now = nowSeconds();
    await db.transaction().execute(async (trx) => {
      for (const [key, value] of [
        [PUBLIC, made.publicKey],
        [PRIVATE, made.privateKey],
      ] as const) {
        await trx
          .insertInto('settings')
          .values({ key, value, updatetime: now })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
      }
    });
    stored = await read();
  }
  return { ...stored, subject };
}
