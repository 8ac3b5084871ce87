import { describe, expect, it } from 'vitest';
import { routes, type ShopRoute } from '../config/routes';
import { signInReason } from './sign-in-reason';

describe('signInReason', () => {
  it.each([
    ['/bag', 'bag'],
    ['/checkout?items=%5B%5D', 'checkout'],
    ['/myPurchases/waiting_pay', 'orders'],
    ['/orderInfo/12', 'orders'],
    ['/withDraw', 'wallet'],
    ['/heart?tab=shops', 'saved'],
    ['/filter', 'account'],
    ['/popular', 'products'],
  ])('names the area of %s', (path, area) => expect(signInReason(path)).toBe(area));

  it.each([null, '', '/home', '/detail/3', '/nowhere', 'https://evil.example/bag'])('names none for %s', (path) =>
    expect(signInReason(path)).toBeUndefined(),
  );

  it('is known for every page that needs a sign-in', () => {
    const all: readonly ShopRoute[] = routes;
    const unexplained = all.filter((r) => !r.public && !r.signIn).map((r) => r.name);
    expect(unexplained).toEqual([]);
  });
});
