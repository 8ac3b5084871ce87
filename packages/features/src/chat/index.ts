export { ChatListScreen } from './screens/chat-list-screen';
export { ChatThreadScreen } from './screens/chat-thread-screen';
export {
  MessageBubble,
  PendingBubble,
  lastMessageLine,
  mergeMessages,
  useChatThread,
  chatLocales,
  type ChatContent,
  type MessageBubbleProps,
  type PendingMessage,
} from '../lib/chat';
