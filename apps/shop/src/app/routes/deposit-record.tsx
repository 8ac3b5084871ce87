import { DepositRecordScreen } from '@bazaar/features/wallet';

export default function DepositRecordRoute() {
  return <DepositRecordScreen />;
}
