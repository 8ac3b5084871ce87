import { describe, expect, it } from 'vitest';
import { catalogLocales } from '.';
import { createI18n } from '../../lib';

describe('Korean particles on screen', () => {
  it('reads the particle the option’s name takes, not the template', () => {
    const ko = createI18n('ko', { catalog: catalogLocales });
    expect(ko.t('detail.choose', { ns: 'catalog', names: ['중량'] })).toBe('중량을 선택하세요');
    expect(ko.t('detail.choose', { ns: 'catalog', names: ['사이즈'] })).toBe('사이즈를 선택하세요');
    expect(ko.t('detail.choose', { ns: 'catalog', names: ['색상', '사이즈'] })).toBe('색상 및 사이즈를 선택하세요');
  });

  it('leaves other languages as they are written, Japanese without a space before its particle', () => {
    const ja = createI18n('ja', { catalog: catalogLocales });
    expect(ja.t('detail.choose', { ns: 'catalog', names: ['内容量'] })).toBe('内容量を選択してください');
  });
});
