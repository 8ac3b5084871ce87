import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CardAccount } from '@bazaar/contract';
import { useCopy } from './use-copy';

/**
 * The platform's accounts a card top-up is paid to, one per currency, each with a copy button;
 * without any, the shopper is sent to customer service before paying.
 */
export function ReceivingAccounts({ accounts }: { accounts: CardAccount[] }) {
  const { t } = useTranslation('wallet');
  const copy = useCopy();
  if (accounts.length === 0) return <p className="bz-wallet__note">{t('noReceivingAccount')}</p>;
  return (
    <section className="bz-wallet__card">
      {accounts.map((a) => (
        <div key={a.currency} className="bz-wallet__account">
          <div>
            <span className="bz-wallet__label">{t('receivingAccount', { currency: a.currency })}</span>
            <p className="bz-wallet__account-text">{a.account}</p>
          </div>
          <Button size="small" fill="outline" color="primary" onClick={() => void copy(a.account)}>
            {t('copy')}
          </Button>
        </div>
      ))}
    </section>
  );
}
