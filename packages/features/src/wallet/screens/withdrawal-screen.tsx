import { useState } from 'react';
import { NoticeBar, Selector, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@bazaar/api-client';
import { previewFee, type WithdrawalBody, type WithdrawalInfo, type WithdrawalType } from '@bazaar/contract';
import { AmountInput, NetworkPicker, PaymentCodeSheet, Toast, useFormatMoney } from '@bazaar/design-system';
import { useLinks, useUser } from '../../lib';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { useWithdrawalInfo } from '../api/get-withdrawal-info';
import { useNetworks } from '../api/get-networks';
import { TextField } from '../components/text-field';
import { useRefuse } from '../components/use-refuse';
import { WalletForm } from '../components/wallet-form';
import { checkWithdrawal, type WithdrawalInput } from '../utils/validate';
import './wallet.css';

/** /withDraw: the amount with its live service charge and arrival, the payee, then the payment code. */
export function WithdrawalScreen() {
  const info = useWithdrawalInfo();
  if (!info.data) return <Skeleton.Paragraph lineCount={8} animated />;
  return <WithdrawalForm info={info.data} />;
}

const EMPTY: WithdrawalInput = {
  type: 'bank',
  amount: '',
  bank_card_no: '',
  bank_name: '',
  account_name: '',
  address: '',
};

function WithdrawalForm({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const links = useLinks();
  const navigate = useNavigate();
  const user = useUser();
  const networks = useNetworks();
  const requestWithdrawal = useRequestWithdrawal();
  const refuse = useRefuse();
  const [form, setForm] = useState<WithdrawalInput>(EMPTY);
  const [sheet, setSheet] = useState(false);
  const [error, setError] = useState<string>();
  const set =
    <K extends keyof WithdrawalInput>(name: K) =>
    (value: WithdrawalInput[K]) =>
      setForm((f) => ({ ...f, [name]: value }));
  const { fee, actual } = previewFee(form.amount, info.fee_rate);
  const hasCode = user.data?.has_pay_password !== false;

  const open = () => {
    const network = networks.data?.find((n) => n.id === form.network_id);
    if (refuse(checkWithdrawal(form, info, network))) return;
    if (!hasCode) return;
    setError(undefined);
    setSheet(true);
  };

  const body = (paypwd: string): WithdrawalBody =>
    form.type === 'bank'
      ? {
          type: 'bank',
          amount: form.amount,
          paypwd,
          bank_card_no: form.bank_card_no.trim(),
          bank_name: form.bank_name.trim(),
          account_name: form.account_name.trim(),
        }
      : { type: 'chain', amount: form.amount, paypwd, network_id: form.network_id!, address: form.address.trim() };

  const submit = async (paypwd: string) => {
    setError(undefined);
    try {
      await requestWithdrawal(body(paypwd));
    } catch (e) {
      // Wrong or locked code, balance changed …: the server's message, and the pad clears.
      setError(isApiError(e) ? e.message : String(e));
      throw e;
    }
    setSheet(false);
    Toast.show({ icon: 'success', content: t('draw.submitted') });
    navigate(links.withdrawalRecords(), { replace: true });
  };

  return (
    <WalletForm
      onSubmit={open}
      submitText={t('draw.submit')}
      disabled={!hasCode}
      footer={<Link to={links.withdrawalRecords()}>{t('links.withdrawalRecords')}</Link>}
    >
      {!hasCode && (
        <NoticeBar
          color="alert"
          wrap
          content={
            <>
              {t('draw.noPayCode')} <Link to={links.changePayPwd()}>{t('draw.setPayCode')}</Link>
            </>
          }
        />
      )}
      <section className="bz-wallet__card bz-wallet__type">
        <span className="bz-wallet__label" id="draw-type">
          {t('draw.type')}
        </span>
        <Selector
          aria-labelledby="draw-type"
          columns={2}
          value={[form.type]}
          onChange={(v) => v[0] && set('type')(v[0])}
          options={info.types.map((type: WithdrawalType) => ({ label: t(`draw.${type}`), value: type }))}
        />
      </section>
      <section className="bz-wallet__card">
        <label className="bz-wallet__label" htmlFor="draw-amount">
          {t('amount')}
        </label>
        <AmountInput
          id="draw-amount"
          value={form.amount}
          onChange={set('amount')}
          placeholder={t('amountPlaceholder')}
          allText={t('draw.all')}
          onAll={() => set('amount')(info.money)}
          hint={
            <>
              {t('draw.available', { money: `$${money(info.money)}` })}
              <br />
              {t('draw.limits', {
                min: `$${money(info.min_amount)}`,
                max: `$${money(info.max_amount)}`,
                daily: `$${money(info.daily_limit)}`,
              })}
            </>
          }
        />
        <dl className="bz-wallet__summary" aria-live="polite">
          <div>
            <dt>{t('draw.fee', { rate: info.fee_rate })}</dt>
            <dd data-testid="draw-fee">${money(fee)}</dd>
          </div>
          <div>
            <dt>{t('draw.actual')}</dt>
            <dd data-testid="draw-actual">${money(actual)}</dd>
          </div>
        </dl>
      </section>
      <section className="bz-wallet__card">
        {form.type === 'bank' ? (
          <>
            <TextField
              id="draw-card"
              label={t('draw.bankCardNo')}
              placeholder={t('draw.bankCardNoPlaceholder')}
              value={form.bank_card_no}
              onChange={set('bank_card_no')}
              inputMode="numeric"
            />
            <TextField
              id="draw-bank"
              label={t('draw.bankName')}
              placeholder={t('draw.bankNamePlaceholder')}
              value={form.bank_name}
              onChange={set('bank_name')}
            />
            <TextField
              id="draw-name"
              label={t('draw.accountName')}
              placeholder={t('draw.accountNamePlaceholder')}
              value={form.account_name}
              onChange={set('account_name')}
            />
          </>
        ) : (
          <>
            <span className="bz-wallet__label">{t('draw.network')}</span>
            <NetworkPicker
              networks={networks.data ?? []}
              value={form.network_id}
              onChange={set('network_id')}
              label={t('draw.network')}
            />
            <TextField
              id="draw-address"
              label={t('draw.address')}
              placeholder={t('draw.addressPlaceholder')}
              value={form.address}
              onChange={set('address')}
            />
          </>
        )}
      </section>
      <PaymentCodeSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        onSubmit={submit}
        title={t('draw.payCode')}
        amount={form.amount}
        error={error}
        closeLabel={t('close')}
      />
    </WalletForm>
  );
}
