import { useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AmountInput, EmptyState, NetworkPicker, Toast, useFormatMoney } from '@bazaar/design-system';
import { useLinks, useSubmit } from '../../lib';
import { useNetworks } from '../api/get-networks';
import { useTopUp } from '../api/top-up';
import { EvidenceField } from '../components/evidence-field';
import { OwnDepositAddress } from '../components/own-deposit-address';
import { TextField } from '../components/text-field';
import { useRefuse } from '../components/use-refuse';
import { WalletForm } from '../components/wallet-form';
import { checkTopUp } from '../utils/validate';
import './wallet.css';

/**
 * /walletTopUp: choose a network, then pay to the shopper's own deposit address on it (QR or copy),
 * credited by itself once confirmed; the deposits seen so far show their progress. Below, the
 * manual form (amount, paying address, evidence) for a deposit sent elsewhere: an operator audits it.
 */
export function WalletTopUpScreen() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const networks = useNetworks();
  const links = useLinks();
  const navigate = useNavigate();
  const topUp = useTopUp();
  const { run, busy } = useSubmit();
  const refuse = useRefuse();
  const [networkId, setNetworkId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [image, setImage] = useState<string>();

  if (networks.isLoading) return <Skeleton.Paragraph lineCount={8} animated />;
  const list = networks.data ?? [];
  if (list.length === 0) return <EmptyState description={t('noNetworks')} />;
  const network = list.find((n) => n.id === networkId);

  const submit = async () => {
    if (refuse(checkTopUp({ type: 'chain', network, amount, address, image }))) return;
    const body = { type: 'chain' as const, network_id: network!.id, amount, address: address.trim(), image: image! };
    const done = await run(() => topUp(body));
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
      <section className="bz-wallet__card">
        <span className="bz-wallet__label">{t('network')}</span>
        <NetworkPicker
          networks={list}
          value={networkId}
          onChange={setNetworkId}
          label={t('network')}
          hint={t('sameNetwork')}
        />
      </section>
      {network && <OwnDepositAddress key={network.id} network={network} />}
      <section className="bz-wallet__card">
        <span className="bz-wallet__label">{t('own.manualTitle')}</span>
        <p className="bz-wallet__hint">{t('own.manualHint')}</p>
        <label className="bz-wallet__label" htmlFor="top-up-amount">
          {t('amount')}
        </label>
        <AmountInput
          id="top-up-amount"
          value={amount}
          onChange={setAmount}
          placeholder={t('amountPlaceholder')}
          hint={network && t('minAmount', { min: money(network.min_amount), currency: network.currency })}
        />
        <TextField
          id="top-up-address"
          label={t('payingAddress')}
          placeholder={t('payingAddressPlaceholder')}
          value={address}
          onChange={setAddress}
        />
        <EvidenceField value={image} onChange={setImage} />
      </section>
    </WalletForm>
  );
}
