import { TopUpRecordScreen } from '@bazaar/features/wallet';

export default function TopUpRecordRoute() {
  return <TopUpRecordScreen />;
}
