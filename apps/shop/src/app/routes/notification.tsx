import { NotificationScreen } from '@bazaar/features/notification';

export default function NotificationRoute() {
  return <NotificationScreen />;
}
