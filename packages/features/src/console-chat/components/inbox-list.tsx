import { Checkbox, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminChatConversation } from '@bazaar/contract';
import { ChatConversationRow, EmptyState, PullRefreshList, formatDateTime } from '@bazaar/design-system';
import { useListFailed, useListTexts, type PagedList } from '../../lib';
import { lastMessageLine } from '../../lib/chat';
import type { InboxFilter } from '../api/use-inbox';
import { AwayMessage } from './away-message';

export interface InboxListProps {
  list: PagedList<AdminChatConversation>;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  /** The conversation shown beside (desk), marked as current. */
  current?: number;
  onOpen: (conversation: AdminChatConversation) => void;
  /** An operator sees every shop's conversations: each row says whose (and sets no away message of its own). */
  showShop: boolean;
}

/** The inbox's conversations: search by shopper or text, unread only, unread counts. */
export function InboxList({ list, filter, onFilter, current, onOpen, showShop }: InboxListProps) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('chat');
  const texts = useListTexts();
  const failed = useListFailed(list);
  return (
    <div className="bz-inbox-list">
      <div className="bz-inbox-list__filters">
        <SearchBar
          placeholder={t('inbox.search')}
          defaultValue={filter.keyword}
          onSearch={(keyword) => onFilter({ ...filter, keyword })}
          onClear={() => onFilter({ ...filter, keyword: '' })}
        />
        <Checkbox checked={filter.unread} onChange={(unread) => onFilter({ ...filter, unread })}>
          {t('inbox.unreadOnly')}
        </Checkbox>
        {!showShop && <AwayMessage />}
      </div>
      <PullRefreshList
        {...texts}
        failed={failed}
        loading={list.loading}
        listLoading={list.listLoading}
        finished={list.finished}
        onRefresh={list.refresh}
        onLoadMore={list.loadMore}
        empty={<EmptyState description={t('inbox.empty')} />}
      >
        {list.items.map((c) => (
          <ChatConversationRow
            key={c.id}
            avatar={c.user.avatar}
            name={showShop ? `${c.user.nickname} · ${c.shop.name}` : c.user.nickname}
            lastMessage={lastMessageLine(c.last_message, tc)}
            time={formatDateTime(c.updatetime)}
            unread={c.unread}
            unreadLabel={(count) => tc('unread', { count })}
            active={c.id === current}
            onClick={() => onOpen(c)}
          />
        ))}
      </PullRefreshList>
    </div>
  );
}
