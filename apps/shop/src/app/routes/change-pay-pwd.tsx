import { ChangePayPwdScreen } from '@bazaar/features/account';

export default function ChangePayPwdRoute() {
  return <ChangePayPwdScreen />;
}
