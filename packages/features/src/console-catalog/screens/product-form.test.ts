import { describe, expect, it } from 'vitest';
import { lamp } from '../stories/catalog-fixtures';
import { productBody, productValues, skuValue, toSaveBody } from './product-form';

describe('the product save body', () => {
  it('sends with each SKU the stock the editor loaded, so the server applies only the change', () => {
    const sku = skuValue(lamp);
    sku.skus[0] = { ...sku.skus[0]!, stock: '10' };
    const body = toSaveBody(lamp, productValues(lamp), lamp.images, sku, true);
    expect(body.skus).toMatchObject([
      { spec: { Color: 'Red' }, stock: 10, stock_loaded: 3 },
      { spec: { Color: 'Blue' }, stock: 5, stock_loaded: 5 },
    ]);
  });

  it('sends the product’s own loaded stock without specs, and none for a new product', () => {
    const plain = { ...lamp, specs: [], skus: [] };
    const values = { ...productValues(plain), stock: '12' };
    const empty = { specs: [], skus: [] };
    expect(toSaveBody(plain, values, lamp.images, empty, true)).toMatchObject({ stock: 12, stock_loaded: 8 });
    expect(toSaveBody(null, values, lamp.images, empty, true)).not.toHaveProperty('stock_loaded');
  });

  it('the shelf switch saves the stock unchanged', () => {
    expect(productBody(lamp)).toMatchObject({ stock: 8, stock_loaded: 8 });
    expect(productBody(lamp).skus?.[0]).toMatchObject({ stock: 3, stock_loaded: 3 });
  });

  it('keeps the stored translated titles (the language switcher edits them, not this form)', () => {
    const body = toSaveBody(lamp, { ...productValues(lamp), title: 'Moon lamp' }, lamp.images, skuValue(lamp), true);
    expect(body.title_i18n).toEqual({ 'zh-cn': '月光台灯' });
  });
});
