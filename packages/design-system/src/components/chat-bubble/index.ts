export {
  ChatBubble,
  chatBubbleDefaults,
  type ChatBubbleProps,
  type ChatBubbleProduct,
  type ChatBubbleOrder,
} from './chat-bubble';
