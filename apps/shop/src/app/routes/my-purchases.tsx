import { MyPurchasesScreen } from '@bazaar/features/orders';

export default function MyPurchasesRoute() {
  return <MyPurchasesScreen />;
}
