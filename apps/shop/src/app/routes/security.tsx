import { SecurityScreen } from '@bazaar/features/account';

export default function SecurityRoute() {
  return <SecurityScreen />;
}
