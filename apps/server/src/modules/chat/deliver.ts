import type { ChatMessage, ChatReadAnswer, ChatSendBody, Lang } from '@bazaar/contract';
import type { Db } from '../../db';
import type { KvStore } from '../../lib/kv';
import { RateLimitedError } from '../../plugins/money-rate-limit';
import type { ChatHub } from './hub';
import { awayReply } from './away';
import { noticeIfAway } from './notice';
import { markRead, sendMessage, type ChatReader } from './service';

export interface ChatLimits {
  /** Messages one sender may send per window (CHAT_RATE_LIMIT). */
  rateLimit: number;
  /** The rate limit's window in seconds (CHAT_RATE_WINDOW). */
  rateWindowSeconds: number;
  /** A shopper away is told at most once per conversation in this many seconds (CHAT_NOTICE_HOLD_OFF_MINUTES). */
  noticeHoldOffSeconds: number;
}

export interface ChatActions {
  send(reader: ChatReader, body: ChatSendBody, lang: Lang): Promise<ChatMessage>;
  read(reader: ChatReader, body: { conversation_id: number; seq: number }): Promise<ChatReadAnswer>;
}

/**
 * The chat's writes as both sides' calls use them: the write, then (committed) the frames to every
 * instance's sockets, then the shop's away message after a shopper's, or the notice to a shopper who
 * is away after the shop's. Either failing is logged, never a refusal of a message already written.
 */
export function chatActions(
  deps: {
    db: Db;
    kv: KvStore;
    hub: ChatHub;
    log: { error: (obj: object, msg: string) => void };
    timeZone: string;
    /** Called once per message written (metrics). */
    onSent?: () => void;
  },
  limits: ChatLimits,
): ChatActions {
  const { db, kv, hub } = deps;
  const limit = (reader: ChatReader) => async () => {
    const who = reader.side === 'shopper' ? `user:${reader.userId}` : `admin:${reader.admin.id}`;
    if ((await kv.incr(`chat:rate:${who}`, limits.rateWindowSeconds * 1000)) > limits.rateLimit) {
      throw new RateLimitedError();
    }
  };
  return {
    async send(reader, body, lang) {
      const { message, conversation, fresh } = await sendMessage(db, reader, body, lang, limit(reader));
      if (!fresh) return message;
      deps.onSent?.();
      const route = { userId: conversation.user_id, shopId: conversation.shop_id };
      await hub.publish({ ...route, frame: { type: 'message', message } });
      if (reader.side === 'shopper') {
        const auto = await awayReply(db, conversation, deps.timeZone, lang).catch((error: unknown) => {
          deps.log.error({ err: error }, 'chat away reply failed');
        });
        if (auto) deps.onSent?.();
        if (auto) await hub.publish({ ...route, frame: { type: 'message', message: auto } });
      }
      if (reader.side === 'shop') {
        await noticeIfAway(db, hub, conversation, message, limits.noticeHoldOffSeconds).catch((error: unknown) =>
          deps.log.error({ err: error }, 'chat notice failed'),
        );
      }
      return message;
    },
    async read(reader, body) {
      const { unread, conversation, moved } = await markRead(db, reader, body);
      if (moved !== undefined) {
        await hub.publish({
          userId: conversation.user_id,
          shopId: conversation.shop_id,
          to: reader.side === 'shopper' ? 'shop' : 'shopper',
          frame: { type: 'read', conversation_id: conversation.id, seq: moved },
        });
      }
      return { unread };
    },
  };
}
