import { describe, expect, it } from 'vitest';
import { fullName } from './real-name';

describe('fullName', () => {
  it.each([
    ['en', 'Lee', 'Ann', 'Ann Lee'],
    ['th', 'Saetang', 'Somchai', 'Somchai Saetang'],
    ['vi', 'Nguyễn', 'Văn An', 'Nguyễn Văn An'],
    ['zh-cn', '李', '安', '李安'],
    ['ja', '山田', '太郎', '山田太郎'],
    ['ko', '김', '민준', '김민준'],
  ])('%s: %s + %s → %s', (lang, family, given, name) => expect(fullName(family, given, lang)).toBe(name));
  it('keeps a space between Latin names in Chinese, Japanese and Korean', () =>
    expect(fullName('Lee', 'Ann', 'ja')).toBe('Lee Ann'));
  it('leaves out a missing part', () => expect(fullName('', ' Ann ', 'en')).toBe('Ann'));
});
