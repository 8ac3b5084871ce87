import { WalletTopUpScreen } from '@bazaar/features/wallet';

export default function WalletTopUpRoute() {
  return <WalletTopUpScreen />;
}
