import type { BazaarClient } from '@bazaar/api-client';
import { currentSubscription } from './push-subscription';

/**
 * This browser stops taking the signed-in shopper's pushes: push/unsubscribe with its endpoint
 * (the token must still be valid), then the browser's own subscription goes, even when the server
 * could not be told (the push service then answers 410 and the server drops the row itself).
 * Nothing to do where push is unavailable or was never turned on. Rejects when a step failed.
 */
export async function pushOff(api: BazaarClient): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  try {
    await api.push.unsubscribe({ endpoint: sub.endpoint });
  } finally {
    await sub.unsubscribe();
  }
}
