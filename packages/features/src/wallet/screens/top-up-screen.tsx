import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { BalanceCard, MenuList } from '@bazaar/design-system';
import { useLinks, useUser } from '../../lib';
import { useWithdrawalInfo } from '../api/get-withdrawal-info';
import './wallet.css';

/** /topUp: the balance and the two ways to top it up, plus the records. */
export function TopUpScreen() {
  const { t } = useTranslation('wallet');
  const links = useLinks();
  const navigate = useNavigate();
  const info = useWithdrawalInfo();
  const user = useUser();
  const frozen = user.data?.frozen_money;
  const go = (to: string) => ({ href: to, onClick: () => navigate(to) });
  return (
    <div className="bz-wallet">
      <BalanceCard
        label={t('balance')}
        amount={info.data?.money ?? '0.00'}
        frozen={frozen && frozen !== '0.00' ? frozen : undefined}
        frozenLabel={t('frozen')}
        actions={
          <Button size="small" shape="rounded" onClick={() => navigate(links.withdrawal())}>
            {t('withdraw')}
          </Button>
        }
      />
      <MenuList
        header={t('method.title')}
        items={[
          {
            key: 'chain',
            title: <MethodTitle title={t('method.chain')} description={t('method.chainDesc')} />,
            ...go(links.walletTopUp()),
          },
          {
            key: 'card',
            title: <MethodTitle title={t('method.card')} description={t('method.cardDesc')} />,
            ...go(links.cardTopUp()),
          },
        ]}
      />
      <MenuList
        items={[
          { key: 'records', title: t('links.topUpRecord'), ...go(links.topUpRecord()) },
          { key: 'withdrawals', title: t('links.withdrawalRecords'), ...go(links.withdrawalRecords()) },
          { key: 'fund', title: t('links.capitalRecord'), ...go(links.capitalRecord()) },
        ]}
      />
    </div>
  );
}

function MethodTitle({ title, description }: { title: string; description: string }) {
  return (
    <span className="bz-wallet__method">
      <span className="bz-wallet__method-title">{title}</span>
      <span className="bz-wallet__method-desc">{description}</span>
    </span>
  );
}
