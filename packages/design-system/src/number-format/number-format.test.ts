import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatMinutes, formatPercent } from './number-format';

// The tags antd-mobile's locales carry (zh-CN's names itself "zh-CH").
describe('numbers in each language', () => {
  it.each([
    ['en-US', '18.8K', '4.8', '95.5%'],
    ['zh-CH', '1.8万', '4.8', '95.5%'],
    ['ja-JP', '1.8万', '4.8', '95.5%'],
    ['ko-KR', '1.8만', '4.8', '95.5%'],
    ['th-TH', '18.8K', '4.8', '95.5%'],
    ['vi-VN', '18,8\u00a0N', '4,8', '95,5%'],
  ])('%s: %s sold, rating %s, %s', (locale, count, rating, percent) => {
    expect(formatCount(18_800, locale)).toBe(count);
    expect(formatDecimal(4.75, locale)).toBe(rating);
    expect(formatPercent(95.5, locale)).toBe(percent);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_250_000, '1.2M'],
  ])('counts %d as %s, never rounding up', (n, text) => {
    expect(formatCount(n, 'en-US')).toBe(text);
  });

  it('writes whole percentages without a decimal', () => {
    expect(formatPercent(98, 'en-US')).toBe('98%');
    expect(formatPercent(98, 'vi-VN')).toBe('98%');
  });
});

describe('formatMinutes', () => {
  it('says minutes under an hour, whole hours from then on, in the reader’s language', () => {
    expect(formatMinutes(8, 'en-US')).toBe('8 minutes');
    expect(formatMinutes(0, 'en-US')).toBe('1 minute');
    expect(formatMinutes(150, 'en-US')).toBe('3 hours');
    expect(formatMinutes(8, 'ja-JP')).toBe('8 分');
    expect(formatMinutes(120, 'ko-KR')).toBe('2시간');
    // antd-mobile's Chinese locale tag, read as zh-CN.
    expect(formatMinutes(8, 'zh-CH')).toBe(formatMinutes(8, 'zh-CN'));
  });
});
