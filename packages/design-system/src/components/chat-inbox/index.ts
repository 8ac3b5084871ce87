export { ChatInbox, chatInboxDefaults, type ChatInboxProps } from './chat-inbox';
