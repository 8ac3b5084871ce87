import { TopUpScreen } from '@bazaar/features/wallet';

export default function TopUpRoute() {
  return <TopUpScreen />;
}
