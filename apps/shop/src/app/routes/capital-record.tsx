import { CapitalRecordScreen } from '@bazaar/features/wallet';

export default function CapitalRecordRoute() {
  return <CapitalRecordScreen />;
}
