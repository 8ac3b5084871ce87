import { useTranslation } from 'react-i18next';
import { MenuList } from '@bazaar/design-system';
import { useLinks, useUser } from '../../lib';
import { useGo } from '../components/use-go';
import './account-forms.css';

/** /passwords: the login password and the payment code, and whether a payment code is set. */
export function PasswordsScreen() {
  const { t } = useTranslation('account');
  const links = useLinks();
  const go = useGo();
  const { data: user } = useUser();
  const payState = user && t(user.has_pay_password ? 'passwords.paySet' : 'passwords.payNotSet');
  return (
    <div className="bz-account-page">
      <MenuList
        items={[
          { key: 'login', title: t('passwords.login'), extra: t('passwords.loginHint'), ...go(links.changePassword()) },
          { key: 'pay', title: t('passwords.pay'), extra: payState, ...go(links.changePayPwd()) },
        ]}
      />
    </div>
  );
}
