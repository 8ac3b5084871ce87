export { NotificationItem, notificationItemDefaults, type NotificationItemProps } from './notification-item';
