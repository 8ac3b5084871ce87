import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Price, ThemeProvider, formatMoneyIn, viVN, zhCN } from '@bazaar/design-system';

describe('formatMoneyIn', () => {
  it.each([
    ['1234567.5', 'en-US', '1,234,567.50'],
    ['1234567.5', 'vi-VN', '1.234.567,50'],
    ['99999999', 'th-TH', '99,999,999.00'],
    ['1000', 'ja-JP', '1,000.00'],
    ['-1234.5', 'ko-KR', '-1,234.50'],
    // antd-mobile's Chinese locale calls itself zh-CH; it must not group the Swiss way.
    ['12345', 'zh-CH', '12,345.00'],
    ['999.99', 'en-US', '999.99'],
    // Past what a double holds exactly: the digits stay the server's.
    ['90071992547409931.01', 'en-US', '90,071,992,547,409,931.01'],
    ['not money', 'en-US', 'not money'],
  ])('%s in %s -> %s', (value, locale, out) => {
    expect(formatMoneyIn(value, locale)).toBe(out);
  });
});

describe('Price in the shopper’s locale', () => {
  it('groups thousands the way the ThemeProvider’s locale writes them', () => {
    const vi = render(
      <ThemeProvider locale={viVN}>
        <Price value="1234567.5" />
      </ThemeProvider>,
    );
    expect(vi.container.querySelector('.bz-price')!.textContent).toBe('$1.234.567,50');
    const zh = render(
      <ThemeProvider locale={zhCN}>
        <Price value="12345" marketPrice="23456.7" />
      </ThemeProvider>,
    );
    expect(zh.container.querySelector('.bz-price__current')!.textContent).toBe('$12,345.00');
    expect(zh.container.querySelector('del')!.textContent).toBe('$23,456.70');
  });
});
