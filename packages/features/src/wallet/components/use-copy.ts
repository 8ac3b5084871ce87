import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';

/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts, so on
 * a plain-HTTP page the shopper is told why nothing was copied (docs/product.md#form-messages).
 */
export function useCopy() {
  const { t } = useTranslation('wallet');
  return async (text: string) => {
    if (!window.isSecureContext || !navigator.clipboard) {
      Toast.show({ content: t('copyUnsupported') });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      Toast.show({ icon: 'success', content: t('copied') });
    } catch {
      Toast.show({ content: t('copyUnsupported') });
    }
  };
}
