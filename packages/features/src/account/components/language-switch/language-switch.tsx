import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Lang } from '@bazaar/contract';
import { useOpenedOnce } from '@bazaar/design-system';
import { useChooseLanguage } from '../use-choose-language';
import './language-switch.css';

// The sheet (antd-mobile's ActionSheet, with its Popup's spring and drag code) is fetched at the
// first tap: the switch sits on home, and a newcomer seldom opens it.
const LanguageSheet = lazy(() => import('./language-sheet'));

/** What the closed switch shows: short, so it fits beside the home search bar. */
const SHORT_NAMES: Record<Lang, string> = {
  en: 'EN',
  'zh-cn': '中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  vi: 'VI',
};

/** Options of the language switch button. */
export interface LanguageSwitchProps {
  className?: string;
}

/**
 * A globe button that opens the six languages, each named in itself, for a newcomer who has
 * not signed in (home, sign-in, register); /language, behind the sign-in, offers the same.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation('account');
  const { current, choose } = useChooseLanguage();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        className={className ? `bz-language-switch ${className}` : 'bz-language-switch'}
        aria-label={`${t('languageSwitch.label')}: ${LANGUAGE_NAMES[current]}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span lang={current}>{SHORT_NAMES[current]}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageSheet
            visible={open}
            current={current}
            title={t('languageSwitch.label')}
            cancelText={t('cancel')}
            onClose={() => setOpen(false)}
            onChoose={(lang) => void choose(lang)}
          />
        </Suspense>
      )}
    </>
  );
}
