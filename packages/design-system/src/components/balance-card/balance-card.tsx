import type { CSSProperties, ReactNode } from 'react';
import { Price, useFormatMoney } from '../price';
import { cx } from '../../utils/pressable';
import './balance-card.css';

/** The available balance, the amount frozen by withdrawals under audit, and the wallet's actions. */
export type BalanceCardProps = {
  /** e.g. "Balance". */
  label: ReactNode;
  /** The available balance as a money string ("5000.00"). */
  amount: string;
  /** Money under audit (frozen), shown under the balance when given. */
  frozen?: string;
  /** e.g. "Frozen"; shown with `frozen`. */
  frozenLabel?: ReactNode;
  /** Currency symbol. @default '$' */
  symbol?: string;
  /** Buttons or links under the amount (top up, withdraw, records). */
  actions?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The currency symbol (`$`) of a `BalanceCard` when not given. */
export const balanceCardDefaults = { symbol: '$' } as const;

/** The shopper's wallet at a glance: available balance, optional frozen amount, actions. */
export function BalanceCard({
  label,
  amount,
  frozen,
  frozenLabel,
  symbol = balanceCardDefaults.symbol,
  actions,
  className,
  style,
}: BalanceCardProps) {
  const money = useFormatMoney();
  return (
    <section className={cx('bz-balance-card', className)} style={style}>
      <div className="bz-balance-card__label">{label}</div>
      <Price className="bz-balance-card__amount" value={amount} symbol={symbol} size="l" />
      {frozen !== undefined && (
        <div className="bz-balance-card__frozen">
          {frozenLabel} {symbol}
          {money(frozen)}
        </div>
      )}
      {actions && <div className="bz-balance-card__actions">{actions}</div>}
    </section>
  );
}
