import { SHOP_PAGES, type ShopPage } from '@bazaar/contract';
import { shopLinks } from '@bazaar/features/lib';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { landingPages, routes } from './routes';

const pages: readonly ShopPage[] = SHOP_PAGES;

// The router is the page list with a screen per page; the links lead to pages of the list.
describe('the shop routes', () => {
  it('are the page list, in its order, each with its screen', () => {
    expect(routes.map((r) => r.name)).toEqual(pages.map((p) => p.name));
    for (const route of routes) expect(typeof route.screen, route.name).toBe('function');
  });

  it('start the screens of the prerendered pages with the app, the others from a chunk of their own', () => {
    expect([...landingPages].sort()).toEqual(
      pages
        .filter((p) => p.prerender)
        .map((p) => p.name)
        .sort(),
    );
  });

  it('keep alive and show as tabs the pages the list marks', () => {
    expect(routes.filter((r) => r.keepAlive).map((r) => r.name)).toEqual(
      pages.filter((p) => p.keepAlive).map((p) => p.name),
    );
    expect(routes.filter((r) => r.tab).map((r) => r.tab)).toEqual(pages.filter((p) => p.tab).map((p) => p.tab));
  });

  it('are where every link of the features leads', () => {
    const samples = [
      shopLinks.product(7),
      shopLinks.shop(3),
      shopLinks.myPurchases('waiting_pay'),
      shopLinks.orderInfo(9),
      shopLinks.addressForm(2),
      shopLinks.refund({ id: 1, order_sn: 'A1', product_ids: [2], amount: '1.00' }),
      shopLinks.checkout({ cart_ids: [1] }),
      shopLinks.followedShops(),
      shopLinks.login('/bag'),
    ];
    for (const link of samples) {
      const pathname = link.split('?')[0]!;
      expect(
        pages.some((p) => matchPath(p.path, pathname)),
        link,
      ).toBe(true);
    }
  });
});
