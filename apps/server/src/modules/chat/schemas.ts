import {
  AdminChatAwayBody,
  AdminChatAwayQuery,
  AdminChatConversation,
  AdminChatConversationsQuery,
  ChatAway,
  ChatConversation,
  ChatConversationsQuery,
  ChatMessage,
  ChatMessagesQuery,
  ChatOpenBody,
  ChatReadAnswer,
  ChatReadBody,
  ChatSendBody,
  Envelope,
  Page,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['chat'];
const security = [{ token: [] }];

export const openSchema = {
  tags,
  security,
  summary: "The shopper's conversation with a shop (made on the first call, the same one after)",
  body: ChatOpenBody,
  response: { 200: Envelope(ChatConversation) },
};

export const conversationsSchema = {
  tags,
  security,
  summary: "The shopper's conversations, latest activity first",
  querystring: ChatConversationsQuery,
  response: { 200: Envelope(Page(ChatConversation)) },
};

export const messagesSchema = {
  tags,
  security,
  summary: 'Messages in seq order: after after_seq, the latest before before_seq, or the latest',
  querystring: ChatMessagesQuery,
  response: { 200: Envelope(Type.Array(ChatMessage)) },
};

export const sendSchema = {
  tags,
  security,
  summary: 'Sends a text, an image, a product card or an order card (a repeated client_id answers the first)',
  body: ChatSendBody,
  response: { 200: Envelope(ChatMessage) },
};

export const readSchema = {
  tags,
  security,
  summary: 'Marks the conversation read up to seq; answers what is still unread in it',
  body: ChatReadBody,
  response: { 200: Envelope(ChatReadAnswer) },
};

const adminTags = ['admin-chat'];

export const adminConversationsSchema = {
  tags: adminTags,
  security,
  summary: "A shop's conversations (merchants: their own shop; operators: any, or shop_id), with the shopper",
  querystring: AdminChatConversationsQuery,
  response: { 200: Envelope(Page(AdminChatConversation)) },
};

export const adminMessagesSchema = { ...messagesSchema, tags: adminTags };
export const adminSendSchema = { ...sendSchema, tags: adminTags, summary: 'Answers as the shop' };
export const adminReadSchema = { ...readSchema, tags: adminTags };

export const adminAwaySchema = {
  tags: adminTags,
  security,
  summary: "A shop's away message (merchants: their own shop; operators: shop_id)",
  querystring: AdminChatAwayQuery,
  response: { 200: Envelope(ChatAway) },
};

export const adminSaveAwaySchema = {
  tags: adminTags,
  security,
  summary:
    "Sets a shop's away message: while enabled, a shopper's first message of a day in a conversation gets it as an automatic reply (sender system; not counted as the shop's answer)",
  body: AdminChatAwayBody,
  response: { 200: Envelope(ChatAway) },
};
