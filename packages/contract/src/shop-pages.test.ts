import { describe, expect, it } from 'vitest';
import {
  PRERENDERED_SHOP_PAGES,
  SHOP_PAGES,
  fillShopPath,
  isPublicShopPath,
  shopPageAt,
  signInReasonOf,
  shopPageTitleKey,
  type ShopPage,
} from './shop-pages';

const pages: readonly ShopPage[] = SHOP_PAGES;

describe('the page list', () => {
  it('names each page and path once', () => {
    expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('says of every page whether a visitor may open it, or which sign-in it asks for', () => {
    for (const page of pages) expect(Boolean(page.public) !== Boolean(page.signIn), page.name).toBe(true);
  });

  it('is what the guard reads: a public page and the pages below it are public, no other', () => {
    for (const page of pages) {
      const root = page.path.split('/:')[0]!;
      expect(isPublicShopPath(root), page.name).toBe(Boolean(page.public));
      expect(isPublicShopPath(`${root}/3`), page.name).toBe(Boolean(page.public));
    }
    expect(isPublicShopPath('/shopStreetX')).toBe(false);
    expect(isPublicShopPath('/')).toBe(false);
  });

  it('is what the prerender reads: the pages marked, captured at a URL of their own pattern', () => {
    expect(PRERENDERED_SHOP_PAGES.map((p) => p.name)).toEqual(pages.filter((p) => p.prerender).map((p) => p.name));
    for (const p of PRERENDERED_SHOP_PAGES) expect(p.path.startsWith(p.root)).toBe(true);
  });

  it('chooses a title key from the params where a page has two', () => {
    expect(shopPageTitleKey('payment', { paid: '1' })).toBe('title.paid');
    expect(shopPageTitleKey('payment')).toBe('title.payment');
    expect(shopPageTitleKey('addressForm', { id: '2' })).toBe('title.addressFormEdit');
  });
});

describe('fillShopPath', () => {
  it('fills params, encoded, and leaves out optional ones without a value', () => {
    expect(fillShopPath('/refund/:id?/:sn?', { id: 1, sn: 'A/1' })).toBe('/refund/1/A%2F1');
    expect(fillShopPath('/myPurchases/:status?', {})).toBe('/myPurchases');
    expect(fillShopPath('/myPurchases/:status?', { status: '' })).toBe('/myPurchases');
  });

  it('refuses a missing required param', () => {
    expect(() => fillShopPath('/order/:id', {})).toThrow(/id is missing/);
  });
});

describe('signInReasonOf', () => {
  it.each([
    ['/bag', 'bag'],
    ['/checkout?items=%5B%5D', 'checkout'],
    ['/myPurchases/waiting_pay', 'orders'],
    ['/myPurchases', 'orders'],
    ['/orderInfo/12', 'orders'],
    ['/orderInfo', 'orders'],
    ['/withDraw', 'wallet'],
    ['/withdraw/', 'wallet'],
    ['/heart?tab=shops', 'saved'],
    ['/filter', 'account'],
    ['/popular', 'products'],
  ])('names the area of %s', (path, area) => expect(signInReasonOf(path)).toBe(area));

  it.each([null, '', '/home', '/detail/3', '/nowhere', '/bag/1', 'https://evil.example/bag', '//evil.example/bag'])(
    'names none for %s',
    (path) => expect(signInReasonOf(path)).toBeUndefined(),
  );
});

describe('shopPageAt', () => {
  it('fills required and optional params, in order', () => {
    expect(shopPageAt('/refund/1/A%2F1')?.name).toBe('refund');
    expect(shopPageAt('/refund/1')?.name).toBe('refund');
    expect(shopPageAt('/refund')?.name).toBe('refund');
    expect(shopPageAt('/refund/1/2/3/4/5')).toBeUndefined();
    expect(shopPageAt('/detail/7')?.name).toBe('detail');
  });

  it('finds each page at its own filled path', () => {
    for (const page of pages) {
      const path = page.path.replace(/:\w+\??/g, '7');
      expect(shopPageAt(path)?.path, page.name).toBe(page.path);
    }
  });
});
