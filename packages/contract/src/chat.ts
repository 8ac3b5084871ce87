import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, PageQuery, UnixTime } from './common';
import { ProductCard, ShopCard } from './catalog';
import { OrderStatus } from './order-status';
import { LiteralUnion, Nullable, UploadUrl } from './schema-helpers';

/** The longest text message, in characters after trimming. */
export const CHAT_TEXT_MAX = 2000;
/** The longest `client_id` a sender may choose. */
export const CHAT_CLIENT_ID_MAX = 64;
/** `chat/messages`: the default and the largest `limit`. */
export const CHAT_MESSAGES_DEFAULT_LIMIT = 30;
export const CHAT_MESSAGES_MAX_LIMIT = 100;
/** The socket's close code for a missing or bad token in the first frame. */
export const CHAT_CLOSE_UNAUTHORIZED = 4401;

export const CHAT_SENDERS = ['shopper', 'shop', 'system'] as const;
export const ChatSender = LiteralUnion(CHAT_SENDERS);
export type ChatSender = Static<typeof ChatSender>;

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'product', 'order'] as const;
export const ChatMessageType = LiteralUnion(CHAT_MESSAGE_TYPES);
export type ChatMessageType = Static<typeof ChatMessageType>;

/** The order a shopper shows in a conversation. */
export const ChatOrderCard = Type.Object({
  id: Id,
  order_sn: Type.String(),
  status: OrderStatus,
  total: Money,
});
export type ChatOrderCard = Static<typeof ChatOrderCard>;

export const ChatMessage = Type.Object({
  id: Id,
  conversation_id: Id,
  seq: Type.Integer({ minimum: 1, description: '1, 2, 3 … within a conversation, without gaps' }),
  sender: ChatSender,
  type: ChatMessageType,
  text: Type.String({ description: 'The text of a text message; "" otherwise' }),
  image: Type.String({ description: 'The picture of an image message; "" otherwise' }),
  product: Nullable(ProductCard),
  order: Nullable(ChatOrderCard),
  createtime: UnixTime,
  read: Type.Boolean({ description: 'The other side has read it' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatConversation = Type.Object({
  id: Id,
  shop: ShopCard,
  last_message: Nullable(ChatMessage),
  unread: Type.Integer({ minimum: 0, description: "The other side's messages this reader has not read" }),
  updatetime: UnixTime,
});
export type ChatConversation = Static<typeof ChatConversation>;

export const ChatUser = Type.Object({ id: Id, nickname: Type.String(), avatar: Type.String() });
export type ChatUser = Static<typeof ChatUser>;

/** An operator's view of a conversation: with the shopper. */
export const AdminChatConversation = Type.Composite([ChatConversation, Type.Object({ user: ChatUser })]);
export type AdminChatConversation = Static<typeof AdminChatConversation>;

export const ChatOpenBody = Type.Object({ shop_id: Id });
export type ChatOpenBody = Static<typeof ChatOpenBody>;

export const ChatConversationsQuery = PageQuery;
export type ChatConversationsQuery = PageQuery;

export const AdminChatConversationsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    shop_id: Type.Optional(Id),
    unread: Type.Optional(Type.Boolean({ description: 'Only conversations with unread shopper messages' })),
    keyword: Type.Optional(Type.String({ maxLength: 100, description: "The shopper's nickname or message text" })),
  }),
]);
export type AdminChatConversationsQuery = Static<typeof AdminChatConversationsQuery>;

const Seq = Type.Integer({ minimum: 0, maximum: 2147483647 });

export const ChatMessagesQuery = Type.Object({
  conversation_id: Id,
  after_seq: Type.Optional(Seq),
  before_seq: Type.Optional(Seq),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CHAT_MESSAGES_MAX_LIMIT, default: CHAT_MESSAGES_DEFAULT_LIMIT }),
  ),
});
export type ChatMessagesQuery = Static<typeof ChatMessagesQuery>;

export const ChatSendBody = Type.Object({
  conversation_id: Id,
  client_id: Type.String({ minLength: 1, maxLength: CHAT_CLIENT_ID_MAX }),
  text: Type.Optional(Type.String({ description: `1–${CHAT_TEXT_MAX} characters after trimming` })),
  image: Type.Optional(UploadUrl),
  product_id: Type.Optional(Id),
  order_id: Type.Optional(Id),
});
export type ChatSendBody = Static<typeof ChatSendBody>;

export const ChatReadBody = Type.Object({ conversation_id: Id, seq: Seq });
export type ChatReadBody = Static<typeof ChatReadBody>;

export const ChatReadAnswer = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type ChatReadAnswer = Static<typeof ChatReadAnswer>;

/** Frames of `/api/chat/socket` and `/api/admin/chat/socket`. */
export interface ChatAuthFrame {
  type: 'auth';
  token: string;
}
export interface ChatMessageFrame {
  type: 'message';
  message: ChatMessage;
}
export interface ChatReadFrame {
  type: 'read';
  conversation_id: number;
  seq: number;
}
export type ChatServerFrame = ChatMessageFrame | ChatReadFrame;

/** The longest away message a shop sets. */
export const CHAT_AWAY_TEXT_MAX = 500;

/** A shop's away message: while `enabled`, a shopper's first message of a day gets `text` as an automatic reply. */
export const ChatAway = Type.Object({
  enabled: Type.Boolean(),
  text: Type.String({ maxLength: CHAT_AWAY_TEXT_MAX }),
});
export type ChatAway = Static<typeof ChatAway>;

export const AdminChatAwayQuery = Type.Object({
  shop_id: Type.Optional(Id),
});
export type AdminChatAwayQuery = Static<typeof AdminChatAwayQuery>;

export const AdminChatAwayBody = Type.Composite([
  AdminChatAwayQuery,
  Type.Object({
    enabled: Type.Boolean({ description: 'true answers with the text, false stops (the text is kept)' }),
    text: Type.String({
      maxLength: CHAT_AWAY_TEXT_MAX,
      description: `Up to ${CHAT_AWAY_TEXT_MAX} characters; needed when enabled`,
    }),
  }),
]);
export type AdminChatAwayBody = Static<typeof AdminChatAwayBody>;
