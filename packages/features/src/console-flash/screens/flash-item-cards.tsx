import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FlashSession } from '@bazaar/contract';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useAdminFlashItems } from '../api/use-admin-flash-items';
import { useItemFacts } from '../components/flash-facts';
import { flashLinks, type FlashPaths } from '../components/flash-paths';
import { useLiveRefresh } from '../components/use-live-refresh';
import { useRemoveItem } from '../components/use-remove-item';

export interface FlashItemListProps {
  session: FlashSession;
  /** The session is on: units sold are asked again every few seconds. */
  live: boolean;
  /** The session has not started: items may be edited and removed. */
  editable: boolean;
  paths: FlashPaths;
}

/** A session's items on a phone, a card each with its units sold as a bar; Edit and Remove before the start. */
export function FlashItemCards({ session, live, editable, paths }: FlashItemListProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const list = useAdminFlashItems(session.id);
  useLiveRefresh(live, list.refresh);
  const facts = useItemFacts();
  const remove = useRemoveItem();
  const links = flashLinks(paths);
  return (
    <div className="bz-console-flash__cards">
      <QueuePage
        list={list}
        renderItem={(item) => {
          const f = facts(item);
          return (
            <RecordCard
              title={f.product}
              lines={[
                { label: t('flash.field.sku'), value: f.sku },
                { label: t('flash.field.flashPrice'), value: f.price },
                { label: t('flash.field.normalPrice'), value: f.normalPrice },
                { label: t('flash.field.flashStock'), value: f.stock },
                { label: t('flash.field.perUser'), value: f.perUser },
                { label: t('flash.field.sold'), value: f.sold },
              ]}
              actions={
                editable
                  ? [
                      {
                        key: 'remove',
                        label: t('flash.remove'),
                        color: 'danger',
                        onClick: () => void remove(item),
                      },
                      {
                        key: 'edit',
                        label: t('flash.edit'),
                        color: 'primary',
                        onClick: () => navigate(links.itemEdit(session.id, item.id)),
                      },
                    ]
                  : []
              }
            />
          );
        }}
      />
    </div>
  );
}
