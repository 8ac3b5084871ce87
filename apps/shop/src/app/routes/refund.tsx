import { RefundScreen } from '@bazaar/features/refund';

export default function RefundRoute() {
  return <RefundScreen />;
}
