import { useEffect, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';

/**
 * The interface language, following i18n.changeLanguage (the /language screen
 * switches at once); `<html lang>` follows it for screen readers and fonts.
 */
export function useLang(i18n: I18n): string {
  const lang = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return lang;
}
