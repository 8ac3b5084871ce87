import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNumberFormat } from '@bazaar/design-system';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useAdmin } from '../../lib/admin-session';
import { useAdminFlashSessions } from '../api/use-admin-flash-sessions';
import { SessionStatusTag, SessionWindow } from '../components/flash-facts';
import { flashLinks, STATUS_FILTERS, type FlashPaths, type StatusFilter } from '../components/flash-paths';

/**
 * The sessions on a phone, a card each, by status tab. Each opens its items; an operator edits one that has not
 * started (the server refuses the rest).
 */
export function FlashSessionCards({ paths }: { paths: FlashPaths }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const number = useNumberFormat();
  const isAdmin = useAdmin()?.role === 'admin';
  const [status, setStatus] = useState<StatusFilter>('all');
  const list = useAdminFlashSessions(status);
  const links = flashLinks(paths);
  return (
    <div className="bz-console-flash__cards">
      <QueuePage
        statuses={STATUS_FILTERS}
        statusLabel={(s) => t(`flash.status.${s}`)}
        statusName={t('flash.statusFilter')}
        status={status}
        onStatus={(s) => setStatus(s as StatusFilter)}
        list={list}
        renderItem={(s) => (
          <RecordCard
            title={`#${s.id} · ${s.title}`}
            status={<SessionStatusTag session={s} />}
            lines={[
              { label: t('flash.field.window'), value: <SessionWindow session={s} /> },
              { label: t('flash.field.itemCount'), value: number.count(s.item_count) },
            ]}
            actions={[
              ...(isAdmin && s.status === 'upcoming'
                ? [{ key: 'edit', label: t('flash.edit'), onClick: () => navigate(links.sessionEdit(s.id)) }]
                : []),
              { key: 'items', label: t('flash.items'), color: 'primary', onClick: () => navigate(links.items(s.id)) },
            ]}
          />
        )}
      />
    </div>
  );
}
