import { LanguageScreen } from '@bazaar/features/account';

export default function LanguageRoute() {
  return <LanguageScreen />;
}
