import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AmountInput } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useRecharge } from '../api/recharge';
import { EvidenceField } from '../components/evidence-field';
import { TextField } from '../components/text-field';
import { useSubmit } from '../components/use-submit';
import { checkRecharge } from '../utils/validate';
import './wallet.css';

/** /cardTopUp: a manual recharge — the amount paid, the paying account and the evidence, for audit. */
export function CardTopUpScreen() {
  const { t } = useTranslation('wallet');
  const links = useLinks();
  const navigate = useNavigate();
  const recharge = useRecharge();
  const { run, refuse, busy } = useSubmit();
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [image, setImage] = useState<string>();

  const submit = async () => {
    if (refuse(checkRecharge({ type: 'manual', amount, address, image }))) return;
    const done = await run(() => recharge({ type: 'manual', amount, address: address.trim(), image: image! }));
    if (!done) return;
    Toast.show({ icon: 'success', content: t('submitted') });
    navigate(links.topUpRecord(), { replace: true });
  };

  return (
    <form
      className="bz-wallet bz-wallet--form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="bz-wallet__note">{t('cardHint')}</p>
      <section className="bz-wallet__card">
        <label className="bz-wallet__label" htmlFor="card-amount">
          {t('amount')}
        </label>
        <AmountInput id="card-amount" value={amount} onChange={setAmount} placeholder={t('amountPlaceholder')} />
        <TextField
          id="card-account"
          label={t('payingAccount')}
          placeholder={t('payingAccountPlaceholder')}
          value={address}
          onChange={setAddress}
        />
        <EvidenceField value={image} onChange={setImage} />
      </section>
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
