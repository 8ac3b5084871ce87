import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChatConversationRow, EmptyState, PullRefreshList, formatDateTime } from '@bazaar/design-system';
import { useLinks, useListFailed, useListTexts } from '../../lib';
import { lastMessageLine, useChatLive } from '../../lib/chat';
import { useConversations } from '../api/conversations';
import './chat.css';

/** /chat: the shopper's conversations with shops, latest first, with unread counts that follow live messages. */
export function ChatListScreen() {
  const { t } = useTranslation('chat');
  const texts = useListTexts();
  const links = useLinks();
  const navigate = useNavigate();
  const list = useConversations();
  const failed = useListFailed(list);
  useChatLive({ message: () => void list.refresh(), reconnect: () => void list.refresh() });
  return (
    <div className="bz-chat-list">
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
        {list.items.map((c) => (
          <ChatConversationRow
            key={c.id}
            avatar={c.shop.logo}
            name={c.shop.name}
            lastMessage={lastMessageLine(c.last_message, t)}
            time={formatDateTime(c.updatetime)}
            unread={c.unread}
            unreadLabel={(count) => t('unread', { count })}
            onClick={() => navigate(links.chatThread(c.id))}
          />
        ))}
      </PullRefreshList>
    </div>
  );
}
