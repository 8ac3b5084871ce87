import { describe, expect, it } from 'vitest';
import { shopLinks as links } from './shop-links';

// The URLs docs/product.md#screens-and-routes fixes, built from the route table's paths.
describe('links', () => {
  it.each([
    [links.home(), '/home'],
    [links.product(7), '/detail/7'],
    [links.shop(3), '/shop/3'],
    [links.me(), '/filter'],
    [links.withdrawal(), '/withDraw'],
    [links.withdrawalRecords(), '/depositRecord'],
    [links.withdrawalRecords(5), '/depositRecord?id=5'],
    [links.topUpRecord(4), '/topUpRecord?id=4'],
    [links.myPurchases(), '/myPurchases'],
    [links.myPurchases('waiting_pay'), '/myPurchases/waiting_pay'],
    [links.orderInfo(9), '/orderInfo/9'],
    [links.addressForm(), '/addressForm'],
    [links.addressForm(2), '/addressForm/2'],
    [links.followedShops(), '/heart?tab=shops'],
    [links.flash(), '/flash'],
    [links.refund({ id: 1, order_sn: 'A/1', product_ids: [2, 3], amount: '9.50' }), '/refund/1/A%2F1/2,3/9.50'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});
