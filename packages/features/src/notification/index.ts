export { NotificationScreen } from './screens/notification-screen';
export { notificationLocales } from './locales';
