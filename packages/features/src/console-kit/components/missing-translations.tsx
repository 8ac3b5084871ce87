import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGS, LANGUAGE_NAMES, type Lang, type TranslationEntity } from '@bazaar/contract';
import { useApi } from '../../lib/api-provider';
import { queryKeys } from '../../lib/queries/keys';
import { usePagedList } from '../../lib/use-paged-list';
import { QueuePage } from './queue-page';
import { RecordCard } from './record-card';
import { SelectField } from './select-field';

/** The list filter "missing translations in <language>" ('' = off). */
export function MissingLanguageFilter({ value, onChange }: { value: string; onChange: (lang: string) => void }) {
  const { t } = useTranslation('console');
  return (
    <SelectField
      aria-label={t('translation.missingIn')}
      value={value}
      onChange={onChange}
      placeholder={`${t('translation.missingIn')}: ${t('translation.anyLanguage')}`}
      options={LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
}

export interface MissingTranslationsProps {
  entity: TranslationEntity;
  lang: Lang;
  /** The list's route: a card opens `<path>/<id>`. */
  path: string;
}

/** The products, shops or banners still missing a translation into `lang` (translation/missing), with what is missing. */
export function MissingTranslations({ entity, lang, path }: MissingTranslationsProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const navigate = useNavigate();
  const list = usePagedList(queryKeys.missingTranslations(entity, lang), (page) =>
    api.admin.translationMissing({ entity, language: lang, page, limit: 20 }),
  );
  return (
    <QueuePage
      list={list}
      renderItem={(item) => (
        <RecordCard
          title={`#${item.id} · ${item.title}`}
          lines={[
            {
              label: LANGUAGE_NAMES[lang],
              value: t('translation.missing', {
                fields: item.missing.map((f) => t(`translation.field.${f}`)).join(', '),
              }),
            },
          ]}
          actions={[
            { key: 'edit', label: t('catalog.edit'), color: 'primary', onClick: () => navigate(`${path}/${item.id}`) },
          ]}
        />
      )}
    />
  );
}
