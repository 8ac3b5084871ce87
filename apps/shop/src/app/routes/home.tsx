import { HomeScreen } from '@bazaar/features/home';

export default function HomeRoute() {
  return <HomeScreen />;
}
