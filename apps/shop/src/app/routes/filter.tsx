import { MeScreen } from '@bazaar/features/account';

export default function FilterRoute() {
  return <MeScreen />;
}
