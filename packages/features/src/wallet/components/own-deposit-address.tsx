import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Network } from '@bazaar/contract';
import { DepositAddress, DepositAddressCard, formatDateTime } from '@bazaar/design-system';
import { useChainDeposits } from '../api/use-chain-deposits';
import { useDepositAddress } from '../api/use-deposit-address';
import { ChainDepositList } from './chain-deposit-list';
import { useCopy } from './use-copy';

/**
 * The top of /walletTopUp for the chosen network: the shopper's own deposit address (QR, copy,
 * minimum, confirmations) and the deposits seen to it with their progress. A network that gives
 * no own address yet (no xpub configured) shows the platform's address as before, for the form below.
 * Addresses under a key the operator replaced are listed as retired, with the time until which a transfer
 * already on its way is still credited, so a shopper stops using them.
 */
export function OwnDepositAddress({ network }: { network: Network }) {
  const { t } = useTranslation('wallet');
  const copy = useCopy();
  const own = useDepositAddress(network.id);
  // SWR keeps the previous key's data while the next loads: never show one network's address under another.
  const address = own.data?.network_id === network.id ? own.data : undefined;
  const deposits = useChainDeposits(address ? network.id : undefined);
  const onCopy = (text: string) => void copy(text);

  if (!address && own.isLoading) {
    return (
      <section className="bz-wallet__card">
        <Skeleton.Paragraph lineCount={6} animated />
      </section>
    );
  }
  if (!address) {
    return (
      <section className="bz-wallet__card">
        <p className="bz-wallet__hint">{t('own.unavailable')}</p>
        <DepositAddress
          address={network.address}
          title={t('depositAddress', { network: network.name })}
          copyText={t('copy')}
          onCopy={onCopy}
          qrLabel={t('qrAlt')}
        />
      </section>
    );
  }
  const list = deposits.data?.data.filter((d) => d.network_id === network.id);
  return (
    <>
      <section className="bz-wallet__card">
        <DepositAddressCard
          address={address.address}
          network={address.network}
          currency={address.currency}
          minAmount={address.min_amount}
          confirmations={address.confirmations}
          onCopy={onCopy}
          title={t('own.title')}
          copyText={t('copy')}
          qrLabel={t('qrAlt')}
          minimumLabel={t('own.minimum')}
          confirmationsLabel={t('own.confirmations')}
          note={t('own.note', { currency: address.currency, network: address.network })}
        />
      </section>
      {address.retired?.length ? (
        <section className="bz-wallet__card" aria-labelledby="bz-retired-addresses">
          <span className="bz-wallet__label" id="bz-retired-addresses">
            {t('own.retired')}
          </span>
          <p className="bz-wallet__hint">{t('own.retiredNote')}</p>
          <ul className="bz-retired-addresses">
            {address.retired.map((r) => (
              <li key={r.address}>
                <s className="bz-retired-addresses__address">{r.address}</s>
                <span className="bz-wallet__hint">
                  {t('own.retiredUntil', { time: formatDateTime(r.retire_until) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="bz-wallet__card">
        <span className="bz-wallet__label">{t('own.deposits')}</span>
        {list ? (
          <ChainDepositList deposits={list} currency={address.currency} />
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </section>
    </>
  );
}
