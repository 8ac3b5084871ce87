export {
  ChatConversationRow,
  chatConversationRowDefaults,
  type ChatConversationRowProps,
} from './chat-conversation-row';
