import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './desk-list.css';

export interface DeskListPageProps {
  /** The filter bar (DeskFilterBar), above the table. */
  filters?: ReactNode;
  /** Between the filters and the table, e.g. the list's Export CSV button. */
  toolbar?: ReactNode;
  /** The DataTable. */
  children: ReactNode;
  /** The opened record (its card, with its evidence and actions), beside the table; none closes the panel. */
  opened?: ReactNode;
  /** The panel's accessible name, e.g. the record's number. */
  openedLabel?: string;
  onClose?: () => void;
}

/**
 * A console list at a desk: filters over the table and, when a row is opened, that one record
 * beside it. Money audits stay one at a time: the actions live on the opened record, never on rows.
 */
export function DeskListPage({ filters, toolbar, children, opened, openedLabel, onClose }: DeskListPageProps) {
  const { t } = useTranslation('console');
  return (
    <div className="bz-desk-list">
      {filters}
      {toolbar && <div className="bz-console-toolbar">{toolbar}</div>}
      <div className={opened ? 'bz-desk-list__body bz-desk-list__body--opened' : 'bz-desk-list__body'}>
        <div className="bz-desk-list__table">{children}</div>
        {opened && (
          <aside className="bz-desk-list__record" aria-label={openedLabel}>
            <button type="button" className="bz-desk-list__close" onClick={onClose}>
              {t('deskList.close')}
            </button>
            {opened}
          </aside>
        )}
      </div>
    </div>
  );
}
