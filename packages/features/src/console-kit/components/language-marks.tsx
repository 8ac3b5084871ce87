import { useTranslation } from 'react-i18next';
import { LANGS, LANGUAGE_NAMES, type Lang } from '@bazaar/contract';
import './language-marks.css';

export interface LanguageMarksProps {
  /** The record's own language: edited by its own form, always complete. */
  source: Lang;
  /** Per language, the fields still showing the source text ([] or absent: complete). */
  missing: Record<string, string[]>;
  value: Lang;
  onChange: (lang: Lang) => void;
}

/** The six languages of a record, each with its completeness mark (✓, or how many fields are missing). */
export function LanguageMarks({ source, missing, value, onChange }: LanguageMarksProps) {
  const { t } = useTranslation('console');
  return (
    <div className="bz-language-marks" role="tablist" aria-label={t('translation.language')}>
      {LANGS.map((lang) => {
        const gaps = lang === source ? [] : (missing[lang] ?? []);
        const state =
          lang === source
            ? t('translation.source')
            : gaps.length
              ? t('translation.missing', { fields: gaps.map((f) => t(`translation.field.${f}`)).join(', ') })
              : t('translation.complete');
        return (
          <button
            key={lang}
            type="button"
            role="tab"
            aria-selected={lang === value}
            title={state}
            className={`bz-language-marks__tab${lang === value ? ' bz-language-marks__tab--active' : ''}`}
            onClick={() => onChange(lang)}
          >
            <span>{LANGUAGE_NAMES[lang]}</span>
            <span className="bz-visually-hidden"> · {state}</span>
            <span
              aria-hidden
              className={`bz-language-marks__mark${gaps.length ? ' bz-language-marks__mark--missing' : ''}`}
            >
              {lang === source ? '●' : gaps.length ? gaps.length : '✓'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
