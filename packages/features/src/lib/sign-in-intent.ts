import type { OrderLineInput } from '@bazaar/contract';

/**
 * What a guest asked for on a product page when it sent them to sign in: this line into the bag, or
 * bought at once. The sign-in (or a new account) carries it out when it leads back to `path`.
 */
export interface SignInIntent {
  action: 'bag' | 'buy';
  line: OrderLineInput;
  /** The page that asked for the sign-in, where the sign-in leads back (its `path` parameter). */
  path: string;
  /** When it was asked (ms): an old one is dropped, not carried out by a sign-in much later. */
  at: number;
}

/** In sessionStorage: it survives a reload of the sign-in page and the way through sign-up, in this tab only. */
export const SIGN_IN_INTENT_KEY = 'bazaar.signInIntent';

/** Longer than anyone takes to sign in or sign up; past it the guest has moved on. */
export const SIGN_IN_INTENT_TTL_MS = 30 * 60 * 1000;

const positiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The stored intent, if it is one (sessionStorage is the page's to write, so it is checked). */
function parse(text: string | null): SignInIntent | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<SignInIntent> | null;
    const line = value?.line;
    if (
      (value?.action === 'bag' || value?.action === 'buy') &&
      typeof value.path === 'string' &&
      typeof value.at === 'number' &&
      positiveInt(line?.product_id) &&
      positiveInt(line.quantity) &&
      (line.sku_id === undefined || positiveInt(line.sku_id))
    ) {
      const { product_id, quantity, sku_id } = line;
      return {
        action: value.action,
        path: value.path,
        at: value.at,
        line: sku_id === undefined ? { product_id, quantity } : { product_id, sku_id, quantity },
      };
    }
  } catch {
    // Not JSON: no intent.
  }
  return undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Storage blocked by the browser's settings.
  }
}

/** The one pending intent of this tab; a new one replaces it. */
export const signInIntent = {
  save(intent: Omit<SignInIntent, 'at'>, now = Date.now()): void {
    try {
      storage()?.setItem(SIGN_IN_INTENT_KEY, JSON.stringify({ ...intent, at: now }));
    } catch {
      // Storage full or refused (private mode): the guest signs in and chooses again.
    }
  },
  /** The pending intent for a sign-in leading back to `path`, without using it (the sign-in page says it). */
  peek(path: string, now = Date.now()): SignInIntent | undefined {
    const intent = parse(storage()?.getItem(SIGN_IN_INTENT_KEY) ?? null);
    return intent && intent.path === path && now - intent.at <= SIGN_IN_INTENT_TTL_MS ? intent : undefined;
  },
  /**
   * Uses the pending intent once: it is removed whatever it was, and returned only for a sign-in that
   * leads back to the page that asked for it, in time.
   */
  take(path: string, now = Date.now()): SignInIntent | undefined {
    const intent = this.peek(path, now);
    storage()?.removeItem(SIGN_IN_INTENT_KEY);
    return intent;
  },
};
