import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Lang, TranslationEntity } from '@bazaar/contract';
import { confirmDialog, StatusTag, Toast } from '@bazaar/design-system';
import { useApi, useSubmit } from '../../lib';
import { MissingLanguageFilter, MissingTranslations } from '../../console-kit/components/missing-translations';
import { NewRecordBar } from '../../console-kit/components/new-record-bar';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useListQuery } from '../../console-kit/components/use-list-query';
import { useContentList, type ContentKind } from '../api/use-content';
import '../../console-kit/components/console.css';
import './content.css';

const STATUSES = ['all', 'normal', 'hidden'] as const;

export interface ContentListProps<T extends { id: number; status: string }> {
  kind: ContentKind;
  /** The list's route; editors are `<list>/new` and `<list>/<id>`. */
  path: string;
  newLabel: string;
  /** The record's name in its card and in the delete question. */
  name: (item: T) => string;
  lines: (item: T) => { label: ReactNode; value: ReactNode }[];
  /** Shown above the lines (a picture). */
  preview?: (item: T) => ReactNode;
  /** Records translated with admin/translation: the list filters by "missing translations in <language>". */
  translated?: TranslationEntity;
}

/** A content list: new, status tabs, search, and a card per record with edit and delete. */
export function ContentList<T extends { id: number; status: string }>(props: ContentListProps<T>) {
  const { t } = useTranslation('consoleContent');
  const api = useApi();
  const navigate = useNavigate();
  const { run } = useSubmit();
  const { filter, tabs, onSearch } = useListQuery('all');
  const list = useContentList<T>(props.kind, filter);
  const [missingIn, setMissingIn] = useState('');

  const remove = async (item: T) => {
    const content = t('removeConfirm', { name: props.name(item) });
    if (!(await confirmDialog({ content, confirmText: t('ok'), cancelText: t('cancel') }))) return;
    if ((await run(() => api.admin[props.kind].remove(item.id))) === undefined) return;
    Toast.show({ icon: 'success', content: t('removed') });
    await list.refresh();
  };

  return (
    <>
      <NewRecordBar className="bz-console-content__bar" path={props.path} label={props.newLabel}>
        {props.translated && <MissingLanguageFilter value={missingIn} onChange={setMissingIn} />}
      </NewRecordBar>
      {props.translated && missingIn ? (
        <MissingTranslations entity={props.translated} lang={missingIn as Lang} path={props.path} />
      ) : (
        <QueuePage
          statuses={STATUSES.map((s) => s)}
          {...tabs}
          searchPlaceholder={t('searchPlaceholder')}
          onSearch={onSearch}
          list={list}
          renderItem={(item) => (
            <RecordCard
              title={`#${item.id} · ${props.name(item)}`}
              status={
                <StatusTag tone={item.status === 'normal' ? 'success' : 'default'}>
                  {t(`status.${item.status}`, { ns: 'console' })}
                </StatusTag>
              }
              lines={props.lines(item)}
              actions={[
                {
                  key: 'edit',
                  label: t('edit'),
                  color: 'primary',
                  onClick: () => navigate(`${props.path}/${item.id}`),
                },
                { key: 'remove', label: t('remove'), color: 'danger', onClick: () => void remove(item) },
              ]}
            >
              {props.preview?.(item)}
            </RecordCard>
          )}
        />
      )}
    </>
  );
}
