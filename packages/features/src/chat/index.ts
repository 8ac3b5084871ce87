export { ChatListScreen } from './screens/chat-list-screen';
export { ChatThreadScreen } from './screens/chat-thread-screen';
export { MessageBubble, PendingBubble, lastMessageLine, type MessageBubbleProps } from './components/message-bubble';
export { useChatThread, mergeMessages, type ChatContent, type PendingMessage } from './api/thread';
export { chatLocales } from './locales';
