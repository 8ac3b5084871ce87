// A conversation between a shopper and a shop, as both sides show it: the shop's chat screens and the
// console's inbox. Imported by path (not through lib's index), so pages without chat do not load it.
export { shopSide, shopperSide, type ChatSide } from './chat-side';
export { useChatLive } from './chat-live';
export { useInboxUnread } from './inbox-unread';
export { useChatThread, mergeMessages, type ChatContent, type PendingMessage } from './thread';
export { ChatLog, type ChatLogProps } from './chat-log';
export { MessageBubble, PendingBubble, lastMessageLine, type MessageBubbleProps } from './message-bubble';
export { chatLocales } from './locales';
