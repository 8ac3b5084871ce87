// The browser side of Web Push: the service worker's PushManager. No React, no API client: the
// caller sends what these return to push/subscribe and push/unsubscribe.

/** Why this browser cannot take pushes now, or undefined when it can. */
export type PushUnavailable = 'unsupported' | 'denied';

/** The VAPID key of push/key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The same bytes as base64url, to compare a subscription's key with the server's. */
export function keyText(bytes: ArrayBuffer | null): string {
  if (!bytes) return '';
  let raw = '';
  for (const b of new Uint8Array(bytes)) raw += String.fromCharCode(b);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Why this browser cannot take web pushes now (no support, or the shopper refused them), or undefined when it can. */
export function pushUnavailable(): PushUnavailable | undefined {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : undefined;
}

/**
 * The shop's service worker registration, if one is installed (none in development, or where the
 * app does not register it): pushes need it to arrive.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushUnavailable() === 'unsupported') return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This browser's current push subscription (with notifications still allowed), if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushUnavailable() || Notification.permission !== 'granted') return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission and subscribes with the server's key (a subscription made with an older
 * key is replaced). Resolves the subscription, or why there is none.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | PushUnavailable> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const existing = await reg.pushManager.getSubscription();
  if (existing && keyText(existing.options.applicationServerKey) === publicKey) return existing;
  await existing?.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}
