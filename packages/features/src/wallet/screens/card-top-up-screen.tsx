import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AmountInput, Toast, useFormatMoney } from '@bazaar/design-system';
import { useLinks, useSubmit } from '../../lib';
import { useCardTopUpInfo } from '../api/get-card-top-up-info';
import { useTopUp } from '../api/top-up';
import { EvidenceField } from '../components/evidence-field';
import { ReceivingAccounts } from '../components/receiving-accounts';
import { TextField } from '../components/text-field';
import { useRefuse } from '../components/use-refuse';
import { WalletForm } from '../components/wallet-form';
import { checkTopUp } from '../utils/validate';
import './wallet.css';

/**
 * /cardTopUp: a manual top-up — where to pay, then the amount paid (up to the card maximum),
 * the paying account and the evidence, for audit.
 */
export function CardTopUpScreen() {
  const { t } = useTranslation('wallet');
  const links = useLinks();
  const navigate = useNavigate();
  const topUp = useTopUp();
  const { run, busy } = useSubmit();
  const refuse = useRefuse();
  const money = useFormatMoney();
  const info = useCardTopUpInfo();
  const maxAmount = info.data?.max_amount;
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [image, setImage] = useState<string>();

  const submit = async () => {
    if (refuse(checkTopUp({ type: 'manual', amount, address, image, maxAmount }))) return;
    const done = await run(() => topUp({ type: 'manual', amount, address: address.trim(), image: image! }));
    if (!done) return;
    Toast.show({ icon: 'success', content: t('submitted') });
    navigate(links.topUpRecord(), { replace: true });
  };

  return (
    <WalletForm
      onSubmit={() => void submit()}
      submitText={t('submit')}
      busy={busy}
      footer={<Link to={links.topUpRecord()}>{t('links.topUpRecord')}</Link>}
    >
      <p className="bz-wallet__note">{t('cardHint')}</p>
      {info.data && <ReceivingAccounts accounts={info.data.accounts} />}
      <section className="bz-wallet__card">
        <label className="bz-wallet__label" htmlFor="card-amount">
          {t('amount')}
        </label>
        <AmountInput
          id="card-amount"
          value={amount}
          onChange={setAmount}
          placeholder={t('amountPlaceholder')}
          hint={maxAmount && t('cardMax', { max: `$${money(maxAmount)}` })}
        />
        <TextField
          id="card-account"
          label={t('payingAccount')}
          placeholder={t('payingAccountPlaceholder')}
          value={address}
          onChange={setAddress}
        />
        <EvidenceField value={image} onChange={setImage} />
      </section>
    </WalletForm>
  );
}
