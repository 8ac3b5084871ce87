import { useEffect, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';

/**
 * The interface language, following i18n.changeLanguage (the /language screen switches at
 * once); `<html lang>` follows it, so screen readers speak it and CJK text gets its own fonts
 * and line breaking, also in what renders outside the app's root (sheets, dialogs, toasts).
 * Every app (shop, console) and the story harness call it once, at their providers.
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
