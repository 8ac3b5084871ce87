import { WithdrawScreen } from '@bazaar/features/wallet';

export default function WithdrawRoute() {
  return <WithdrawScreen />;
}
