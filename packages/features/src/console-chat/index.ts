export { ChatInboxScreen, type ChatInboxScreenProps } from './screens/chat-inbox-screen';
export { consoleChatLocales } from './locales';
