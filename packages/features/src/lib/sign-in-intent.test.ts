import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_INTENT_KEY, SIGN_IN_INTENT_TTL_MS, signInIntent } from './sign-in-intent';

const line = { product_id: 7, sku_id: 31, quantity: 2 };

describe('signInIntent', () => {
  afterEach(() => sessionStorage.clear());

  it('is taken once, by a sign-in leading back to the page that asked', () => {
    signInIntent.save({ action: 'bag', line, path: '/detail/7' }, 1000);
    expect(signInIntent.peek('/detail/7', 2000)).toMatchObject({ action: 'bag', line });
    expect(signInIntent.take('/detail/7', 2000)).toEqual({ action: 'bag', line, path: '/detail/7', at: 1000 });
    expect(signInIntent.take('/detail/7', 2000)).toBeUndefined();
  });

  it('is dropped, not carried out, by a sign-in leading elsewhere', () => {
    signInIntent.save({ action: 'buy', line, path: '/detail/7' }, 1000);
    expect(signInIntent.take('/bag', 2000)).toBeUndefined();
    expect(signInIntent.take('/detail/7', 2000)).toBeUndefined();
  });

  it('is dropped once old', () => {
    signInIntent.save({ action: 'bag', line, path: '/detail/7' }, 1000);
    expect(signInIntent.take('/detail/7', 1000 + SIGN_IN_INTENT_TTL_MS + 1)).toBeUndefined();
  });

  it('ignores what is not an intent in its place', () => {
    for (const text of ['{', '"bag"', JSON.stringify({ action: 'pay', line, path: '/detail/7', at: 1 })]) {
      sessionStorage.setItem(SIGN_IN_INTENT_KEY, text);
      expect(signInIntent.take('/detail/7', 2)).toBeUndefined();
    }
    const bad = { action: 'bag', line: { product_id: 7, quantity: -1 }, path: '/detail/7', at: 1 };
    sessionStorage.setItem(SIGN_IN_INTENT_KEY, JSON.stringify(bad));
    expect(signInIntent.take('/detail/7', 2)).toBeUndefined();
  });

  it('keeps only the line itself', () => {
    const extra = { action: 'bag', line: { product_id: 7, quantity: 1, price: '0.01' }, path: '/detail/7', at: 1 };
    sessionStorage.setItem(SIGN_IN_INTENT_KEY, JSON.stringify(extra));
    expect(signInIntent.take('/detail/7', 2)?.line).toEqual({ product_id: 7, quantity: 1 });
  });
});
