import { useState } from 'react';
import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGS, LANGUAGE_NAMES, type Lang } from '@bazaar/contract';
import { useChooseLanguage } from '../use-choose-language';
import './language-switch.css';

/** What the closed switch shows: short, so it fits beside the home search bar. */
const SHORT_NAMES: Record<Lang, string> = {
  en: 'EN',
  'zh-cn': '中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  vi: 'VI',
};

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
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={t('languageSwitch.label')}
        cancelText={t('cancel')}
        actions={LANGS.map((lang) => ({
          key: lang,
          text: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
          bold: lang === current,
          description: lang === current ? '✓' : undefined,
        }))}
        onAction={(action) => {
          setOpen(false);
          void choose(String(action.key));
        }}
      />
    </>
  );
}
