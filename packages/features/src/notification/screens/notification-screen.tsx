import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@bazaar/contract';
import { EmptyState, NotificationItem, PullRefreshList, formatDateTime } from '@bazaar/design-system';
import { useLinks, useListFailed, useListTexts } from '../../lib';
import { useMarkRead, useNotifications } from '../api/notifications';
import { targetLink } from '../utils/target-link';
import './notification.css';

/**
 * /notification: order, refund, top-up and withdrawal news; tapping one marks it read and
 * opens what it is about (its order or record); "mark all" reads them all at once.
 */
export function NotificationScreen() {
  const { t } = useTranslation('notification');
  const texts = useListTexts();
  const links = useLinks();
  const navigate = useNavigate();
  const list = useNotifications();
  const failed = useListFailed(list);
  const markRead = useMarkRead();
  const unread = list.items.some((n) => !n.is_read);
  const open = (n: Notification) => {
    if (!n.is_read) void markRead({ ids: [n.id] });
    if (n.target) navigate(targetLink(links, n.target));
  };
  return (
    <div className="bz-notification">
      <div className="bz-notification__bar">
        <Button
          size="small"
          fill="none"
          color="primary"
          disabled={!unread}
          onClick={() => void markRead({ all: true })}
        >
          {t('markAll')}
        </Button>
      </div>
      <PullRefreshList
        {...texts}
        failed={failed}
        loading={list.loading}
        listLoading={list.listLoading}
        finished={list.finished}
        onRefresh={list.refresh}
        onLoadMore={list.loadMore}
        empty={<EmptyState description={t('empty')} />}
      >
        {list.items.map((n) => (
          <NotificationItem
            key={n.id}
            kind={t(`type.${n.type}`)}
            title={n.title}
            content={n.content}
            time={formatDateTime(n.createtime)}
            unread={!n.is_read}
            unreadLabel={t('unread')}
            {...(n.is_read && !n.target ? {} : { onClick: () => open(n) })}
          />
        ))}
      </PullRefreshList>
    </div>
  );
}
