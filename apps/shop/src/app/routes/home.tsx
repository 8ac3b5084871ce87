import { LanguageSwitch } from '@bazaar/features/account';
import { HomeScreen } from '@bazaar/features/home';

// A visitor chooses a language here before signing in (/language needs a sign-in).
export default function HomeRoute() {
  return <HomeScreen aside={<LanguageSwitch />} />;
}
