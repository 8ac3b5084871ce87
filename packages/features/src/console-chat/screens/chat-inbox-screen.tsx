import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminChatConversation } from '@bazaar/contract';
import { ChatInbox, EmptyState, useDeskWidth } from '@bazaar/design-system';
import { useAdmin, useRevalidate } from '../../lib';
import { shopSide, useChatLive } from '../../lib/chat';
import { useInbox, type InboxFilter } from '../api/use-inbox';
import { InboxList } from '../components/inbox-list';
import { InboxThread } from '../components/inbox-thread';
import { ShopperOrders } from '../components/shopper-orders';
import './chat-inbox.css';

/** Options of the console's chat inbox. */
export interface ChatInboxScreenProps {
  /** The console path of an order's detail: order cards and the orders beside a chat open it. */
  orderPath?: (id: number) => string;
}

/**
 * The shop's chat inbox: conversations (a merchant's own shop, every shop for an operator) with unread counts
 * that follow live messages; the open one (`?c=<id>`) answered beside them at a desk, on its own on a phone,
 * with the shopper's orders with that shop.
 */
export function ChatInboxScreen({ orderPath }: ChatInboxScreenProps) {
  const { t } = useTranslation('console');
  const desk = useDeskWidth();
  const navigate = useNavigate();
  const admin = useAdmin();
  const revalidate = useRevalidate();
  const [query, setQuery] = useSearchParams();
  const [filter, setFilter] = useState<InboxFilter>({ unread: false, keyword: '' });
  const list = useInbox(filter);
  const currentId = Number(query.get('c')) || undefined;
  // The open conversation stays itself when a filter hides it from the list.
  const [opened, setOpened] = useState<AdminChatConversation>();
  const current = list.items.find((c) => c.id === currentId) ?? (opened?.id === currentId ? opened : undefined);

  const refreshInbox = () => void revalidate(...shopSide.listKeys);
  useChatLive({ message: refreshInbox, reconnect: refreshInbox }, shopSide);

  const open = (c: AdminChatConversation) => {
    setOpened(c);
    setQuery({ c: String(c.id) });
  };
  const close = () => setQuery({});

  const listPane = (
    <InboxList
      list={list}
      filter={filter}
      onFilter={setFilter}
      current={currentId}
      onOpen={open}
      showShop={admin?.role !== 'merchant'}
    />
  );
  const threadPane = current && (
    <InboxThread
      key={current.id}
      conversation={current}
      orderPath={orderPath}
      onOpen={(path) => navigate(path)}
      header={
        desk ? undefined : (
          <Button size="small" fill="none" onClick={close}>
            ‹ {t('inbox.back')}
          </Button>
        )
      }
    />
  );
  const orders = current && <ShopperOrders userId={current.user.id} shopId={current.shop.id} orderPath={orderPath} />;

  return (
    <ChatInbox
      desk={desk}
      list={listPane}
      thread={threadPane}
      aside={orders}
      asideLabel={t('inbox.orders')}
      placeholder={<EmptyState description={t('inbox.pick')} />}
    />
  );
}
