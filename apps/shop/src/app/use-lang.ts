import { useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';

/** The interface language, following i18n.changeLanguage (the /language screen switches at once). */
export function useLang(i18n: I18n): string {
  return useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
  );
}
