import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import { DepositAddress } from '../deposit-address';
import './deposit-address-card.css';

/** The shopper's deposit address on one network, the token it takes, the least amount and confirmations, and what copying does. */
export type DepositAddressCardProps = {
  /** The shopper's own address: encoded in the QR code and shown as text. */
  address: string;
  /** The network's name, e.g. "TRC20"; shown with the currency in the card's badge. */
  network: string;
  /** The token sent to the address, e.g. "USDT". */
  currency: string;
  /** The smallest deposit that is credited, already formatted, e.g. "10.00". */
  minAmount: string;
  /** Blocks a deposit waits for before it is credited. */
  confirmations: number;
  /**
   * Called by the copy button with the address. The caller copies (or explains why it cannot,
   * e.g. on a non-HTTPS page) and shows the result.
   */
  onCopy: (address: string) => void;
  /** Above the code, e.g. "Your deposit address". */
  title: ReactNode;
  /** Text of the copy button, e.g. "Copy". */
  copyText: ReactNode;
  /** Accessible name of the QR code. @default 'QR code of the address' */
  qrLabel?: string;
  /** Label of the minimum, e.g. "Minimum deposit". */
  minimumLabel: ReactNode;
  /** Label of the confirmations, e.g. "Confirmations needed". */
  confirmationsLabel: ReactNode;
  /** Under the facts, e.g. "Send only USDT on TRC20 to this address". */
  note?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/**
 * A shopper's own deposit address on one network: the address as a QR code and as text to copy,
 * the network and token it takes, the minimum that is credited and the confirmations it waits for.
 * Every text comes through props (the design system never translates).
 */
export function DepositAddressCard({
  address,
  network,
  currency,
  minAmount,
  confirmations,
  onCopy,
  title,
  copyText,
  qrLabel,
  minimumLabel,
  confirmationsLabel,
  note,
  className,
  style,
}: DepositAddressCardProps) {
  return (
    <section className={cx('bz-deposit-address-card', className)} style={style}>
      <header className="bz-deposit-address-card__head">
        <span className="bz-deposit-address-card__title">{title}</span>
        <span className="bz-deposit-address-card__badge">
          {network} · {currency}
        </span>
      </header>
      <DepositAddress address={address} copyText={copyText} onCopy={onCopy} qrLabel={qrLabel} />
      <dl className="bz-deposit-address-card__facts">
        <div className="bz-deposit-address-card__fact">
          <dt>{minimumLabel}</dt>
          <dd>
            {minAmount} {currency}
          </dd>
        </div>
        <div className="bz-deposit-address-card__fact">
          <dt>{confirmationsLabel}</dt>
          <dd>{confirmations}</dd>
        </div>
      </dl>
      {note && <p className="bz-deposit-address-card__note">{note}</p>}
    </section>
  );
}
