import { CardTopUpScreen } from '@bazaar/features/wallet';

export default function CardTopUpRoute() {
  return <CardTopUpScreen />;
}
