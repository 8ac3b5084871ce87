import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminChatConversation } from '@bazaar/contract';
import { ChatComposer } from '@bazaar/design-system';
import { LoadFailed, useApi } from '../../lib';
import { ChatLog, shopSide, useChatThread } from '../../lib/chat';
import { QuickReplies } from './quick-replies';

export interface InboxThreadProps {
  conversation: AdminChatConversation;
  /** The console path of an order's detail (order cards open it). */
  orderPath?: (id: number) => string;
  /** Opens a console path. */
  onOpen?: (path: string) => void;
  /** Above the messages: a back button on a phone. */
  header?: ReactNode;
}

/** One conversation answered as the shop: live messages, earlier ones on demand, quick replies, pictures. */
export function InboxThread({ conversation, orderPath, onOpen, header }: InboxThreadProps) {
  const { t } = useTranslation('console');
  const { t: tc } = useTranslation('chat');
  const api = useApi();
  const thread = useChatThread(conversation.id, shopSide);
  if (thread.failed) return <LoadFailed onRetry={() => window.location.reload()} />;
  const send = (text: string) => void thread.send({ text });

  return (
    <div className="bz-inbox-thread">
      <header className="bz-inbox-thread__head">
        {header}
        <h2>{conversation.user.nickname}</h2>
        <span className="bz-inbox-thread__shop">{conversation.shop.name}</span>
      </header>
      {thread.hasOlder && thread.messages.length > 0 && (
        <Button size="small" fill="none" onClick={() => void thread.loadOlder()}>
          {tc('older')}
        </Button>
      )}
      <ChatLog
        className="bz-inbox-thread__messages"
        thread={thread}
        mine="shop"
        emptyText={tc('empty')}
        onOpenOrder={orderPath && onOpen ? (id) => onOpen(orderPath(id)) : undefined}
      />
      <ChatComposer
        className="bz-inbox-thread__composer"
        placeholder={t('inbox.placeholder')}
        sendLabel={tc('send')}
        imageLabel={tc('image')}
        onSend={send}
        onImage={(file) => void api.content.upload(file).then(({ url }) => thread.send({ image: url }))}
        attachment={<QuickReplies onSend={send} />}
      />
    </div>
  );
}
