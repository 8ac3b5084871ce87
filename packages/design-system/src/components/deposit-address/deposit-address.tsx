import type { CSSProperties, ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { cx } from '../../utils/pressable';
import './deposit-address.css';

/** The payment address to show as a QR code and as text, and what copying it does. */
export type DepositAddressProps = {
  /** The address to pay to; encoded in the QR code and shown as text. */
  address: string;
  /** Above the code, e.g. "Deposit address · TRC20". */
  title?: ReactNode;
  /** Text of the copy button, e.g. "Copy". */
  copyText: ReactNode;
  /**
   * Called by the copy button. The caller copies (or explains why it cannot, e.g. on a
   * non-HTTPS page) and shows the result.
   */
  onCopy: (address: string) => void;
  /** Accessible name of the QR code. @default 'QR code of the address' */
  qrLabel?: string;
  /** Side of the QR code in px. @default 160 */
  size?: number;
  className?: string;
  style?: CSSProperties;
};

/** The QR code's English name and size (160 px) when not given. */
export const depositAddressDefaults = { qrLabel: 'QR code of the address', size: 160 } as const;

/** A payment address as a QR code to scan and as text to copy. */
export function DepositAddress({
  address,
  title,
  copyText,
  onCopy,
  qrLabel = depositAddressDefaults.qrLabel,
  size = depositAddressDefaults.size,
  className,
  style,
}: DepositAddressProps) {
  return (
    <section className={cx('bz-deposit-address', className)} style={style}>
      {title && <div className="bz-deposit-address__title">{title}</div>}
      <div className="bz-deposit-address__qr">
        <QRCodeSVG value={address} size={size} level="M" marginSize={2} role="img" aria-label={qrLabel} />
      </div>
      <div className="bz-deposit-address__row">
        <code className="bz-deposit-address__text">{address}</code>
        <button type="button" className="bz-deposit-address__copy" onClick={() => onCopy(address)}>
          {copyText}
        </button>
      </div>
    </section>
  );
}
