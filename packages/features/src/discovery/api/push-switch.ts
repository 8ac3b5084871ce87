import { useCallback, useEffect, useState } from 'react';
import type { PushSubscribeBody } from '@bazaar/contract';
import {
  currentSubscription,
  pushOff,
  pushUnavailable,
  subscribeBrowser,
  useApi,
  useSession,
  type PushUnavailable,
} from '../../lib';

/** Where this browser stands on web pushes: still checking, on, off, or why it cannot take them. */
export type PushState = 'checking' | 'on' | 'off' | PushUnavailable;

/** The contract's body: the endpoint and the browser's keys (not `expirationTime`). */
const bodyOf = (sub: PushSubscription): PushSubscribeBody => {
  const { keys } = sub.toJSON();
  return { endpoint: sub.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
};

/**
 * This browser's Web Push switch: push/key, the browser's permission and subscription, then
 * push/subscribe; off is push/unsubscribe, then the browser's subscription goes. A subscription
 * found on opening is registered again for whoever is signed in now (the server moves an
 * endpoint to its latest shopper), so the switch never says "on" for someone else's pushes.
 */
export function usePushSwitch() {
  const api = useApi();
  const { token } = useSession();
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    let live = true;
    void (async () => {
      const why = pushUnavailable();
      const sub = why ? null : await currentSubscription().catch(() => null);
      if (sub && token) await api.push.subscribe(bodyOf(sub)).catch(() => undefined);
      if (live) setState(why ?? (sub ? 'on' : 'off'));
    })();
    return () => {
      live = false;
    };
  }, [api, token]);

  const turnOn = useCallback(async () => {
    const { public_key } = await api.push.key();
    const sub = await subscribeBrowser(public_key);
    if (typeof sub === 'string') return setState(sub);
    await api.push.subscribe(bodyOf(sub));
    setState('on');
  }, [api]);

  const turnOff = useCallback(async () => {
    await pushOff(api);
    setState('off');
  }, [api]);

  return { state, turnOn, turnOff };
}
