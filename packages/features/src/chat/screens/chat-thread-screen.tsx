import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChatBubble, ChatComposer, Price } from '@bazaar/design-system';
import { LoadFailed, useApi, useLinks, useOnline } from '../../lib';
import { useConversations } from '../api/conversations';
import { useChatOffer } from '../api/offer';
import { ChatLog, useChatThread } from '../../lib/chat';
import './chat.css';

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /chat/:id: one conversation with a shop. New messages arrive live; scrolling to the top loads earlier ones;
 * a product or order the shopper came from (`?product_id=`, `?order_id=`) waits above the box, ready to send.
 */
export function ChatThreadScreen() {
  const { t } = useTranslation('chat');
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  const online = useOnline();
  const id = Number(useParams().id);
  const [query] = useSearchParams();
  const thread = useChatThread(id);
  const conversation = useConversations().items.find((c) => c.id === id);
  const offer = useChatOffer(numberParam(query.get('product_id')), numberParam(query.get('order_id')));
  const [offerSent, setOfferSent] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      if (window.scrollY < 40 && thread.hasOlder && !thread.loading) void thread.loadOlder().catch(() => undefined);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [thread]);

  if (thread.failed) return <LoadFailed onRetry={() => window.location.reload()} />;

  const sendOffer = () => {
    setOfferSent(true);
    if (offer.product) void thread.send({ product_id: offer.product.id });
    else if (offer.order) void thread.send({ order_id: offer.order.id });
  };
  const offered = offerSent ? undefined : offer.product ? (
    <ChatBubble
      side="mine"
      product={{
        title: offer.product.title,
        image: offer.product.images[0] ?? '',
        price: <Price value={offer.product.price} size="s" />,
      }}
    />
  ) : offer.order ? (
    <ChatBubble
      side="mine"
      order={{
        title: t('order', { sn: offer.order.order_sn }),
        status: t(`status.${offer.order.status}`),
        total: <Price value={offer.order.total} size="s" />,
      }}
    />
  ) : undefined;

  return (
    <div className="bz-chat-thread">
      {conversation && <h2 className="bz-chat-thread__shop">{conversation.shop.name}</h2>}
      {!online && (
        <p className="bz-chat-thread__offline" role="status">
          {t('offline')}
        </p>
      )}
      {thread.hasOlder && thread.messages.length > 0 && (
        <Button size="small" fill="none" className="bz-chat-thread__older" onClick={() => void thread.loadOlder()}>
          {t('older')}
        </Button>
      )}
      <ChatLog
        className="bz-chat-thread__messages"
        thread={thread}
        mine="shopper"
        emptyText={t('emptyThread')}
        onOpenProduct={(pid) => navigate(links.product(pid))}
        onOpenOrder={(oid) => navigate(links.orderInfo(oid))}
      />
      <ChatComposer
        className="bz-chat-thread__composer"
        placeholder={t('placeholder')}
        sendLabel={t('send')}
        imageLabel={t('image')}
        onSend={(text) => void thread.send({ text })}
        onImage={(file) => void api.content.upload(file).then(({ url }) => thread.send({ image: url }))}
        attachment={
          offered && (
            <div className="bz-chat-thread__offer">
              {offered}
              <Button size="small" color="primary" fill="outline" onClick={sendOffer}>
                {offer.product ? t('sendProduct') : t('sendOrder')}
              </Button>
            </div>
          )
        }
      />
    </div>
  );
}
