import { describe, expect, it } from 'vitest';
import { toItemSave, toItemValues, underLowest } from './item-form';

describe('the flash item form', () => {
  it('sends a new item of a SKU with its numbers', () => {
    const values = { ...toItemValues(), product_id: '9', sku_id: '31', flash_price: ' 9.90 ', flash_stock: '50' };
    expect(toItemSave(values, 4, null)).toEqual({
      session_id: 4,
      product_id: 9,
      sku_id: 31,
      flash_price: '9.90',
      flash_stock: 50,
      per_user_limit: 1,
    });
  });

  it('sends no SKU for a product without specs, and the id of a stored item', () => {
    const values = { ...toItemValues(), product_id: '9', flash_price: '5', flash_stock: '3', per_user_limit: '2' };
    expect(toItemSave(values, 4, 12)).toMatchObject({ id: 12, sku_id: null, per_user_limit: 2 });
  });

  it('shows a stored item as it was saved', () => {
    const values = toItemValues({
      id: 12,
      session_id: 4,
      product: {
        id: 9,
        shop_id: 2,
        title: 'Kettle',
        image: '',
        price: '32.50',
        market_price: '39.90',
        sales: 0,
        favorable_rate: 100,
      },
      sku_id: null,
      flash_price: '26.00',
      flash_stock: 20,
      sold: 3,
      per_user_limit: 2,
    });
    expect(values).toEqual({
      product_id: '9',
      sku_id: '',
      flash_price: '26.00',
      flash_stock: '20',
      per_user_limit: '2',
    });
  });

  it('takes a flash price strictly under the 30-day low, in cents', () => {
    expect(underLowest('129.00', '129.00')).toBe(false);
    expect(underLowest('129.01', '129.00')).toBe(false);
    expect(underLowest('128.99', '129.00')).toBe(true);
    expect(underLowest('9.9', '10')).toBe(true);
  });

  it('leaves to the server what it cannot weigh: no amount, or no low yet', () => {
    expect(underLowest('abc', '10.00')).toBe(true);
    expect(underLowest('12.00', undefined)).toBe(true);
  });
});
