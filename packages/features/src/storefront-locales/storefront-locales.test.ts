import { describe, expect, it } from 'vitest';
import { STOREFRONT_NAMESPACES, loadStorefrontLanguage } from '.';

describe('the storefront languages', () => {
  it.each(['en', 'zh-cn', 'ja', 'ko', 'th', 'vi'] as const)(
    '%s has every namespace and antd-mobile locale',
    async (lang) => {
      const { messages, antd } = await loadStorefrontLanguage(lang);
      expect(Object.keys(messages).sort()).toEqual([...STOREFRONT_NAMESPACES].sort());
      expect(antd.locale.toLowerCase().startsWith(lang.slice(0, 2))).toBe(true);
    },
  );
});
