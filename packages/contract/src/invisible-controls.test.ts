import { describe, expect, it } from 'vitest';
import { showInvisibleControls } from './invisible-controls';

describe('showInvisibleControls', () => {
  it('writes bidi overrides, isolates and marks out visibly, so a name reads as stored', () => {
    expect(showInvisibleControls('admin\u202Egnp.exe')).toBe('admin⟨U+202E⟩gnp.exe');
    expect(showInvisibleControls('\u2066a\u2069 \u200Fb\u061C')).toBe('⟨U+2066⟩a⟨U+2069⟩ ⟨U+200F⟩b⟨U+061C⟩');
    expect(showInvisibleControls('\u202A\u202B\u202C\u202D\u2067\u2068')).toBe(
      '⟨U+202A⟩⟨U+202B⟩⟨U+202C⟩⟨U+202D⟩⟨U+2067⟩⟨U+2068⟩',
    );
  });

  it('writes zero-width characters and a BOM out visibly', () => {
    expect(showInvisibleControls('ad\u200Bmin\u200C\u200D\u2060\uFEFF')).toBe(
      'ad⟨U+200B⟩min⟨U+200C⟩⟨U+200D⟩⟨U+2060⟩⟨U+FEFF⟩',
    );
  });

  it('leaves every script and visible symbol as it is', () => {
    for (const text of ['Test Shopper', '注文 #77', 'ใบแจ้งยอดบัญชี', 'Nguyễn Văn A', '김민수', 'שלום', 'مرحبا', '⟨x⟩']) {
      expect(showInvisibleControls(text)).toBe(text);
    }
  });
});
