// Web Push in the service worker: what the server sends (PushMessage of @bazaar/contract, from
// apps/server/src/modules/push/message.ts) shown as a notification, and a tap on it bringing the
// shop to the page it links to. Pure functions, so they are tested without a worker.

/** The part of a push the notification shows; `url` is a path of the shop (e.g. `/detail/5`). */
export interface ShownPush {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const FALLBACK_URL = '/notification';
const ICON = '/icons/icon-192.png';

/**
 * Reads a push's payload. The server always sends `{ title, body, url }`; anything else (an empty
 * push, text that is not JSON, a link off the shop) still shows a notification, since a push that
 * shows none counts against the site in Chromium.
 */
export function readPush(text: string | undefined, fallbackTitle: string): ShownPush {
  let message: { title?: unknown; body?: unknown; url?: unknown } = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') message = parsed;
  } catch {
    // Not JSON: shown as the body under the shop's name.
    message = { body: text };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : fallbackTitle;
  const body = typeof message.body === 'string' ? message.body : '';
  return {
    title,
    options: {
      body,
      icon: ICON,
      badge: ICON,
      // One notification per page linked: a newer alert about the same thing replaces the older.
      tag: shopPath(message.url),
      data: { url: shopPath(message.url) },
    },
  };
}

/** A path of this shop, never another origin (a payload is data, not a redirect). */
export function shopPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return FALLBACK_URL;
  return url;
}

interface WindowLike {
  url: string;
  focused?: boolean;
}

/**
 * Which open window of the shop a tapped notification brings forward: one already on the page,
 * else the focused one, else any; undefined opens a new window.
 */
export function pickWindow<T extends WindowLike>(windows: readonly T[], url: string, origin: string): T | undefined {
  const target = new URL(url, origin).href;
  const ours = windows.filter((w) => new URL(w.url).origin === origin);
  return ours.find((w) => w.url === target) ?? ours.find((w) => w.focused) ?? ours[0];
}
